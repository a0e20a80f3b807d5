import { act, fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { RestTimer } from "./rest-timer.tsx";

const T0 = new Date("2026-03-02T10:00:00Z").getTime();

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});

function showTimer(seconds: number, startedAt = T0) {
  const onEnd = vi.fn();
  render(<RestTimer seconds={seconds} label="Goblet squat, after set 1" startedAt={startedAt} onEnd={onEnd} />);
  return onEnd;
}

const timer = () => screen.getByRole("region", { name: "Rest timer" });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("the rest timer", () => {
  it("shows the rest left as minutes and seconds, and what it follows", () => {
    showTimer(90);
    expect(timer()).toHaveTextContent("1:30");
    expect(timer()).toHaveTextContent("Goblet squat, after set 1");
  });

  it("counts down with the clock", () => {
    showTimer(90);
    wait(1_000);
    expect(timer()).toHaveTextContent("1:29");
    wait(29_000);
    expect(timer()).toHaveTextContent("1:00");
    wait(55_500);
    expect(timer()).toHaveTextContent("0:05");
  });

  it("rounds a part-second up: the last second shows 0:01, not 0:00", () => {
    const onEnd = showTimer(10);
    wait(9_250);
    expect(timer()).toHaveTextContent("0:01");
    expect(onEnd).not.toHaveBeenCalled();
  });

  it("ends by itself once, when the rest is over", () => {
    const onEnd = showTimer(60);
    wait(59_750);
    expect(onEnd).not.toHaveBeenCalled();
    wait(250);
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(onEnd).toHaveBeenCalledWith(false);
    wait(5_000);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it("counts from when the set was ticked, even if the page was asleep meanwhile", () => {
    // A phone that dozed for 40 s: no tick of the timer ran, the wall clock moved on.
    showTimer(90);
    vi.setSystemTime(T0 + 40_000);
    wait(250);
    expect(timer()).toHaveTextContent("0:50");
  });

  it("ends at once when the rest was already over before it showed", () => {
    const onEnd = showTimer(30, T0 - 31_000);
    expect(timer()).toHaveTextContent("0:00");
    expect(onEnd).toHaveBeenCalledWith(false);
  });

  it("is skipped with its button, saying so", () => {
    const onEnd = showTimer(90);
    // A click needs no timers: fireEvent, as user-event's own delays would wait on the fake clock.
    fireEvent.click(screen.getByRole("button", { name: "Skip rest" }));
    expect(onEnd).toHaveBeenCalledWith(true);
  });

  it("stops ticking once it is gone", () => {
    const { unmount } = render(<RestTimer seconds={5} label="x" startedAt={T0} onEnd={() => {}} />);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
