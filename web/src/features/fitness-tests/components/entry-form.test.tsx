import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { NewResultInput } from "#domain/fitness-tests/schema";
import { EntryForm } from "./entry-form.tsx";

function showForm({ growing = false, serverError = null as string | null } = {}) {
  const onSubmit = vi.fn(async (_r: NewResultInput) => true);
  render(
    <EntryForm
      today="2026-03-02"
      initialTest="sprint-20m"
      growing={growing}
      busy={false}
      serverError={serverError}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

const result = () => screen.getByRole("textbox", { name: "Result" });
const save = () => screen.getByRole("button", { name: "Save result" });
/** A date field is set as a browser's date picker sets it. */
const pickDate = (date: string) => fireEvent.change(screen.getByLabelText("Date"), { target: { value: date } });

describe("recording a fitness test result", () => {
  it("sends the result as typed, for the server to read by the same rules, and clears the field", async () => {
    const user = userEvent.setup();
    const onSubmit = showForm();
    await user.type(result(), "3,12");
    await user.click(save());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        testId: "sprint-20m",
        date: "2026-03-02",
        value: "3,12",
        heightCm: null,
      }),
    );
    await waitFor(() => expect(result()).toHaveValue(""));
  });

  it("takes a test run today, on the device's day, but not tomorrow", async () => {
    const user = userEvent.setup();
    const onSubmit = showForm();
    await user.type(result(), "3.1");
    pickDate("2026-03-03");
    await user.click(save());
    expect(screen.getByLabelText("Date")).toHaveAccessibleDescription(
      "That date is in the future: record a test on or after the day you ran it.",
    );
    expect(onSubmit).not.toHaveBeenCalled();

    pickDate("2026-03-02");
    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it("asks for a day when the date field is emptied", async () => {
    const user = userEvent.setup();
    const onSubmit = showForm();
    await user.type(result(), "3.1");
    pickDate("");
    await user.click(save());
    expect(screen.getByLabelText("Date")).toHaveAccessibleDescription("Pick the day you ran the test.");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses a result the battery cannot read, in its words", async () => {
    const user = userEvent.setup();
    const onSubmit = showForm();
    await user.type(result(), "fast");
    await user.click(save());
    expect(result()).toHaveAccessibleDescription(/Enter the result in seconds\./);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("asks which a clock-less time means rather than guessing (745 for the 2 km run)", async () => {
    const user = userEvent.setup();
    const onSubmit = showForm();
    await user.selectOptions(screen.getByRole("combobox", { name: "Test" }), "2 km time trial");
    await user.type(result(), "745");
    await user.click(save());
    expect(result()).toHaveAccessibleDescription(/"745" could mean 7:45 or 745 seconds/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's refusal where the result is typed", () => {
    showForm({ serverError: "That result is outside what the test can measure." });
    expect(result()).toHaveAccessibleDescription(/That result is outside what the test can measure\./);
  });

  it.each(["99", "231", "tall", "0xA0", "1.6e2"])("refuses a standing height of %j", async (typed) => {
    const user = userEvent.setup();
    const onSubmit = showForm({ growing: true });
    await user.type(result(), "3.1");
    await user.type(screen.getByRole("textbox", { name: "Standing height (cm, optional)" }), typed);
    await user.click(save());
    expect(screen.getByRole("textbox", { name: "Standing height (cm, optional)" })).toHaveAccessibleDescription(
      /Enter your standing height in centimetres, e\.g\. 165\./,
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends a standing height with a decimal point or comma", async () => {
    const user = userEvent.setup();
    const onSubmit = showForm({ growing: true });
    await user.type(result(), "3.1");
    await user.type(screen.getByRole("textbox", { name: "Standing height (cm, optional)" }), "165,5");
    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ heightCm: 165.5 })));
  });
});
