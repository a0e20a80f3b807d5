import { generatePlan } from "./domain/plan/generator.ts";
const a: any = {"ageGroup":"Under-14","competitionLevel":"Beginner","primaryRole":"Spin-Bowling All-rounder","trainingFrequency":"4 days/week","trainingDuration":"1-2 hours/day","equipment":"Bodyweight Only", height: 170, weight: 60, abilities: {Strength:3,Speed:3,Endurance:3,Agility:3,Flexibility:3}, goals: ["Explosive Strength & Power"], injuries: "Sever's disease in my heels", injuryDetails: []};
for (const x of [a, { ...a, injuries: "" }]) {
  const p = generatePlan(x);
  for (const w of p.weeks.slice(0,1)) console.log(w.week, w.sessions.map((s) => s.exercises.map((e) => `${e.exerciseId}/${e.category} ${e.sets}`).join(", ")).join(" | "));
}
