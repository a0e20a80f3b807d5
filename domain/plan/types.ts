import { z } from "zod";
import {
  AGE_GROUPS,
  COMPETITION_LEVELS,
  EQUIPMENT,
  GOALS,
  INJURY_REGIONS,
  PRIMARY_ROLES,
  TRAINING_DURATIONS,
  TRAINING_FREQUENCIES,
} from "../questionnaire.ts";

/**
 * The generated 8-week program (issue #5). Stored as `training_plans.program` (jsonb) next to the
 * generator version, so `ProgramSchema` validates what comes back from the database.
 */

export const CATEGORIES = [
  "strength",
  "power",
  "speed",
  "plyometric",
  "trunk",
  "mobility",
  "conditioning",
  "prehab",
] as const;
export type Category = (typeof CATEGORIES)[number];

/** Body regions an exercise loads; the injury text is matched against these (see injuries.ts). */
export const BODY_REGIONS = INJURY_REGIONS;
export type BodyRegion = (typeof BODY_REGIONS)[number];

export const ROLE_TAGS = ["fast bowler", "spinner", "batter", "keeper"] as const;
export type RoleTag = (typeof ROLE_TAGS)[number];

export const WEEK_KINDS = ["build", "unload", "power", "taper"] as const;

/** Sets × reps, × seconds, or × metres (sprints and runs). */
export const DoseSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("reps"), reps: z.number().int().positive(), perSide: z.boolean() }),
  z.object({ kind: z.literal("time"), seconds: z.number().int().positive(), perSide: z.boolean() }),
  z.object({ kind: z.literal("distance"), metres: z.number().int().positive(), perSide: z.literal(false) }),
]);
export type Dose = z.infer<typeof DoseSchema>;

export const InjuryFlagSchema = z.object({
  region: z.enum(BODY_REGIONS),
  message: z.string(),
});
export type InjuryFlag = z.infer<typeof InjuryFlagSchema>;

export const PrescriptionSchema = z.object({
  exerciseId: z.string(),
  name: z.string(),
  category: z.enum(CATEGORIES),
  /** "A1"/"A2" pair a heavy lift with an explosive one (phase 2); a lone letter is done on its own. */
  block: z.string(),
  sets: z.number().int().min(1).max(12),
  dose: DoseSchema,
  /** Effort, 1-10. Loads are chosen by effort, never by a percentage of a one-rep maximum. */
  rpe: z.number().min(1).max(10),
  /** Reps in reserve for rep-based work; null for sprints, jumps, holds and runs (quality, not failure). */
  rir: z.number().int().min(0).max(6).nullable(),
  restSeconds: z.number().int().min(0),
  cue: z.string(),
  /** Only exercises that still genuinely load an injured region after the plan adapted (issue #10). */
  flags: z.array(InjuryFlagSchema),
  /**
   * Why this prescription differs from what the athlete's profile alone would get (an injury
   * swap or reduction, a junior or training-age regression), in one short line. Absent on
   * plans made before generator 2.0.0.
   */
  change: z.string().optional(),
  /**
   * Set only on a plan as served after the coach's changes (issue #17, domain/plan/adjustments.ts):
   * what the coach changed, and the generated exercise the change is keyed by. Never stored.
   */
  coach: z
    .object({ originalExerciseId: z.string(), swapped: z.boolean(), dosed: z.boolean(), summary: z.string() })
    .optional(),
  /**
   * Set only on a plan as served after a physio's clearance (domain/plan/clearance.ts):
   * the clearance brought this exercise back (the week did not hold it before). Never stored.
   */
  clearance: z.object({ region: z.enum(BODY_REGIONS), clearedOn: z.string(), summary: z.string() }).optional(),
});
export type Prescription = z.infer<typeof PrescriptionSchema>;

export const SessionSchema = z.object({
  day: z.number().int().min(1).max(5),
  title: z.string(),
  focus: z.string(),
  /** `steps` (generator 2.0.0+): a RAMP warm-up built from the session's content, in order. */
  warmUp: z.object({
    minutes: z.number().int().positive(),
    description: z.string(),
    steps: z.array(z.string()).optional(),
  }),
  /** Injury guidance shown once per session, not per exercise (generator 2.0.0+). */
  injuryGuidance: z.array(z.string()).optional(),
  estimatedMinutes: z.number().int().positive(),
  exercises: z.array(PrescriptionSchema).min(1),
  /** The coach's note on this session (issue #17), set only on a plan as served after the coach's changes. */
  coachNote: z.string().optional(),
});
export type Session = z.infer<typeof SessionSchema>;

export const WeekSchema = z.object({
  week: z.number().int().min(1).max(8),
  phase: z.union([z.literal(1), z.literal(2)]),
  kind: z.enum(WEEK_KINDS),
  focus: z.string(),
  targetRpe: z.number().min(1).max(10),
  /** Work done that week relative to week 1 (= 100): for a simple bar chart. */
  volumeIndex: z.number().int().nonnegative(),
  sessions: z.array(SessionSchema).min(2).max(5),
  /** Set only on a plan as served after a physio's clearance (decision 0142): why this week was re-layered. */
  clearance: z.string().optional(),
});
export type Week = z.infer<typeof WeekSchema>;

export const PhaseSchema = z.object({
  phase: z.union([z.literal(1), z.literal(2)]),
  title: z.string(),
  weeks: z.array(z.number().int()),
  summary: z.string(),
});
export type Phase = z.infer<typeof PhaseSchema>;

export const NoteSchema = z.object({
  title: z.string(),
  lines: z.array(z.string()),
  sources: z.array(z.string()),
});
export type Note = z.infer<typeof NoteSchema>;

export const ExerciseInfoSchema = z.object({
  name: z.string(),
  category: z.enum(CATEGORIES),
  pattern: z.string(),
  equipment: z.enum(EQUIPMENT),
  easier: z.string(),
  harder: z.string(),
  regions: z.array(z.enum(BODY_REGIONS)),
});
export type ExerciseInfo = z.infer<typeof ExerciseInfoSchema>;

export const ProgramSchema = z.object({
  generatorVersion: z.string(),
  /** Hash of the answers that seeded the choices: same answers, same program. */
  answersHash: z.string(),
  profile: z.object({
    ageGroup: z.enum(AGE_GROUPS),
    competitionLevel: z.enum(COMPETITION_LEVELS),
    primaryRole: z.enum(PRIMARY_ROLES),
    goals: z.array(z.enum(GOALS)),
    equipment: z.enum(EQUIPMENT),
    trainingFrequency: z.enum(TRAINING_FREQUENCIES),
    trainingDuration: z.enum(TRAINING_DURATIONS),
    sessionsPerWeek: z.number().int().min(2).max(5),
    maxSessionMinutes: z.number().int().positive(),
    emphasis: z.array(z.string()),
  }),
  notes: z.object({
    safety: NoteSchema,
    junior: NoteSchema.nullable(),
    juniorBowling: NoteSchema.nullable(),
    injury: NoteSchema.extend({ injuryText: z.string(), regions: z.array(z.enum(BODY_REGIONS)) }).nullable(),
    /**
     * How the gym week fits around cricket (generator 2.0.0+): the gym share of a training day,
     * which days, spacing from bowling days. Absent on older plans.
     */
    week: NoteSchema.nullable().optional(),
  }),
  phases: z.array(PhaseSchema).length(2),
  weeks: z.array(WeekSchema).length(8),
  /** Easier/harder versions and regions of every exercise used, keyed by id. */
  exercises: z.record(z.string(), ExerciseInfoSchema),
});
export type Program = z.infer<typeof ProgramSchema>;
