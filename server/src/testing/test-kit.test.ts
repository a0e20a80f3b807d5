import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { QuestionnaireAnswersSchema } from "#domain/questionnaire";
import { answers, athlete, savedAnswers, TEST_PASSWORD } from "./factory.ts";
import { setUpTestServer } from "./set-up-test-server.ts";
import { outputMatching, until } from "./wait.ts";

/** The test kit itself (issue #11, decision 0074): factory, set-up helper, waiting. */

describe("factory", () => {
  it("gives valid answers, a fresh copy each call, with overrides replacing whole fields", () => {
    expect(QuestionnaireAnswersSchema.safeParse(answers()).success).toBe(true);
    const one = answers();
    (one.abilities as { Strength: number }).Strength = 1;
    (one.goals as string[]).push("Match Endurance");
    expect(answers().abilities.Strength).toBe(4);
    expect(answers().goals).toEqual(["Explosive Strength & Power", "Speed & Agility"]);
    expect(answers({ primaryRole: "Batsman", injuries: "Rolled ankle" })).toMatchObject({
      primaryRole: "Batsman",
      injuries: "Rolled ankle",
      ageGroup: "Under-19",
    });
  });

  it("savedAnswers are the same answers as stored (numbers, defaults filled in)", () => {
    expect(savedAnswers()).toEqual({ ...answers(), height: 182, weight: 74, injuryDetails: [] });
    expect(() => savedAnswers({ height: "20" })).toThrow(/Height must be between/);
  });

  it("athlete(): a unique address each call, the test password, undefined overrides ignored", () => {
    const [a, b] = [athlete(), athlete({ fullName: "Asha", email: undefined })];
    expect(a.email).not.toBe(b.email);
    expect(b).toMatchObject({ fullName: "Asha", password: TEST_PASSWORD });
    expect(b.email).toMatch(/^athlete-[0-9a-f]{10}@example\.test$/);
  });
});

describe("setUpTestServer", () => {
  const {
    server,
    mailbox,
    athletes: [asha],
  } = setUpTestServer({ athletes: [{ fullName: "Asha Kit" }] });
  const before = (() => {
    try {
      return String(server.url);
    } catch (err) {
      return (err as Error).message;
    }
  })();

  it("handles read before the set-up say so; inside tests they are the started server, mailbox and athletes", async () => {
    expect(before).toMatch(/set-up has not run yet/);
    expect((await server.fetch("/api/health")).status).toBe(200);
    const me = await server.fetch("/api/me", { headers: { cookie: asha.cookie } });
    expect(((await me.json()) as { user: { name: string } }).user.name).toBe("Asha Kit");
    expect(mailbox.messages.some((m) => m.to.includes(asha.email))).toBe(true);
  });
});

describe("waiting", () => {
  it("until resolves with the first truthy probe and fails after its deadline naming what it waited for", async () => {
    let n = 0;
    expect(await until(() => (++n >= 3 ? n : 0), { everyMs: 1 })).toBe(3);
    await expect(until(() => false, { timeoutMs: 30, everyMs: 5, what: "the impossible" })).rejects.toThrow(
      /30 ms waiting for the impossible/,
    );
  });

  it("outputMatching resolves on a child's output and fails when the child exits first", async () => {
    const run = (code: string) => {
      const out: string[] = [];
      const child = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "pipe", "pipe"] });
      child.stdout.on("data", (d) => out.push(String(d)));
      return { child, seen: () => out.join("") };
    };
    const ok = run("setTimeout(() => console.log('ready at http://localhost:4321'), 50)");
    expect((await outputMatching(ok.child, /ready at http:\/\/localhost:(\d+)/, 10_000, ok.seen))[1]).toBe("4321");
    const early = run("console.log('boom'); process.exit(3)");
    await expect(outputMatching(early.child, /ready at/, 10_000, early.seen)).rejects.toThrow(/exited \(code 3/);
  });
});
