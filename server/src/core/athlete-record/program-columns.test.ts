import { and, eq, sql } from "drizzle-orm";
import type { Logger } from "drizzle-orm/logger";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { describe, expect, it } from "vitest";
import { generatePlan } from "#domain/plan/generator";
import type { Db } from "#server/core/db/client";
import * as schema from "#server/core/db/schema";
import { trainingPlans } from "#server/core/db/schema";
import { testDatabaseKind } from "#server/testing/database";
import { savedAnswers } from "#server/testing/factory";
import { setUpTestServer } from "#server/testing/set-up-test-server";
import { saveAnswers } from "./answers.ts";
import { newStoredProgram } from "./program.ts";
import { ensureProgram } from "./stored-program.ts";

/**
 * How the packed program crosses the driver (issue #13, docs/decisions/0122 and 0131): a save
 * sends it as one binary parameter, the bytes themselves (no hex text for the driver to write and
 * the database to decode); a plan read asks for no bytea column (PGlite parses a bytea result
 * from hex one byte at a time); the bytes stored are the packed program's whichever way a row
 * was written.
 */
const { server, athletes } = setUpTestServer({ athletes: [{}, {}] });

/** The app's database, through a second drizzle on the same connection that records every statement. */
function recording() {
  const statements: Array<{ query: string; params: unknown[] }> = [];
  const logger: Logger = { logQuery: (query, params) => statements.push({ query, params }) };
  const client = (server.app.db as unknown as { $client: never }).$client;
  const db = (testDatabaseKind === "postgres"
    ? drizzlePg(client, { schema, logger })
    : drizzlePglite(client, { schema, logger })) as unknown as Db;
  return { db, statements };
}
const isBytes = (v: unknown) => v instanceof Uint8Array;
const user = (a: { userId: string; email: string; fullName: string }) => ({
  id: a.userId,
  email: a.email,
  name: a.fullName,
});

describe("the packed program crosses the driver as bytes one way and text the other", () => {
  it("a save sends the packed program as one binary parameter, and the plan read asks for no bytea column; the program reads back as made", async () => {
    const a = athletes[0]!;
    const answers = savedAnswers({ primaryRole: "Fast Bowler", height: "177" });
    const { db, statements } = recording();
    expect(await saveAnswers(db, user(a), answers)).toBe("replaced");
    const writes = statements.filter((s) => /insert into "training_plans"/.test(s.query));
    expect(writes).toHaveLength(1);
    const packed = newStoredProgram(answers).programPacked;
    const bytes = statements.flatMap((s) => s.params).filter(isBytes);
    expect(bytes).toHaveLength(1);
    expect(Buffer.from(bytes[0] as Uint8Array).equals(packed)).toBe(true);
    // Not as hex (decision 0122's text, or PGlite's own serializer's): no parameter spells the bytes.
    const hex = packed.toString("hex");
    expect(statements.flatMap((s) => s.params).some((p) => typeof p === "string" && p.includes(hex.slice(2, 66)))).toBe(
      false,
    );
    expect(writes[0]!.query).not.toMatch(/decode\(/);

    statements.length = 0;
    const stored = await ensureProgram(db, a.userId);
    expect(stored!.program).toEqual(generatePlan(answers));
    const reads = statements.filter((s) => /"program_packed"/.test(s.query));
    expect(reads.length).toBeGreaterThan(0);
    // Every mention of the column is inside encode(…, 'base64'): no bytea in any result.
    for (const r of reads)
      expect(r.query.replace(/encode\((?:"training_plans"\.)?"program_packed", 'base64'\)/g, "")).not.toMatch(
        /"program_packed"/,
      );

    const [row] = await server.app.db
      .select({ packed: trainingPlans.programPacked })
      .from(trainingPlans)
      .where(and(eq(trainingPlans.userId, a.userId), eq(trainingPlans.isActive, true)));
    expect(Buffer.from(row!.packed!).equals(newStoredProgram(answers).programPacked)).toBe(true);
  });

  it("a plan whose packed program was written as hex text (decisions 0122 to 0131) or as a bytea parameter (before 0122) reads back as made", async () => {
    const b = athletes[1]!;
    const writers = [
      { role: "Spin Bowler", height: "171", packed: (bytes: Buffer) => sql`decode(${bytes.toString("hex")}, 'hex')` },
      { role: "Batsman", height: "176", packed: (bytes: Buffer) => bytes },
    ] as const;
    for (const w of writers) {
      const answers = savedAnswers({ primaryRole: w.role, height: w.height });
      const made = newStoredProgram(answers);
      await server.app.db
        .update(trainingPlans)
        .set({
          program: made.program,
          programPacked: w.packed(made.programPacked) as never,
          generatorVersion: made.generatorVersion,
        })
        .where(and(eq(trainingPlans.userId, b.userId), eq(trainingPlans.isActive, true)));
      expect((await ensureProgram(server.app.db, b.userId))!.program).toEqual(generatePlan(answers));
    }
  });
});
