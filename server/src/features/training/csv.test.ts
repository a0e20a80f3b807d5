import { beforeAll, describe, expect, it } from "vitest";
import type { Program } from "#domain/plan/types";
import { setUpTestServer } from "#server/testing/set-up-test-server";
import { CSV_COLUMNS, CSV_SEPARATORS, FORMULA_STARTS, csvField } from "./csv.ts";
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
    ["plain", '"plain"'],
    ["a, b", '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ["+1", '"\'+1"'],
    ["-2", '"\'-2"'],
    ["@SUM(A1)", '"\'@SUM(A1)"'],
    ["\tcmd", '"\'\tcmd"'],
    ["\rcmd", '"\'\rcmd"'],
    ["ill;=cmd|' /C calc'!A0", "\"ill;'=cmd|' /C calc'!A0\""],
    ["left-knee, -2 days", '"left-knee, \'-2 days"'],
    [12.5, "12.5"],
    [-3, "-3"],
    [null, ""],
  ])("%j → %s", (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  /** The cells a spreadsheet that ignores quotes would make of a field, split on `separator`. */
  const naiveCells = (field: string, separator: string) =>
    field
      .split(separator)
      .flatMap((cell) => cell.split(/\r\n|\n/))
      // biome-ignore lint/suspicious/noControlCharactersInRegex: what a spreadsheet may trim
      .map((cell) => cell.replace(/^[ "\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u00a0\u2000-\u200b\ufeff]*/, ""));

  // Every formula start, at the start and after every separator (with and without a space the
  // spreadsheet may trim), read back by a spreadsheet splitting on every separator.
  const cases = FORMULA_STARTS.flatMap((start) =>
    ["", ...CSV_SEPARATORS, "\n"].flatMap((before) =>
      // Spaces and invisible control characters a spreadsheet may trim before reading a formula.
      ["", " ", "\u0085", "\u001f", " \u00a0", "\ufeff"].map((space) => {
        const head = `${before === "" ? "" : `ill${before}`}${space}`;
        return { value: `${head}${start}cmd|' /C calc'!A0`, defused: `${head}'${start}cmd|' /C calc'!A0` };
      }),
    ),
  );
  it.each(cases)("%j: quoted, and no cell a spreadsheet may split it into starts a formula", ({ value, defused }) => {
    const field = csvField(value);
    expect(field.startsWith('"') && field.endsWith('"')).toBe(true);
    // Read as RFC 4180, it is the text as typed with a ' in front of the formula start.
    expect(parseCsv(`${field}\r\n`)).toEqual([[defused]]);
    for (const separator of CSV_SEPARATORS)
      for (const cell of naiveCells(field, separator)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
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

  it("a skip reason that hides a formula after a semicolon is exported quoted and defused", async () => {
    const reason = "ill;=cmd|' /C calc'!A0";
    const day = dayOf(server.clock.now() - 3 * 86_400_000);
    const skipped = sessionLog(program, day, {
      week: 1,
      day: 3,
      status: "skipped",
      skipReason: reason,
      sessionRpe: null,
      minutes: null,
      sets: [],
    });
    expect((await putSession(server, asha.cookie, skipped)).status).toBe(200);
    const text = await (await server.fetch("/api/me/training/log.csv", { headers: { cookie: asha.cookie } })).text();
    const row = text.split("\r\n").find((l) => l.includes("ill;"));
    expect(row).toContain(`,"ill;'=cmd|' /C calc'!A0",`);
    // A spreadsheet splitting this line on ";" (quotes or not) finds no cell that starts a formula.
    for (const cell of row!.split(";")) expect(cell.replace(/^[ "]*/, "")).not.toMatch(/^[=+\-@\t\r]/);
  });
});
