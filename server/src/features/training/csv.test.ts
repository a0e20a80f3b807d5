import { beforeAll, describe, expect, it } from "vitest";
import type { Program } from "#domain/plan/types";
import { setUpTestServer } from "#server/testing/set-up-test-server";
import { CSV_COLUMNS, csvField } from "./csv.ts";
import { cricketLog, dayOf, programOf, putCricket, putSession, sessionLog } from "./log-entries.test-helper.ts";

/** GET /api/me/training/log.csv (issue #12): the whole log, read back as a spreadsheet would. */
const {
  server,
  athletes: [asha],
} = setUpTestServer({ athletes: [{ fullName: "Asha Export" }] });

/** RFC 4180, strictly: CRLF records, quoted fields with "" for a quote; throws on anything else. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c !== '"') field += c;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (c === '"') {
      if (field !== "") throw new Error(`a quote inside an unquoted field at ${i}`);
      quoted = true;
    } else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else if (c === "\n" || c === "\r") throw new Error(`a bare line break at ${i}`);
    else field += c;
  }
  if (quoted || field !== "" || row.length > 0) throw new Error("the last record does not end with CRLF");
  return rows;
}

let program: Program;
let today: string;
beforeAll(async () => {
  server.clock.freeze();
  today = dayOf(server.clock.now());
  program = await programOf(server, asha.cookie);
});

describe("csvField", () => {
  it.each([
    ["plain", "plain"],
    ["a, b", '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ["+1", "'+1"],
    ["-2", "'-2"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["\rcmd", '"\'\rcmd"'],
    [12.5, "12.5"],
    [null, ""],
  ])("%j → %s", (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});

describe("GET /api/me/training/log.csv", () => {
  it("is an attachment named by the day, never cached, with a header row even when the log is empty", async () => {
    const res = await server.fetch("/api/me/training/log.csv", { headers: { cookie: asha.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="gameready-training-log-${today}.csv"`);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(parseCsv(await res.text())).toEqual([[...CSV_COLUMNS]]);
  });

  it("holds every session with its sets, every cricket entry with its bowling, and each load, by date", async () => {
    const yesterday = dayOf(server.clock.now() - 86_400_000);
    const session = sessionLog(program, today, { week: 1, day: 1, sessionRpe: 7, minutes: 55 });
    const skipped = sessionLog(program, yesterday, {
      week: 1,
      day: 2,
      status: "skipped",
      skipReason: '=cmd|" /C calc"!A0, then "rain"',
      sessionRpe: null,
      minutes: null,
      sets: [],
    });
    const nets = cricketLog(yesterday, { minutes: 90, sessionRpe: 6 });
    const match = cricketLog(today, { kind: "match", minutes: 200, sessionRpe: 5, bowling: null });
    for (const res of [
      await putSession(server, asha.cookie, session),
      await putSession(server, asha.cookie, skipped),
      await putCricket(server, asha.cookie, nets),
      await putCricket(server, asha.cookie, match),
    ])
      expect(res.status).toBe(200);

    const text = await (await server.fetch("/api/me/training/log.csv", { headers: { cookie: asha.cookie } })).text();
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual([...CSV_COLUMNS]);
    for (const r of rows) expect(r).toHaveLength(CSV_COLUMNS.length);
    const records = rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i]!])));

    expect(records.map((r) => [r.entry, r.date])).toEqual([
      ["session", yesterday],
      ["cricket", yesterday],
      ["session", today],
      ...session.sets.map(() => ["set", today]),
      ["cricket", today],
    ]);
    const [skippedRow, netsRow, sessionRow] = records;
    // The reason comes back as typed, defused: a spreadsheet shows it as text, never runs it.
    expect(skippedRow).toMatchObject({
      status: "skipped",
      skip_reason: `'${skipped.skipReason}`,
      load_au: "",
      week: "1",
      day: "2",
    });
    expect(netsRow).toMatchObject({
      cricket_kind: "nets",
      balls: "48",
      longest_spell_balls: "24",
      intensity: "full",
      load_au: "540",
    });
    const title = program.weeks[0]!.sessions[0]!.title;
    expect(sessionRow).toMatchObject({
      session: title,
      status: "done",
      session_rpe: "7",
      minutes: "55",
      load_au: "385",
    });
    const setRows = records.filter((r) => r.entry === "set");
    expect(setRows.map((r) => r.exercise_id)).toEqual(session.sets.map((s) => s.exerciseId));
    expect(setRows[0]).toMatchObject({
      session: title,
      exercise: program.exercises[session.sets[0]!.exerciseId]!.name,
      set: "1",
      done: "yes",
      reps: "5",
      load_kg: "40",
    });
    expect(records.at(-1)).toMatchObject({ cricket_kind: "match", balls: "", intensity: "", load_au: "1000" });
  });
});
