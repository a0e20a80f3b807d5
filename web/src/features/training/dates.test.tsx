import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addDays, localToday, longDay, shortDay, useLocalToday } from "./dates.ts";

// Node reads TZ again whenever it is set: each test picks the device's zone it needs.
const deviceZone = process.env.TZ;
function onDeviceIn(zone: string) {
  process.env.TZ = zone;
}
afterEach(() => {
  if (deviceZone === undefined) delete process.env.TZ;
  else process.env.TZ = deviceZone;
});

/** Zones from UTC-11 to UTC+14, two of them with summer time. */
const ZONES = [
  "Pacific/Pago_Pago",
  "America/Los_Angeles",
  "UTC",
  "Europe/London",
  "Asia/Kolkata",
  "Pacific/Kiritimati",
];

describe("localToday: the athlete's own calendar day", () => {
  it("is the device's day, not the server's (UTC) day", () => {
    const instant = new Date("2026-03-01T23:30:00Z");
    onDeviceIn("UTC");
    expect(localToday(instant)).toBe("2026-03-01");
    onDeviceIn("Pacific/Auckland"); // UTC+13 in March: already Monday morning
    expect(localToday(instant)).toBe("2026-03-02");
    onDeviceIn("America/Los_Angeles"); // UTC-8: still Sunday afternoon
    expect(localToday(new Date("2026-03-02T05:00:00Z"))).toBe("2026-03-01");
  });

  it("turns at the device's midnight, not a moment before or after", () => {
    onDeviceIn("Asia/Kolkata"); // UTC+5:30: midnight falls at 18:30 UTC
    expect(localToday(new Date("2026-05-03T18:29:59.999Z"))).toBe("2026-05-03");
    expect(localToday(new Date("2026-05-03T18:30:00.000Z"))).toBe("2026-05-04");
  });

  it("keeps one date all through a day whose clocks change", () => {
    onDeviceIn("Europe/London"); // 29 March 2026: 01:00 GMT becomes 02:00 BST
    expect(localToday(new Date("2026-03-29T00:00:00Z"))).toBe("2026-03-29");
    expect(localToday(new Date("2026-03-29T22:59:59Z"))).toBe("2026-03-29");
    expect(localToday(new Date("2026-03-29T23:00:00Z"))).toBe("2026-03-30");
    onDeviceIn("America/Los_Angeles"); // 1 November 2026: 02:00 PDT becomes 01:00 PST
    expect(localToday(new Date("2026-11-01T07:00:00Z"))).toBe("2026-11-01");
    expect(localToday(new Date("2026-11-02T07:59:59Z"))).toBe("2026-11-01");
    expect(localToday(new Date("2026-11-02T08:00:00Z"))).toBe("2026-11-02");
  });

  it("reads the clock when called without a date", () => {
    onDeviceIn("Pacific/Kiritimati"); // UTC+14
    vi.useFakeTimers({ now: new Date("2026-12-31T10:00:00Z") });
    expect(localToday()).toBe("2027-01-01");
  });
});

describe("addDays: calendar days, whatever the device's zone", () => {
  it.each(ZONES)("steps over month and year ends, leap days and clock changes in %s", (zone) => {
    onDeviceIn(zone);
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2027-01-01", -1)).toBe("2026-12-31");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2026-03-28", 1)).toBe("2026-03-29");
    expect(addDays("2026-03-29", 1)).toBe("2026-03-30");
    expect(addDays("2026-10-31", 2)).toBe("2026-11-02");
    expect(addDays("2026-03-02", -27)).toBe("2026-02-03");
    expect(addDays("2026-03-02", 0)).toBe("2026-03-02");
  });
});

describe("shortDay and longDay: a plan's date reads the same in every zone", () => {
  it.each(ZONES)("names Monday 23 November 2026 as such in %s", (zone) => {
    onDeviceIn(zone);
    expect(shortDay("2026-11-23")).toBe("Mon 23 Nov");
    expect(longDay("2026-11-23")).toBe("Monday 23 November");
    expect(longDay("2028-02-29")).toBe("Tuesday 29 February");
  });
});

function Today() {
  return <p>{useLocalToday() ?? "no date yet"}</p>;
}

describe("useLocalToday", () => {
  it("shows no date in the prerendered page, so the build's day never shows", () => {
    vi.useFakeTimers({ now: new Date("2026-03-02T09:00:00Z") });
    expect(renderToString(<Today />)).toBe("<p>no date yet</p>");
  });

  it("shows the device's day in the browser", () => {
    onDeviceIn("Pacific/Auckland");
    vi.useFakeTimers({ now: new Date("2026-03-01T23:30:00Z") });
    render(<Today />);
    expect(screen.getByText("2026-03-02")).toBeInTheDocument();
  });

  it("turns to the next day at the device's midnight, with the page left open", () => {
    onDeviceIn("Asia/Kolkata"); // midnight at 18:30 UTC
    vi.useFakeTimers({ now: new Date("2026-05-03T18:29:30Z") });
    render(<Today />);
    expect(screen.getByText("2026-05-03")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByText("2026-05-04")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(24 * 3_600_000));
    expect(screen.getByText("2026-05-05")).toBeInTheDocument();
  });

  it("shows the new day when a phone that slept past midnight is looked at again", () => {
    onDeviceIn("Europe/London");
    vi.useFakeTimers({ now: new Date("2026-05-03T22:00:00Z") }); // 23:00 BST
    render(<Today />);
    // Asleep: the wall clock moved on, no timer ran.
    vi.setSystemTime(new Date("2026-05-04T05:00:00Z"));
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    expect(screen.getByText("2026-05-04")).toBeInTheDocument();
  });

  it("stops watching the clock once the page is gone", () => {
    vi.useFakeTimers({ now: new Date("2026-05-03T12:00:00Z") });
    const { unmount } = render(<Today />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
