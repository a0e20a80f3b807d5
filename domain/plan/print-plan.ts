import { formatDose, formatEffort, formatRest } from "./format.ts";
import { ClearanceSchema, applyClearances } from "./clearance.ts";
import { generatePlan } from "./generator.ts";
import type { QuestionnaireAnswers } from "../questionnaire.ts";
import type { Note, Prescription, Program } from "./types.ts";

/**
 * A whole plan as plain text, to read it as a coach would (issue #10).
 * `npx tsx domain/plan/print-plan.ts junior-quick|injured-keeper|adult-batter|home-allrounder` or pass answers as JSON.
 */
export function planText(p: Program): string {
  const out: string[] = [];
  const pr = p.profile;
  out.push(
    `GameReady plan (generator ${p.generatorVersion}): ${pr.ageGroup} ${pr.competitionLevel} ${pr.primaryRole}; ${pr.goals.join(" + ")}; ${pr.equipment}; ${pr.trainingFrequency} → ${pr.sessionsPerWeek} gym sessions, ${pr.trainingDuration} → up to ${pr.maxSessionMinutes} min`,
  );
  out.push(`Emphasis: ${pr.emphasis.join(" · ")}`);
  const note = (n: Note | null | undefined) => {
    if (!n) return;
    out.push("", `## ${n.title}`, ...n.lines.map((l) => `- ${l}`));
    if (n.sources.length) out.push(`  Sources: ${n.sources.join("; ")}`);
  };
  note(p.notes.week);
  note(p.notes.junior);
  note(p.notes.juniorBowling);
  if (p.notes.injury) {
    note(p.notes.injury);
    out.push(`  Athlete wrote: "${p.notes.injury.injuryText}"`);
  }
  note(p.notes.safety);
  // Repeated warm-ups and guidance are printed once and referred to after (the text stays complete).
  const seenWarmUps = new Map<string, string>();
  let lastGuidance = "";
  for (const ph of p.phases) {
    out.push("", `# ${ph.title} (weeks ${ph.weeks.join(", ")})`, ph.summary);
    for (const w of p.weeks.filter((x) => x.phase === ph.phase)) {
      out.push("", `### Week ${w.week} (${w.kind}, target RPE ${w.targetRpe}, volume ${w.volumeIndex}): ${w.focus}`);
      if (w.clearance) out.push(`  (${w.clearance})`);
      for (const s of w.sessions) {
        out.push(`${s.title} — ${s.estimatedMinutes} min${s.focus ? ` — ${s.focus}` : ""}`);
        const steps = (s.warmUp.steps ?? [s.warmUp.description]).join("\n");
        const where = `week ${w.week} day ${s.day}`;
        if (seenWarmUps.has(steps)) out.push(`  Warm-up (${s.warmUp.minutes} min): as ${seenWarmUps.get(steps)}`);
        else {
          seenWarmUps.set(steps, where);
          out.push(`  Warm-up (${s.warmUp.minutes} min):`, ...steps.split("\n").map((t) => `    ${t}`));
        }
        const guidance = (s.injuryGuidance ?? []).join("\n");
        if (guidance && guidance === lastGuidance) out.push("  ! Injury guidance: as above");
        else for (const g of s.injuryGuidance ?? []) out.push(`  ! ${g}`);
        lastGuidance = guidance;
        for (const e of s.exercises) {
          out.push(
            `  ${e.block.padEnd(3)} ${e.name}: ${formatDose(e)}, ${formatEffort(e)}, rest ${formatRest(e.restSeconds)}`,
          );
          if (e.change) out.push(`        changed: ${e.change}`);
          if (e.clearance) out.push(`        ${e.clearance.summary}`);
          for (const f of e.flags) out.push(`        flag: ${f.message}`);
        }
      }
    }
  }
  return out.join("\n");
}

/**
 * The same plan as a compact grid, as the phase PDFs print it (issue #10): each session once, its
 * exercises as rows and the phase's weeks as columns, so the progression reads across a row.
 */
export function planGrid(p: Program): string {
  const out = planText({ ...p, phases: [], weeks: [] }).split("\n");
  const cell = (e: Prescription) =>
    `${formatDose(e).replace(" each side", "/side")} @${e.rpe}${e.rir === null ? "" : ` ${e.rir}RIR`}`;
  const seenWarmUps = new Map<string, string>();
  const spans = (weeks: number[]) =>
    weeks.length === 1 ? `wk ${weeks[0]}` : `wks ${weeks[0]}-${weeks[weeks.length - 1]}`;
  for (const ph of p.phases) {
    const weeks = p.weeks.filter((w) => w.phase === ph.phase);
    out.push("", `# ${ph.title}`, ph.summary);
    out.push(
      ...weeks.map((w) => `  Week ${w.week} (${w.kind}, RPE ${w.targetRpe}, volume ${w.volumeIndex}): ${w.focus}`),
    );
    weeks[0]!.sessions.forEach((first, i) => {
      out.push("", `## ${first.title} (${weeks.map((w) => `${w.sessions[i]!.estimatedMinutes}`).join("/")} min)`);
      const warmUps = [
        ...new Set(weeks.map((w) => (w.sessions[i]!.warmUp.steps ?? [w.sessions[i]!.warmUp.description]).join(" | "))),
      ];
      for (const wu of warmUps) {
        const seen = seenWarmUps.get(wu);
        out.push(`  Warm-up${warmUps.length > 1 ? " (one week's)" : ""}: ${seen ? `as ${seen}` : wu}`);
        if (!seen) seenWarmUps.set(wu, `phase ${ph.phase} ${first.title.replace(/:.*/, "")}`);
      }
      const lines = new Map<string, number[]>();
      for (const w of weeks)
        for (const g of w.sessions[i]!.injuryGuidance ?? []) lines.set(g, [...(lines.get(g) ?? []), w.week]);
      const said = new Set(out);
      for (const [g, ws] of lines) {
        const line = `  ! ${ws.length === weeks.length ? "" : `(${spans(ws)}) `}${g}`;
        out.push(said.has(line) ? "  ! Injury guidance: as above" : line);
      }
      const ids = [...new Set(weeks.flatMap((w) => w.sessions[i]!.exercises.map((e) => e.exerciseId)))];
      for (const id of ids) {
        const row = weeks.map((w) => w.sessions[i]!.exercises.find((e) => e.exerciseId === id));
        const any = row.find((e) => e !== undefined)!;
        out.push(`  ${any.block.padEnd(3)} ${any.name}: ${row.map((e) => (e ? cell(e) : "—")).join(" | ")}`);
        const notes = new Map<string, number[]>();
        for (const [k, e] of row.entries())
          for (const n of [e?.change, ...(e?.flags ?? []).map((f) => `flag: ${f.message}`)])
            if (n) notes.set(n, [...(notes.get(n) ?? []), weeks[k]!.week]);
        for (const [n, ws] of notes) out.push(`        (${spans(ws)}) ${n}`);
      }
    });
  }
  return out.join("\n");
}

const base: QuestionnaireAnswers = {
  ageGroup: "Adult",
  competitionLevel: "Intermediate",
  height: 180,
  weight: 78,
  primaryRole: "Batsman",
  abilities: { Strength: 3, Speed: 3, Endurance: 3, Agility: 3, Flexibility: 3 },
  trainingFrequency: "4 days/week",
  trainingDuration: "2-3 hours/day",
  injuries: "",
  injuryDetails: [],
  goals: ["Complete Athletic Development"],
  equipment: "Full Gym",
};

export const EXAMPLES: Record<string, QuestionnaireAnswers> = {
  "junior-quick": {
    ...base,
    ageGroup: "Under-16",
    competitionLevel: "Beginner",
    primaryRole: "Fast Bowler",
    height: 178,
    weight: 66,
    trainingFrequency: "3 days/week",
    equipment: "Minimal Equipment (dumbbells, bands)",
    injuries: "Low back stress fracture last season, cleared by physio",
    goals: ["Explosive Strength & Power"],
  },
  "injured-keeper": {
    ...base,
    primaryRole: "Wicketkeeper - Batsman",
    trainingFrequency: "4 days/week",
    equipment: "Full Gym",
    injuries: "Grade 2 hamstring tear 4 weeks ago",
    goals: ["Complete Athletic Development"],
  },
  "adult-batter": {
    ...base,
    competitionLevel: "Advanced",
    trainingFrequency: "4 days/week",
    equipment: "Full Gym",
    goals: ["Explosive Strength & Power", "Speed & Agility"],
  },
  /** Trains at home with no kit: body-weight lifts with their harder versions named (decision 0135). */
  "home-allrounder": {
    ...base,
    primaryRole: "Spin-Bowling All-rounder",
    trainingFrequency: "3 days/week",
    trainingDuration: "1-2 hours/day",
    equipment: "Bodyweight Only",
    goals: ["Match Endurance"],
  },
};

/**
 * `--cleared=<region>@<YYYY-MM-DD>` (repeatable) prints the plan as served after a physio's
 * clearance, for a plan started on `--start=<YYYY-MM-DD>` (default 2026-05-04, a Monday).
 */
if (import.meta.url === `file://${process.argv[1]}`) {
  const flags = process.argv.slice(2).filter((a) => a.startsWith("--"));
  const grid = flags.includes("--grid");
  const arg = process.argv.slice(2).find((a) => !a.startsWith("--")) ?? "adult-batter";
  const answers = EXAMPLES[arg] ?? (JSON.parse(arg) as QuestionnaireAnswers);
  const start = flags.find((f) => f.startsWith("--start="))?.slice(8) ?? "2026-05-04";
  const clearances = flags
    .filter((f) => f.startsWith("--cleared="))
    .map((f) => {
      const [region, clearedOn] = f.slice(10).split("@");
      return ClearanceSchema.parse({ region, clearedOn });
    });
  const plan = generatePlan(answers);
  console.log((grid ? planGrid : planText)(applyClearances(plan, answers, clearances, start)));
}
