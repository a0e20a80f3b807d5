import { describe, expect, it } from "vitest";
import { formatPrice } from "./plan-display.ts";
import { PLAN_PRICE_AMOUNT, planDisplayName, planName, roleLabel } from "./plan-record.ts";
import { PRIMARY_ROLES } from "./questionnaire-form.ts";

describe("plan display words (issue #16, decision 0104)", () => {
  it("shows every stored plan name with one dash, between the name and the role", () => {
    expect(planDisplayName(planName("Wicketkeeper - Batsman"))).toBe("Elite Cricket Training - Wicketkeeper-Batsman");
    expect(planDisplayName(planName("Fast Bowler"))).toBe("Elite Cricket Training - Fast Bowler");
    for (const role of PRIMARY_ROLES) {
      expect(planDisplayName(planName(role)).split(" - ")).toEqual(["Elite Cricket Training", roleLabel(role)]);
    }
  });

  it("keeps a name without a role as stored", () => {
    expect(planDisplayName("Custom block")).toBe("Custom block");
  });

  it("writes the keeper-batsman role as one compound, other roles unchanged", () => {
    expect(roleLabel("Wicketkeeper - Batsman")).toBe("Wicketkeeper-Batsman");
    expect(roleLabel("Spin Bowler")).toBe("Spin Bowler");
  });

  it("formats the plan price from minor units with its currency", () => {
    expect(formatPrice(PLAN_PRICE_AMOUNT)).toBe("₹29.99");
    expect(formatPrice(2999, "USD")).toBe("$29.99");
    expect(formatPrice(500, "JPY")).toBe("¥500");
    expect(formatPrice(2999, "not a code")).toBe("29.99 not a code");
  });
});
