import { QuestionnaireAnswersSchema, type QuestionnaireAnswers } from "#domain/questionnaire";
import { GENERATOR_VERSION, generatePlan } from "#domain/plan/generator";
import { answersHash } from "#domain/plan/random";
import type { Program } from "#domain/plan/types";
import { packProgram, type ProgramColumns } from "./program-storage.ts";

/**
 * The one place the server generates a program (issue #5, decisions 0030 and 0031): at every
 * save of answers, and on first view of a plan saved before #5. The version goes with it, so a
 * stored plan can always be re-created exactly.
 */
export function newProgram(answers: QuestionnaireAnswers): { program: Program; generatorVersion: string } {
  return { program: generatePlan(answers), generatorVersion: GENERATOR_VERSION };
}

/** What an athlete without a plan is told, wherever a route needs one (`404 NO_PLAN`). */
export const NO_PLAN_MESSAGE = "No training plan yet: complete the questionnaire to get your plan.";

export type StoredProgram = ProgramColumns & { generatorVersion: string };

/**
 * A new program in the columns it is stored in (docs/decisions/0111): its outline and the packed
 * whole. A save makes it in a worker thread when one is ready (program-pool.ts, decision 0116).
 */
export function newStoredProgram(answers: QuestionnaireAnswers): StoredProgram {
  return { ...packProgram(generatePlan(answers)), generatorVersion: GENERATOR_VERSION };
}

/**
 * Whether newly saved answers would make the same plan as the stored ones: the domain's
 * `answersHash` (the hash the generator seeds with and stores in the program) decides, so "did
 * the answers change" has one definition. Stored answers that no longer parse always differ.
 */
export function sameAnswers(stored: unknown, answers: QuestionnaireAnswers): boolean {
  const parsed = QuestionnaireAnswersSchema.safeParse(stored);
  return parsed.success && answersHash(parsed.data) === answersHash(answers);
}
