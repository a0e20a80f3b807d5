import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { Program } from "#domain/plan/types";
import { setUpTestServer } from "#server/testing/set-up-test-server";
import {
  cricketLog,
  dayOf,
  programOf,
  putCricket,
  putSession,
  sessionLog,
  stateOf,
} from "./log-entries.test-helper.ts";

/**
 * Near-valid entries (issue #12): a valid session or cricket log with one field, deep or shallow,
 * replaced by something hostile. Never a 5xx; a refusal (4xx) stores nothing; an acceptance
 * answers exactly what a later GET lists. The generic fuzz (testing/security/fuzz.test.ts)
 * rarely gets past the schema; these cases reach the plan checks and the database.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const {
  server,
  athletes: [asha],
} = setUpTestServer({ athletes: [{ fullName: "Asha Fuzz" }] });

let program: Program;
let today: string;
beforeAll(async () => {
  today = dayOf(server.clock.now());
  program = await programOf(server, asha.cookie);
});

const hostile = fc.oneof(
  fc.anything(),
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.constantFrom(
    -1,
    -0,
    0.1,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    "",
    "0000-01-01",
    "9999-12-31",
    "0000-01-01T00:00:00+14:00",
    "9999-12-31T23:59:59-14:00",
    "2026-02-29",
    "\ud800",
    "=1+1",
    [],
    {},
    null,
    true,
  ),
);
const PATHS = [
  ["date"],
  ["week"],
  ["day"],
  ["status"],
  ["skipReason"],
  ["sessionRpe"],
  ["minutes"],
  ["sets"],
  ["editedAt"],
  ["sets", 0],
  ["sets", 0, "exerciseId"],
  ["sets", 0, "set"],
  ["sets", 0, "reps"],
  ["sets", 0, "loadKg"],
  ["kind"],
  ["bowling"],
  ["bowling", "balls"],
  ["bowling", "longestSpellBalls"],
  ["bowling", "intensity"],
] as const;

function setAt(target: Record<string, unknown>, path: readonly (string | number)[], value: unknown) {
  let node: Record<string | number, unknown> = target;
  for (const key of path.slice(0, -1)) {
    if (node[key] === null || typeof node[key] !== "object") return;
    node = node[key] as Record<string | number, unknown>;
  }
  node[path.at(-1)!] = value;
}

describe("near-valid entries", () => {
  it.each(["sessions", "cricket"] as const)("PUT /api/me/training/%s/:id never answers 5xx", async (kind) => {
    let cases = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PATHS),
        hostile,
        fc.integer({ min: 1, max: 8 }),
        async (path, value, week) => {
          cases++;
          const entry = structuredClone(
            kind === "sessions" ? sessionLog(program, today, { week, day: 1 }) : cricketLog(today),
          ) as unknown as Record<string, unknown>;
          setAt(entry, path, value);
          const before = await stateOf(server, asha.cookie);
          const res =
            kind === "sessions"
              ? await putSession(server, asha.cookie, entry)
              : await putCricket(server, asha.cookie, entry);
          const text = await res.text();
          expect(
            res.status,
            `${path.join(".")} = ${JSON.stringify(value)?.slice(0, 80)}: ${text.slice(0, 200)}`,
          ).toBeLessThan(500);
          const after = await stateOf(server, asha.cookie);
          if (res.status >= 400) expect(after).toEqual(before);
          else {
            const { entry: stored } = JSON.parse(text) as { entry: { id: string } };
            expect(after[kind === "sessions" ? "sessions" : "cricket"]).toContainEqual(stored);
          }
        },
      ),
      // Found by this test: an edit time before year 1 in UTC was a 500.
      { numRuns: RUNS, examples: [[["editedAt"], "0000-01-01T00:00:00+14:00", 1]] },
    );
    expect(cases).toBe(RUNS);
  });
});
