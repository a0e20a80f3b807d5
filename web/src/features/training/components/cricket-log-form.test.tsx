import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { CricketLog } from "#domain/training/log";
import { ballsFrom, CricketLogForm } from "./cricket-log-form.tsx";

// The form loads the log's checks lazily: loading them once here keeps a cold start on a busy
// machine out of the first test. The form still waits for them.
beforeAll(() => Promise.all([import("#domain/training/log")]));

describe("ballsFrom: what was bowled, as typed", () => {
  it("reads overs as overs and balls: 4.3 is 4 overs and 3 balls", () => {
    expect(ballsFrom("4.3", "overs")).toBe(27);
    expect(ballsFrom("4", "overs")).toBe(24);
    expect(ballsFrom(" 10.5 ", "overs")).toBe(65);
    expect(ballsFrom("0.1", "overs")).toBe(1);
  });

  it("reads balls as balls", () => {
    expect(ballsFrom("27", "balls")).toBe(27);
  });

  it("reads a blank field as nothing bowled", () => {
    expect(ballsFrom("", "overs")).toBeNull();
    expect(ballsFrom("  ", "balls")).toBeNull();
  });

  it.each(["4.6", "4.7", "4.30", "4,3", "-1", "four", "4.", ".3", "1e1", "0x4"])(
    "refuses %j as overs (an over has six balls, 0-5 after the dot)",
    (text) => {
      expect(ballsFrom(text, "overs")).toBeNaN();
    },
  );

  it("refuses balls it cannot read", () => {
    expect(ballsFrom("27 balls", "balls")).toBeNaN();
    expect(ballsFrom("0x1b", "balls")).toBeNaN();
  });
});

function showForm(bowler = true) {
  const onSave = vi.fn<(log: CricketLog) => void>();
  render(<CricketLogForm today="2026-03-02" bowler={bowler} onSave={onSave} onCancel={() => {}} />);
  return onSave;
}

/** A match of 90 minutes at effort 6, as a person fills the form in. */
async function fillMatch(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("radio", { name: "Match" }));
  await user.type(screen.getByRole("textbox", { name: "Minutes" }), "90");
  await user.click(screen.getByRole("radio", { name: /^6\D/ }));
}

describe("the cricket log form", () => {
  it("saves a bowler's match with the overs counted as balls", async () => {
    const user = userEvent.setup();
    const onSave = showForm();
    await fillMatch(user);
    await user.type(screen.getByRole("textbox", { name: "Overs bowled" }), "8.2");
    await user.type(screen.getByRole("textbox", { name: /Longest spell/ }), "4");
    await user.click(screen.getByRole("radio", { name: "Full" }));
    await user.click(screen.getByRole("button", { name: "Save cricket" }));

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      date: "2026-03-02",
      kind: "match",
      minutes: 90,
      sessionRpe: 6,
      bowling: { balls: 50, longestSpellBalls: 24, intensity: "full" },
    });
  });

  it("counts in balls when asked to", async () => {
    const user = userEvent.setup();
    const onSave = showForm();
    await fillMatch(user);
    await user.click(screen.getByRole("radio", { name: "Balls" }));
    await user.type(screen.getByRole("textbox", { name: "Balls bowled" }), "50");
    await user.click(screen.getByRole("radio", { name: "Easy" }));
    await user.click(screen.getByRole("button", { name: "Save cricket" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0].bowling).toMatchObject({ balls: 50, longestSpellBalls: null });
  });

  it("asks for overs like 4.3 when the overs cannot be read, and saves nothing", async () => {
    const user = userEvent.setup();
    const onSave = showForm();
    await fillMatch(user);
    await user.type(screen.getByRole("textbox", { name: "Overs bowled" }), "4.7");
    await user.click(screen.getByRole("radio", { name: "Medium" }));
    await user.click(screen.getByRole("button", { name: "Save cricket" }));

    const overs = screen.getByRole("textbox", { name: "Overs bowled" });
    await waitFor(() => expect(overs).toHaveAccessibleDescription("Enter overs like 4.3 (4 overs and 3 balls)."));
    expect(overs).toHaveAttribute("aria-invalid", "true");
    expect(onSave).not.toHaveBeenCalled();

    // Correcting the field takes its message away at once.
    await user.clear(overs);
    await user.type(overs, "4.3");
    expect(overs).not.toHaveAccessibleDescription();
  });

  it("asks for the longest spell in the same words when it cannot be read", async () => {
    const user = userEvent.setup();
    const onSave = showForm();
    await fillMatch(user);
    await user.type(screen.getByRole("textbox", { name: "Overs bowled" }), "8");
    await user.type(screen.getByRole("textbox", { name: /Longest spell/ }), "3.9");
    await user.click(screen.getByRole("radio", { name: "Medium" }));
    await user.click(screen.getByRole("button", { name: "Save cricket" }));

    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: /Longest spell/ })).toHaveAccessibleDescription(
        "Enter overs like 4.3 (4 overs and 3 balls).",
      ),
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it.each([
    ["4.5", "Enter the longest spell in whole balls."],
    ["0", "A spell is at least 1 ball."],
    ["60", "The longest spell cannot be more balls than the day's total."],
  ])("refuses a longest spell of %j balls in words: %s", async (typed, message) => {
    const user = userEvent.setup();
    const onSave = showForm();
    await fillMatch(user);
    await user.click(screen.getByRole("radio", { name: "Balls" }));
    await user.type(screen.getByRole("textbox", { name: "Balls bowled" }), "50");
    await user.type(screen.getByRole("textbox", { name: /Longest spell/ }), typed);
    await user.click(screen.getByRole("radio", { name: "Medium" }));
    await user.click(screen.getByRole("button", { name: "Save cricket" }));

    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: /Longest spell/ })).toHaveAccessibleDescription(message),
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it("says what is missing, in the form's words, when saved empty", async () => {
    const user = userEvent.setup();
    const onSave = showForm();
    await user.click(screen.getByRole("button", { name: "Save cricket" }));

    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: "Minutes" })).toHaveAccessibleDescription(
        "Enter the minutes, 1 to 600.",
      ),
    );
    expect(screen.getByText("Pick match, nets, training or other.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Overs bowled" })).toHaveAccessibleDescription(
      "Enter the balls bowled, at least 1.",
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it("asks a non-bowler nothing about bowling", async () => {
    const user = userEvent.setup();
    const onSave = showForm(false);
    expect(screen.queryByRole("group", { name: "Bowling" })).not.toBeInTheDocument();
    await fillMatch(user);
    await user.click(screen.getByRole("button", { name: "Save cricket" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0].bowling).toBeNull();
  });
});
