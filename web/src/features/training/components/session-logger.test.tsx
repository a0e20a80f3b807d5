import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Prescription, Session } from "#domain/plan/types";
import type { SessionLog } from "#domain/training/log";
import { SessionLogger } from "./session-logger.tsx";

// The page loads its forms, the rest timer and the log's checks lazily: loading them once here
// keeps a cold start on a busy machine out of the first test. The components still wait for them.
beforeAll(() => Promise.all([import("./today-forms.ts"), import("#domain/training/log")]));

function exercise(over: Partial<Prescription>): Prescription {
  return {
    exerciseId: "goblet-squat",
    name: "Goblet squat",
    category: "strength",
    block: "A",
    sets: 2,
    dose: { kind: "reps", reps: 8, perSide: false },
    rpe: 7,
    rir: 2,
    restSeconds: 90,
    cue: "Sit between the heels.",
    flags: [],
    ...over,
  };
}

const SESSION: Session = {
  day: 1,
  title: "Lower body strength",
  focus: "Strength",
  warmUp: { minutes: 8, description: "Easy jog, then mobility." },
  estimatedMinutes: 50,
  exercises: [
    exercise({}),
    exercise({
      exerciseId: "side-plank",
      name: "Side plank",
      category: "trunk",
      block: "B",
      sets: 1,
      dose: { kind: "time", seconds: 30, perSide: true },
      rir: null,
      restSeconds: 0,
    }),
  ],
};

function showSession() {
  const onSave = vi.fn<(log: SessionLog) => void>();
  const view = render(
    <SessionLogger userId="athlete-a" session={SESSION} week={1} date="2026-03-02" adjustment={null} onSave={onSave} />,
  );
  return { onSave, ...view };
}

async function finishWith(user: ReturnType<typeof userEvent.setup>, rpe: string) {
  await user.click(screen.getByRole("button", { name: "Finish session" }));
  const form = await screen.findByRole("form", { name: "Finish session" });
  await user.click(within(form).getByRole("radio", { name: new RegExp(`^${rpe}\\D`) }));
  await user.click(within(form).getByRole("button", { name: "Save session" }));
}

describe("logging a session set by set", () => {
  it("starts the rest after a ticked set, says so, and can skip it", async () => {
    const user = userEvent.setup();
    showSession();
    await user.click(screen.getByRole("button", { name: "Set 1 of Goblet squat done" }));
    expect(screen.getByRole("button", { name: "Set 1 of Goblet squat done" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("status")).toHaveTextContent("Set 1 of Goblet squat done. Rest 1 min 30 s.");
    const timer = await screen.findByRole("region", { name: "Rest timer" });
    expect(timer).toHaveTextContent("Goblet squat, after set 1");
    expect(screen.getByText("1 of 3 sets done")).toBeInTheDocument();

    await user.click(within(timer).getByRole("button", { name: "Skip rest" }));
    expect(screen.queryByRole("region", { name: "Rest timer" })).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Rest skipped.");
  });

  it("starts no rest after an exercise that has none", async () => {
    const user = userEvent.setup();
    showSession();
    await user.click(screen.getByRole("button", { name: "Set 1 of Side plank done" }));
    expect(screen.getByRole("status")).toHaveTextContent("Set 1 of Side plank done.");
    expect(screen.queryByRole("region", { name: "Rest timer" })).not.toBeInTheDocument();
  });

  it("keeps the ticked sets and typed figures through a reload", async () => {
    const user = userEvent.setup();
    const { unmount } = showSession();
    await user.click(screen.getByRole("button", { name: "Set 2 of Goblet squat done" }));
    await user.type(screen.getAllByRole("textbox", { name: "Set 2 reps" })[0]!, "7");
    unmount();

    showSession();
    expect(screen.getByRole("button", { name: "Set 2 of Goblet squat done" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("textbox", { name: "Set 2 reps" })).toHaveValue("7");
  });

  it("saves the sets done with the session's effort and minutes", async () => {
    const user = userEvent.setup();
    const { onSave } = showSession();
    await user.click(screen.getByRole("button", { name: "Set 1 of Goblet squat done" }));
    await user.type(screen.getByRole("textbox", { name: "Set 1 reps" }), "8");
    await user.type(screen.getByRole("textbox", { name: "Set 1 load in kg" }), "22,5");
    await finishWith(user, "6");

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const log = onSave.mock.calls[0]![0];
    expect(log).toMatchObject({ status: "done", sessionRpe: 6, minutes: 50, week: 1, day: 1, date: "2026-03-02" });
    expect(log.sets).toEqual([{ exerciseId: "goblet-squat", set: 0, done: true, reps: 8, loadKg: 22.5 }]);
  });

  it.each([
    ["eight", "Enter the reps as a whole number."],
    ["0x8", "Enter the reps as a whole number."],
    ["8.5", "Reps are whole numbers."],
    ["-1", "Reps cannot be negative."],
  ])("refuses %j reps beside the set, in words (%s), and saves nothing", async (typed, message) => {
    const user = userEvent.setup();
    const { onSave } = showSession();
    await user.click(screen.getByRole("button", { name: "Set 1 of Goblet squat done" }));
    await user.type(screen.getByRole("textbox", { name: "Set 1 reps" }), typed);
    await finishWith(user, "6");

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(`Set 1: ${message}`);
    expect(screen.getByRole("textbox", { name: "Set 1 reps" })).toHaveAttribute("aria-invalid", "true");
    // Back to the sets, where the figure can be corrected.
    expect(screen.getByRole("button", { name: "Finish session" })).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("refuses a load it cannot read in words too", async () => {
    const user = userEvent.setup();
    const { onSave } = showSession();
    await user.type(screen.getByRole("textbox", { name: "Set 1 load in kg" }), "20kg");
    await finishWith(user, "6");
    expect(await screen.findByRole("alert")).toHaveTextContent("Set 1: Enter the load in kg as a number.");
    expect(onSave).not.toHaveBeenCalled();
  });

  it("asks for the session's effort before saving it", async () => {
    const user = userEvent.setup();
    const { onSave } = showSession();
    await user.click(screen.getByRole("button", { name: "Finish session" }));
    const form = await screen.findByRole("form", { name: "Finish session" });
    await user.click(within(form).getByRole("button", { name: "Save session" }));
    expect(within(form).getByRole("group", { name: "How hard was the whole session?" })).toHaveAccessibleDescription(
      "Rate the session from 0 (rest) to 10 (maximal).",
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it.each([
    ["", "Enter the minutes, 1 to 600."],
    ["an hour", "Enter the minutes, 1 to 600."],
    ["0x3c", "Enter the minutes, 1 to 600."],
    ["45.5", "Enter whole minutes."],
    ["601", "Enter the minutes, 1 to 600."],
  ])("refuses %j minutes beside the field: %s", async (typed, message) => {
    const user = userEvent.setup();
    const { onSave } = showSession();
    await user.click(screen.getByRole("button", { name: "Finish session" }));
    const minutes = await screen.findByRole("textbox", { name: "Minutes, warm-up included" });
    expect(minutes).toHaveValue("50");
    await user.clear(minutes);
    if (typed) await user.type(minutes, typed);
    await user.click(screen.getByRole("radio", { name: /^5\D/ }));
    await user.click(screen.getByRole("button", { name: "Save session" }));
    await waitFor(() => expect(minutes).toHaveAccessibleDescription(message));
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe("skipping a session", () => {
  it("asks why, then saves it skipped with no sets", async () => {
    const user = userEvent.setup();
    const { onSave } = showSession();
    await user.click(screen.getByRole("button", { name: "Set 1 of Goblet squat done" }));
    await user.click(screen.getByRole("button", { name: "Skip" }));
    await user.click(await screen.findByRole("button", { name: "Mark skipped" }));
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: "Reason" })).toHaveAccessibleDescription(
        "Say why the session was skipped.",
      ),
    );
    expect(onSave).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Match day" }));
    await user.click(screen.getByRole("button", { name: "Mark skipped" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      status: "skipped",
      skipReason: "Match day",
      sessionRpe: null,
      minutes: null,
      sets: [],
    });
  });
});
