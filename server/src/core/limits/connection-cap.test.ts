import { describe, expect, it } from "vitest";
import { ConnectionCap } from "./connection-cap.ts";

describe("ConnectionCap", () => {
  it("refuses past the per-address cap, while another address still gets a slot", () => {
    const cap = new ConnectionCap({ perAddress: 2, total: 10 });
    const a1 = cap.acquire("192.0.2.1");
    const a2 = cap.acquire("192.0.2.1");
    expect([a1.ok, a2.ok]).toEqual([true, true]);
    expect(cap.acquire("192.0.2.1")).toEqual({ ok: false, reason: "address" });
    expect(cap.acquire("192.0.2.2").ok).toBe(true);
    if (!a1.ok) throw new Error("unreachable");
    a1.release();
    a1.release(); // twice is once
    expect(cap.countOf("192.0.2.1")).toBe(1);
    expect(cap.acquire("192.0.2.1").ok).toBe(true);
    expect(cap.acquire("192.0.2.1").ok).toBe(false);
  });

  it("refuses past the total, whatever the address, until one closes", () => {
    const cap = new ConnectionCap({ perAddress: 5, total: 3 });
    const slots = ["192.0.2.1", "192.0.2.2", "192.0.2.3"].map((a) => cap.acquire(a));
    expect(cap.acquire("192.0.2.4")).toEqual({ ok: false, reason: "total" });
    const first = slots[0]!;
    if (!first.ok) throw new Error("unreachable");
    first.release();
    expect(cap.total).toBe(2);
    expect(cap.acquire("192.0.2.4").ok).toBe(true);
    expect(cap.countOf("192.0.2.1")).toBe(0);
  });
});
