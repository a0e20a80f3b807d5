import { answerGrid, ruleViolations } from "./domain/plan/coach-rules.test-helper.ts";
import { generatePlan } from "./domain/plan/generator.ts";
const want = process.argv[2]!;
let shown = 0;
for (const a of answerGrid(1)) {
  const p = generatePlan(a);
  const bad = ruleViolations(a, p)[want]!;
  if (bad.length && shown++ < 3) {
    console.log(JSON.stringify({ age: a.ageGroup, lvl: a.competitionLevel, role: a.primaryRole, f: a.trainingFrequency, d: a.trainingDuration, eq: a.equipment, inj: a.injuries, det: a.injuryDetails, goals: a.goals }));
    console.log(bad.slice(0, 6));
    if (process.argv[3]) for (const w of p.weeks) console.log(w.week, w.sessions.map((s) => s.exercises.map((e) => `${e.exerciseId} ${e.sets}x${JSON.stringify(e.dose.kind === "distance" ? e.dose.metres : e.dose.kind === "reps" ? e.dose.reps : e.dose.seconds)}`).join(", ")).join(" | "));
    if (process.argv[3]) console.log(p.weeks[0]!.sessions[0]!.injuryGuidance);
  }
}
