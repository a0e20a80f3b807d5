import { randomBytes } from "node:crypto";
import {
  QuestionnaireAnswersSchema,
  type QuestionnaireAnswers,
  type QuestionnaireAnswersInput,
} from "#domain/questionnaire";

/**
 * The one source of test athletes and their answers (issue #11), for server tests, `e2e/` and
 * `bench/`. Nothing here needs a server or a test runner, so Vitest and Playwright both import it.
 * A test that depends on a value names it as an override: `answers({ injuries: "Side strain" })`.
 */

/** An Under-19 fast bowler, no injury, as the questionnaire form sends it (height and weight typed). */
const BASE: QuestionnaireAnswersInput = {
  ageGroup: "Under-19",
  competitionLevel: "Advanced",
  height: "182",
  weight: "74",
  primaryRole: "Fast Bowler",
  abilities: { Strength: 4, Speed: 5, Endurance: 3, Agility: 4, Flexibility: 2 },
  trainingFrequency: "4 days/week",
  trainingDuration: "2-3 hours/day",
  injuries: "",
  goals: ["Explosive Strength & Power", "Speed & Agility"],
  equipment: "Full Gym",
};

/** Answers as a client sends them: the sample, with `overrides` replacing whole fields. A fresh copy each call. */
export function answers(overrides: Partial<QuestionnaireAnswersInput> = {}): QuestionnaireAnswersInput {
  return structuredClone({ ...BASE, ...overrides });
}

/** The same answers as the server stores them (parsed: numbers, defaults filled in). */
export function savedAnswers(overrides: Partial<QuestionnaireAnswersInput> = {}): QuestionnaireAnswers {
  return QuestionnaireAnswersSchema.parse(answers(overrides));
}

export const TEST_PASSWORD = "pass-word-123";

export const uniqueEmail = (label = "athlete") => `${label}-${randomBytes(5).toString("hex")}@example.test`;

export interface NewAthlete {
  fullName: string;
  email: string;
  password: string;
  answers: QuestionnaireAnswersInput;
}

/** What a sign-up needs: a unique e-mail each call, the test password, the sample answers. */
export function athlete(overrides: Partial<NewAthlete> = {}): NewAthlete {
  const given = Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined));
  return { fullName: "Test Athlete", email: uniqueEmail(), password: TEST_PASSWORD, answers: answers(), ...given };
}
