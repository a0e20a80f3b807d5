import { formatDose, formatEffort } from "../plan/format.ts";
import { generatePlan } from "../plan/generator.ts";
import { EXAMPLES } from "../plan/print-plan.ts";
import type { Program } from "../plan/types.ts";
import { adjustmentFor, applyAdjustment } from "./autoregulation.ts";
import { planCalendar } from "./calendar.ts";
import { addDays, shortDay } from "./dates.ts";
import type { CricketLog, SessionLog, TrainingSettings } from "./log.ts";

/**
 * Plan weeks before and after an adjustment, to read as a coach would (issue #12).
 * `npx tsx domain/training/print-adjusted.ts`
 */

const START = "2026-05-04"; // a Monday
let n = 0;
const id = () => `00000000-0000-4000-8000-${String(++n).padStart(12, "0")}`;
const settingsFor = (p: Program): TrainingSettings => ({
  startDate: START,
  weekdays: { 2: [1, 4], 3: [1, 3, 5], 4: [1, 2, 4, 5], 5: [1, 2, 3, 5, 6] }[p.weeks[0]!.sessions.length]!,
});
const done = (p: Program, week: number, rpes: number[]): SessionLog[] =>
  planCalendar(p, settingsFor(p))
    .filter((s) => s.week === week)
    .flatMap((s, i) =>
      rpes[i] === undefined
        ? []
        : [
            {
              id: id(),
              date: s.date,
              week,
              day: s.day,
              status: "done" as const,
              skipReason: null,
              sessionRpe: rpes[i]!,
              minutes: 60,
              sets: [],
              editedAt: `${s.date}T19:00:00Z`,
            },
          ],
    );
const bowled = (date: string, overs: number): CricketLog => ({
  id: id(),
  date,
  kind: "match",
  minutes: 200,
  sessionRpe: 7,
  bowling: { balls: overs * 6, longestSpellBalls: null, intensity: "full" },
  editedAt: `${date}T19:00:00Z`,
});

export function adjustedText(
  title: string,
  p: Program,
  logs: { sessions: SessionLog[]; cricket: CricketLog[] },
  week: number,
  today: string,
): string {
  const adj = adjustmentFor(p, settingsFor(p), logs, week, today);
  const out = [
    "",
    `=== ${title}`,
    `${p.profile.ageGroup} ${p.profile.competitionLevel} ${p.profile.primaryRole}; week ${week} (${p.weeks[week - 1]!.kind}, target RPE ${p.weeks[week - 1]!.targetRpe}); seen on ${shortDay(today)}`,
    `Logged: ${logs.sessions.map((s) => `wk${s.week} d${s.day} ${s.status}${s.sessionRpe === null ? "" : ` sRPE ${s.sessionRpe}`}`).join(", ") || "no sessions"}${logs.cricket.length ? `; bowling ${logs.cricket.map((c) => `${shortDay(c.date)} ${c.bowling!.balls / 6} overs`).join(", ")}` : ""}`,
    `Adjustment: RPE ${adj.rpeDelta > 0 ? "+" : ""}${adj.rpeDelta}, sets ${adj.setsDelta}; "${adj.reason ?? "(none)"}"`,
    ...adj.lightenDays.map((d) => `  Day ${d.day}: "${d.reason}"`),
  ];
  for (const s of p.weeks[week - 1]!.sessions) {
    const after = applyAdjustment(s, adj, p);
    if (after.exercises.every((e, i) => e === s.exercises[i])) continue;
    out.push(`-- ${s.title}: ${s.estimatedMinutes} → ${after.estimatedMinutes} min`);
    s.exercises.forEach((e, i) => {
      const a = after.exercises[i]!;
      const before = `${formatDose(e)}, ${formatEffort(e)}`;
      const now = `${formatDose(a)}, ${formatEffort(a)}`;
      out.push(`   ${e.block.padEnd(3)} ${e.name.padEnd(44)} ${before === now ? before : `${before}  →  ${now}`}`);
      if (a.change && a.change !== e.change) out.push(`       changed: ${a.change}`);
    });
  }
  return out.join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const batter = generatePlan(EXAMPLES["adult-batter"]!);
  const quick = generatePlan(EXAMPLES["junior-quick"]!);
  const wk = (w: number) => addDays(START, 7 * (w - 1));
  console.log(
    [
      adjustedText(
        "Week 1 felt harder than planned",
        batter,
        { sessions: done(batter, 1, [8, 9, 8, 7]), cricket: [] },
        2,
        wk(2),
      ),
      adjustedText(
        "Week 5 felt easier than planned",
        batter,
        { sessions: done(batter, 5, [5, 5, 4, 5]), cricket: [] },
        6,
        wk(6),
      ),
      adjustedText(
        "A junior quick felt easy in week 5 (capped at RPE 7.5)",
        quick,
        { sessions: done(quick, 5, [4, 5, 5]), cricket: [] },
        6,
        wk(6),
      ),
      adjustedText(
        "Most of week 2 missed (one session of three done)",
        quick,
        { sessions: [...done(quick, 1, [6, 6, 6]), ...done(quick, 2, [6])], cricket: [] },
        3,
        wk(3),
      ),
      adjustedText(
        "14 overs in Sunday's match, the day before Monday's leg power session",
        quick,
        { sessions: done(quick, 4, [5, 5, 5]), cricket: [bowled(addDays(wk(5), -1), 14)] },
        5,
        addDays(wk(5), -1),
      ),
      adjustedText(
        "An Under-16 bowled Monday and Tuesday (two days in a row)",
        quick,
        {
          sessions: [...done(quick, 4, [5, 5, 5]), ...done(quick, 5, [6])],
          cricket: [bowled(wk(5), 6), bowled(addDays(wk(5), 1), 6)],
        },
        5,
        addDays(wk(5), 1),
      ),
    ].join("\n"),
  );
}
