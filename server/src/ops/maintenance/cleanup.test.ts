import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  appRateLimit,
  mailOutbox,
  pendingSignups,
  rateLimit,
  session,
  user,
  verification,
} from "#server/core/db/schema";
import { GIVEN_UP_MAIL_TTL_MS, runCleanup, UNVERIFIED_ACCOUNT_TTL_MS } from "./cleanup.ts";
import { setUpTestServer } from "#server/testing/set-up-test-server";

const { server: s } = setUpTestServer();

const DAY = 24 * 60 * 60 * 1000;

async function makeUser(id: string, verified: boolean, ageMs: number) {
  const createdAt = new Date(Date.now() - ageMs);
  await s.app.db
    .insert(user)
    .values({ id, name: id, email: `${id}@example.test`, emailVerified: verified, createdAt, updatedAt: createdAt });
  await s.app.db.insert(pendingSignups).values({ userId: id, answers: {} });
}

describe("clean-up (what the privacy page promises)", () => {
  it("removes mails the outbox gave up on more than 30 days ago, never a mail still waiting", async () => {
    expect(GIVEN_UP_MAIL_TTL_MS).toBe(30 * DAY);
    const ago = (ms: number) => new Date(Date.now() - ms);
    await s.app.db.insert(mailOutbox).values([
      { to: "a@example.test", subject: "old give-up", failedAt: ago(31 * DAY), createdAt: ago(32 * DAY) },
      { to: "b@example.test", subject: "recent give-up", failedAt: ago(29 * DAY), createdAt: ago(30 * DAY) },
      // Waiting for a retry far in the future, and old: it is still to be sent.
      { to: "c@example.test", subject: "waiting", nextAttemptAt: new Date(Date.now() + DAY), createdAt: ago(40 * DAY) },
    ]);
    const r = await runCleanup(s.app.db);
    expect(r.givenUpMails).toBe(1);
    const left = (await s.app.db.select({ subject: mailOutbox.subject }).from(mailOutbox)).map((m) => m.subject).sort();
    expect(left).toEqual(["recent give-up", "waiting"]);
    await s.app.db.delete(mailOutbox);
  });

  it("removes unverified accounts older than 7 days with their answers, and nothing else", async () => {
    expect(UNVERIFIED_ACCOUNT_TTL_MS).toBe(7 * DAY);
    await makeUser("old-unverified", false, 8 * DAY);
    await makeUser("new-unverified", false, 6 * DAY);
    await makeUser("old-verified", true, 30 * DAY);
    const r = await runCleanup(s.app.db);
    expect(r.unverifiedAccounts).toBe(1);
    const left = (await s.app.db.select({ id: user.id }).from(user)).map((u) => u.id).sort();
    expect(left).toEqual(["new-unverified", "old-verified"]);
    // The answers kept with the deleted account went with it.
    expect(await s.app.db.select().from(pendingSignups).where(eq(pendingSignups.userId, "old-unverified"))).toEqual([]);
    // A second run finds nothing more.
    expect((await runCleanup(s.app.db)).unverifiedAccounts).toBe(0);
  });

  it("removes expired sessions and verification tokens, keeping live ones", async () => {
    const past = new Date(Date.now() - 1000);
    const future = new Date(Date.now() + DAY);
    await s.app.db.insert(session).values([
      { id: "s-old", token: "t-old", userId: "old-verified", expiresAt: past },
      { id: "s-live", token: "t-live", userId: "old-verified", expiresAt: future },
    ]);
    await s.app.db.insert(verification).values([
      { id: "v-old", identifier: "x", value: "y", expiresAt: past },
      { id: "v-live", identifier: "x", value: "z", expiresAt: future },
    ]);
    const r = await runCleanup(s.app.db);
    expect(r.expiredSessions).toBe(1);
    expect(r.expiredVerifications).toBe(1);
    expect((await s.app.db.select({ id: session.id }).from(session)).map((x) => x.id)).toEqual(["s-live"]);
    expect((await s.app.db.select({ id: verification.id }).from(verification)).map((x) => x.id)).toContain("v-live");
  });

  it("removes rate-limit counters untouched for a day, better-auth's and ours, keeping recent ones", async () => {
    await s.app.db.insert(rateLimit).values([
      { id: "rl-auth-old", key: "192.0.2.1/sign-in/email", count: 5, lastRequest: Date.now() - 2 * DAY },
      { id: "rl-auth-live", key: "192.0.2.2/sign-in/email", count: 1, lastRequest: Date.now() - 60_000 },
    ]);
    await s.app.db.insert(appRateLimit).values([
      { key: "gameready:signup:192.0.2.1", count: 3, windowStart: Date.now() - DAY - 1000 },
      { key: "gameready:signup:192.0.2.2", count: 1, windowStart: Date.now() - 60_000 },
    ]);
    expect((await runCleanup(s.app.db)).staleRateLimits).toBe(2);
    expect((await s.app.db.select({ id: rateLimit.id }).from(rateLimit)).map((x) => x.id)).toEqual(["rl-auth-live"]);
    expect((await s.app.db.select({ key: appRateLimit.key }).from(appRateLimit)).map((x) => x.key)).toEqual([
      "gameready:signup:192.0.2.2",
    ]);
  });
});
