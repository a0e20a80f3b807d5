/**
 * How the plan record's words are shown (issue #16, decision 0104). The stored values stay the
 * spec's (§3, §9: plan_name 'Elite Cricket Training - {primary role}', duration_months 3,
 * price_amount 2999); every page, PDF and the coach console show them through these helpers (and
 * `planDisplayName` / `roleLabel` in plan-record.ts, beside `planName`) so they say the same thing.
 */

/** The plan's currency. The spec leaves it out (§9); the amount is in minor units (decision 0020). */
export const PLAN_PRICE_CURRENCY = "INR";

/**
 * An amount in minor units with its currency, with the currency's own fraction digits:
 * (2999, "INR") → "₹29.99", (500, "JPY") → "¥500". A fixed locale, so the server-rendered page
 * and the browser print the same; an unknown code falls back to "29.99 XYZ".
 */
export function formatPrice(amount: number, currency: string = PLAN_PRICE_CURRENCY): string {
  try {
    const nf = new Intl.NumberFormat("en", { style: "currency", currency });
    return nf.format(amount / 10 ** (nf.resolvedOptions().maximumFractionDigits ?? 2));
  } catch {
    return `${(amount / 100).toFixed(2)} ${currency}`;
  }
}
