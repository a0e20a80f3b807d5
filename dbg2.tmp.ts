import { generatePlan } from "./domain/plan/generator.ts";
const a: any = {"ageGroup":"Under-14","competitionLevel":"Beginner","primaryRole":"Spin-Bowling All-rounder","trainingFrequency":"3 days/week","trainingDuration":"1-2 hours/day","equipment":"Full Gym", height: 170, weight: 60, abilities: {Strength:3,Speed:3,Endurance:3,Agility:3,Flexibility:3}, goals: ["Explosive Strength & Power"], injuries: "Osgood-Schlatter in both knees", injuryDetails: []};
for (const x of [a, { ...a, injuries: "" }]) {
  const p = generatePlan(x);
  for (const w of p.weeks) console.log(w.week, w.sessions.map((s) => s.exercises.map((e) => `${e.exerciseId} ${e.sets}x${JSON.stringify(e.dose.kind === "distance" ? e.dose.metres : e.dose.kind === "reps" ? e.dose.reps : e.dose.seconds)}`).join(", ")).join(" | "));
}
