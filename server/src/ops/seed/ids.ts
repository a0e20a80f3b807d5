import { createHash } from "node:crypto";

/**
 * Seeded rows have deterministic ids, so seeding twice finds what the first run made and adds
 * nothing (idempotent), and a test or the bench can name a seeded athlete without a query.
 */
export const SEED_EMAIL_DOMAIN = "seed.gameready.example";

export const seedUserId = (i: number) => `seed-${String(i).padStart(6, "0")}`;
export const seedEmail = (i: number) => `${seedUserId(i)}@${SEED_EMAIL_DOMAIN}`;

/** A stable UUID (v4 layout) for row `kind` of athlete `i`. */
export function seedUuid(kind: string, i: number): string {
  const h = createHash("sha256").update(`gameready-seed:${kind}:${i}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
