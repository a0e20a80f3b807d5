import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { verifyPassword } from "better-auth/crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { needsParentalConsent } from "#domain/account";
import { GENERATOR_VERSION, generatePlan } from "#domain/plan/generator";
import { toQuestionnaireResponseRow, toTrainingPlanRow } from "#domain/plan-record";
import { QuestionnaireAnswersSchema } from "#domain/questionnaire";
import { consentOf } from "#server/core/consent/state";
import { openDatabase, type Database } from "#server/core/db/client";
import {
  account,
  athleteTrainingPdfs,
  payments,
  profiles,
  questionnaireResponses,
  trainingPlans,
  user,
} from "#server/core/db/schema";
import { createLocalStorage, type Storage } from "#server/core/storage/local-storage";
import { createTestDatabase, type TestDatabase } from "#server/testing/database";
import { listAthletes } from "#server/features/coach-console/squad-repository";
import { athleteRows } from "./athlete-rows.ts";
import { seedEmail, seedUserId } from "./ids.ts";
import { openForSeeding } from "./open-for-seeding.ts";
import { SEED_PASSWORD, seedAthletes } from "./seed-athletes.ts";

const COUNT = 300;
let dir: string;
let testDb: TestDatabase;
let database: Database;
let storage: Storage;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "gameready-seed-"));
  testDb = await createTestDatabase();
  database = await openDatabase({ dataDir: dir, databaseUrl: testDb.url, inMemory: !testDb.url });
  storage = createLocalStorage(path.join(dir, "files"));
}, 120_000);
afterAll(async () => {
  await database?.close();
  await testDb?.drop();
  rmSync(dir, { recursive: true, force: true });
});

const rows = async (table: PgTable) => (await database.db.select({ n: count() }).from(table))[0]!.n;

describe("seedAthletes", () => {
  it("adds N complete athletes in batches, and a second run adds nothing", async () => {
    const first = await seedAthletes(database.db, storage, { count: COUNT, seed: 7, batchSize: 120 });
    console.log(
      `seed: ${COUNT} athletes in ${first.ms} ms (${first.athletesPerSecond}/s), ${first.batches} batches`,
      first,
    );
    expect(first).toMatchObject({ requested: COUNT, inserted: COUNT, alreadyThere: 0, batches: 3 });
    expect(first.payments).toBeGreaterThan(0);
    expect(first.pdfs).toBeGreaterThan(0);
    expect(first.programs).toBeGreaterThan(0);

    const second = await seedAthletes(database.db, storage, { count: COUNT, seed: 7, batchSize: 120 });
    console.log(`seed again: ${second.ms} ms`, second);
    expect(second).toMatchObject({ inserted: 0, alreadyThere: COUNT, batches: 0 });

    expect(await rows(user)).toBe(COUNT);
    expect(await rows(account)).toBe(COUNT);
    expect(await rows(profiles)).toBe(COUNT);
    expect(await rows(questionnaireResponses)).toBe(COUNT);
    expect(await rows(trainingPlans)).toBe(COUNT);
    expect(await rows(payments)).toBe(first.payments);
    expect(await rows(athleteTrainingPdfs)).toBe(first.pdfs);
  }, 120_000);

  it("stores rows the app's own mappers and generator would write, valid per the domain schema", async () => {
    const plans = await database.db.select().from(trainingPlans);
    const responses = new Map((await database.db.select().from(questionnaireResponses)).map((r) => [r.userId, r]));
    for (const plan of plans) {
      const answers = QuestionnaireAnswersSchema.parse(
        (plan.planDetails as { customized_for: unknown }).customized_for,
      );
      const expectedPlan = toTrainingPlanRow(answers);
      expect(plan).toMatchObject({
        planName: expectedPlan.planName,
        priceAmount: expectedPlan.priceAmount,
        isActive: true,
        planDetails: expectedPlan.planDetails,
      });
      expect(responses.get(plan.userId)).toMatchObject(toQuestionnaireResponseRow(answers));
      if (plan.program !== null) {
        expect(plan.generatorVersion).toBe(GENERATOR_VERSION);
        expect(plan.program).toEqual(JSON.parse(JSON.stringify(generatePlan(answers))));
      }
    }
    // The answers vary across the enumerations, not one sample repeated.
    expect(new Set(plans.map((p) => p.planName)).size).toBeGreaterThan(3);
  }, 120_000);

  it("gives verified users the shared password, deterministic ids and e-mails", async () => {
    const [u] = await database.db
      .select()
      .from(user)
      .where(eq(user.id, seedUserId(123)));
    expect(u).toMatchObject({ email: seedEmail(123), emailVerified: true });
    expect(seedEmail(123)).toBe("seed-000123@seed.gameready.example");
    const [acc] = await database.db
      .select()
      .from(account)
      .where(eq(account.userId, seedUserId(123)));
    expect(acc!.providerId).toBe("credential");
    expect(await verifyPassword({ hash: acc!.password!, password: SEED_PASSWORD })).toBe(true);
  });

  it("gives every seeded junior a parent's consent, so their year of training log is one the app would take", async () => {
    const answers = await database.db
      .select({ userId: questionnaireResponses.userId, ageGroup: questionnaireResponses.ageGroup })
      .from(questionnaireResponses);
    const juniors = answers.filter((a) => needsParentalConsent(a.ageGroup));
    expect(juniors.length).toBeGreaterThan(0);
    expect(juniors.length).toBeLessThan(answers.length);
    for (const a of answers) {
      const { state } = await consentOf(database.db, a.userId);
      expect(state).toBe(needsParentalConsent(a.ageGroup) ? "given" : "not-required");
    }
  });

  it("stores a real PDF file for every PDF row, and the coach list reads it all", async () => {
    const pdfs = await database.db.select().from(athleteTrainingPdfs);
    for (const p of pdfs) {
      const data = await storage.read("training-pdfs", p.pdfUrl);
      expect(data?.subarray(0, 5).toString()).toBe("%PDF-");
      expect(createHash("sha256").update(data!).digest("hex")).toBe(p.sha256);
    }
    const page = await listAthletes(database.db, { page: 1, pageSize: 100, today: "2026-11-23" });
    expect(page.total).toBe(COUNT);
    expect(page.athletes[0]!.userId).toBe(seedUserId(0));
    expect(page.athletes.every((a) => a.questionnaire && a.plan)).toBe(true);
  });

  it("makes the same athletes from the same seed, and others from another", () => {
    const shares = { program: 0, payment: 0.3, pdf: 0.1 };
    const a = athleteRows(42, 7, "hash", shares, 0);
    expect(athleteRows(42, 7, "hash", shares, 0)).toEqual(a);
    expect(athleteRows(42, 8, "hash", shares, 0).answers).not.toEqual(a.answers);
  });
});

describe("openForSeeding", () => {
  it("refuses while a server holds the embedded database, saying what to do", async () => {
    const locked = mkdtempSync(path.join(tmpdir(), "gameready-seed-locked-"));
    try {
      // A live process other than this one owns the lock (the test runner's parent).
      writeFileSync(path.join(locked, "server.lock"), String(process.ppid));
      await expect(openForSeeding({ dataDir: locked })).rejects.toThrow(
        /a GameReady server is running .*\n.*Stop that server/,
      );
      expect(readFileSync(path.join(locked, "server.lock"), "utf8")).toBe(String(process.ppid));
    } finally {
      rmSync(locked, { recursive: true, force: true });
    }
  });
});
