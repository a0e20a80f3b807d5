import { describe, expect, it } from "vitest";
import { AccountBudget, BUDGET_WINDOW_MS, CONCURRENT_RETRY_SECONDS } from "./account-budget.ts";

describe("AccountBudget", () => {
  it("admits `concurrent` requests of one account at once; the next waits for a release", () => {
    const budget = new AccountBudget({ concurrent: 2, perMinute: 100 }, () => 0);
    const a = budget.take("asha");
    const b = budget.take("asha");
    expect([a.ok, b.ok]).toEqual([true, true]);
    expect(budget.take("asha")).toEqual({
      ok: false,
      reason: "concurrent",
      retryAfterSeconds: CONCURRENT_RETRY_SECONDS,
    });
    // Another account is not affected.
    expect(budget.take("ben").ok).toBe(true);
    if (!a.ok) throw new Error("unreachable");
    a.release();
    a.release(); // twice is once
    expect(budget.take("asha").ok).toBe(true);
    expect(budget.take("asha").ok).toBe(false);
  });

  it("admits `perMinute` starts of one account a minute, then says how long to wait", () => {
    let now = 1_000_000;
    const budget = new AccountBudget({ concurrent: 1, perMinute: 3 }, () => now);
    for (let i = 0; i < 3; i++) {
      const t = budget.take("asha");
      if (!t.ok) throw new Error(`start ${i + 1} refused`);
      t.release();
    }
    now += 15_000;
    expect(budget.take("asha")).toEqual({ ok: false, reason: "rate", retryAfterSeconds: 45 });
    expect(budget.take("ben").ok).toBe(true);
    now += BUDGET_WINDOW_MS - 15_000;
    expect(budget.take("asha").ok).toBe(true);
  });

  it("refused requests are not counted as started", () => {
    const budget = new AccountBudget({ concurrent: 1, perMinute: 2 }, () => 0);
    const first = budget.take("asha");
    for (let i = 0; i < 10; i++) expect(budget.take("asha").ok).toBe(false);
    if (!first.ok) throw new Error("unreachable");
    first.release();
    expect(budget.take("asha").ok).toBe(true);
  });
});
