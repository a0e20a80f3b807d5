import { ProgramSchema, type Program } from "#domain/plan/types";

/**
 * A program in generator 2.0.0's shape (issue #10) built from a real 1.0.0 program, for the
 * surface tests (schedule page, PDFs) while the new generator is written elsewhere: injury
 * guidance once per session (one line only in weeks 1-2), RAMP warm-up steps, a "why changed"
 * line on the first exercise, flags only on the exercise that still loads the region, and a
 * week note. Parsed with ProgramSchema, so it is a program the app must accept.
 */
export const GUIDANCE_ALL_WEEKS = "Lower back: keep the spine neutral on every lift and stop if pain rises above 3 out of 10.";
export const GUIDANCE_EARLY = "No jumps or bounds yet: walk the landing drill instead.";
export const CHANGE_LINE = "Swapped to an easier variant while your lower back settles; the full version returns in phase 2.";
export const WARM_UP_STEPS = [
  "Raise: 3 min easy jog or skipping",
  "Activate: glute bridge × 10, dead bug × 6 each side",
  "Mobilise: world's greatest stretch × 3 each side",
  "Potentiate: 2 light sets of the first exercise",
];
export const WEEK_NOTE = {
  title: "How your gym week fits around cricket",
  lines: ["Gym on days 1 and 3; bowl on days 2 and 5, never the day after the hardest leg session."],
  sources: ["ECB fast bowling match directives"],
};

export function guidedProgram(source: unknown): Program {
  const program = ProgramSchema.parse(source);
  const weeks = program.weeks.map((w) => ({
    ...w,
    sessions: w.sessions.map((s) => ({
      ...s,
      injuryGuidance: w.week <= 2 ? [GUIDANCE_ALL_WEEKS, GUIDANCE_EARLY] : [GUIDANCE_ALL_WEEKS],
      warmUp: { ...s.warmUp, steps: WARM_UP_STEPS },
      exercises: s.exercises.map((e, i) => ({
        ...e,
        change: i === 0 ? CHANGE_LINE : undefined,
        flags: i === 1 ? [{ region: "lumbar spine" as const, message: "Loads your lumbar spine: brace and keep it light." }] : [],
      })),
    })),
  }));
  return ProgramSchema.parse({ ...program, generatorVersion: "2.0.0", weeks, notes: { ...program.notes, week: WEEK_NOTE } });
}
