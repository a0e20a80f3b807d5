import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { NavProvider } from "#web/app/nav.tsx";
import QuestionnairePage from "./questionnaire-page.tsx";

// The page loads its saving rules and its later steps lazily: loading them once here keeps a cold
// start on a busy machine out of the first test. The page still waits for them.
beforeAll(() =>
  Promise.all([
    import("./validation.ts"),
    import("./injuries-step.tsx"),
    import("#web/components/art/role-figure.tsx"),
  ]),
);

type User = ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  // A visitor who is not signed in: the session answers null, and there is no account to ask.
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json(null)),
  );
});

function showQuestionnaire() {
  const navigate = vi.fn();
  const location = { pathname: "/cricket-questionnaire", search: "", hash: "", state: null };
  const view = render(
    <NavProvider value={{ location, navigationType: "POP", navigate }}>
      <QuestionnairePage />
    </NavProvider>,
  );
  return { navigate, ...view };
}

const next = () => screen.getByRole("button", { name: /^(Next|Complete)/ });
const question = () => screen.getByRole("heading", { level: 2 });
const stepShown = () =>
  screen.getByRole("progressbar", { name: "Questionnaire progress" }).getAttribute("aria-valuenow");

async function answerStep3(user: User, height: string, weight: string) {
  const h = screen.getByRole("textbox", { name: "Height (cm)" });
  const w = screen.getByRole("textbox", { name: "Weight (kg)" });
  await user.clear(h);
  await user.clear(w);
  await user.type(h, height);
  await user.type(w, weight);
}

/** Answers steps 1 and 2 and lands on step 3. */
async function toStep3(user: User) {
  await user.click(screen.getByRole("radio", { name: "Adult" }));
  await user.click(next());
  await user.click(screen.getByRole("radio", { name: "Intermediate" }));
  await user.click(next());
}

describe("the questionnaire's step gates", () => {
  it("keeps Next disabled until the step is answered", async () => {
    const user = userEvent.setup();
    showQuestionnaire();
    expect(question()).toHaveTextContent("What's your age group?");
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole("radio", { name: "Under-19" }));
    expect(next()).toBeEnabled();
    await user.click(next());
    expect(question()).toHaveTextContent("What level do you compete at?");
    expect(stepShown()).toBe("2");
    expect(next()).toBeDisabled();
  });

  it("asks for both measurements, then refuses one out of range where it was typed", async () => {
    const user = userEvent.setup();
    showQuestionnaire();
    await toStep3(user);
    expect(question()).toHaveTextContent("Your height and weight");
    await user.type(screen.getByRole("textbox", { name: "Height (cm)" }), "300");
    expect(next()).toBeDisabled();
    await user.type(screen.getByRole("textbox", { name: "Weight (kg)" }), "75");
    expect(next()).toBeEnabled();

    await user.click(next());
    const height = screen.getByRole("textbox", { name: "Height (cm)" });
    await waitFor(() => expect(height).toHaveAccessibleDescription(/Height must be between 100-250 cm/));
    expect(height).toHaveAttribute("aria-invalid", "true");
    expect(stepShown()).toBe("3");

    await answerStep3(user, "180", "75");
    await waitFor(() => expect(height).not.toHaveAttribute("aria-invalid"));
    await user.click(next());
    await waitFor(() => expect(question()).toHaveTextContent("What's your primary role?"));
  });

  it.each([
    ["12.5", "Height must be a valid number"],
    ["1e2", "Height must be a valid number"],
    ["99", "Height must be between 100-250 cm"],
  ])("refuses a height of %j: %s", async (typed, message) => {
    const user = userEvent.setup();
    showQuestionnaire();
    await toStep3(user);
    await answerStep3(user, typed, "75");
    await user.click(next());
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: "Height (cm)" })).toHaveAccessibleDescription(new RegExp(message)),
    );
    expect(stepShown()).toBe("3");
  });

  it("needs all five abilities rated", async () => {
    const user = userEvent.setup();
    showQuestionnaire();
    await toStep3(user);
    await answerStep3(user, "180", "75");
    await user.click(next());
    await user.click(await screen.findByRole("radio", { name: "Fast Bowler" }));
    await user.click(next());

    expect(question()).toHaveTextContent("Rate your current abilities");
    const solid = screen.getAllByRole("radio", { name: "3 Solid" });
    expect(solid).toHaveLength(5);
    for (const radio of solid.slice(0, 4)) await user.click(radio);
    expect(next()).toBeDisabled();
    await user.click(solid[4]!);
    expect(next()).toBeEnabled();
  });

  it("goes back a step with the answer kept, and from step 1 back to the cricket page", async () => {
    const user = userEvent.setup();
    const { navigate } = showQuestionnaire();
    await user.click(screen.getByRole("radio", { name: "Adult" }));
    await user.click(next());
    await user.click(screen.getByRole("button", { name: /Back/ }));
    expect(stepShown()).toBe("1");
    expect(screen.getByRole("radio", { name: "Adult" })).toBeChecked();
    expect(next()).toBeEnabled();
    await user.click(screen.getByRole("button", { name: /Back/ }));
    expect(navigate).toHaveBeenCalledWith("/cricket");
  });

  it("comes back at the same step with the same answers after a reload", async () => {
    const user = userEvent.setup();
    const { unmount } = showQuestionnaire();
    await toStep3(user);
    await user.type(screen.getByRole("textbox", { name: "Height (cm)" }), "181");
    unmount();

    showQuestionnaire();
    expect(stepShown()).toBe("3");
    expect(screen.getByRole("textbox", { name: "Height (cm)" })).toHaveValue("181");
  });
});

describe("completing the questionnaire", () => {
  it("keeps the answers in this browser and sends a visitor to sign up", async () => {
    const user = userEvent.setup();
    const { navigate } = showQuestionnaire();
    await toStep3(user);
    await answerStep3(user, "180", "75");
    await user.click(next());
    await user.click(await screen.findByRole("radio", { name: "Spin Bowler" }));
    await user.click(next());
    for (const radio of screen.getAllByRole("radio", { name: "4 Strong" })) await user.click(radio);
    await user.click(next());
    await user.click(screen.getByRole("radio", { name: "3 days/week" }));
    await user.click(next());
    await user.click(screen.getByRole("radio", { name: "1-2 hours/day" }));
    await user.click(next());

    // Step 8 (injuries) is optional: Next is open at once.
    expect(stepShown()).toBe("8");
    expect(next()).toBeEnabled();
    await user.click(next());

    // Step 9: one or two goals; with two chosen the others cannot be.
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole("checkbox", { name: "Speed & Agility" }));
    await user.click(screen.getByRole("checkbox", { name: "Match Endurance" }));
    expect(screen.getByRole("checkbox", { name: "Explosive Strength & Power" })).toBeDisabled();
    await user.click(next());

    await user.click(screen.getByRole("radio", { name: "Full Gym" }));
    expect(next()).toHaveTextContent("Complete");
    await user.click(next());

    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/cricket-signup"));
    expect(JSON.parse(localStorage.getItem("questionnaireData")!)).toMatchObject({
      ageGroup: "Adult",
      competitionLevel: "Intermediate",
      height: "180",
      weight: "75",
      primaryRole: "Spin Bowler",
      abilities: { Strength: 4, Speed: 4, Endurance: 4, Agility: 4, Flexibility: 4 },
      goals: ["Speed & Agility", "Match Endurance"],
      equipment: "Full Gym",
    });
  });
});
