import {
  AGE_GROUPS,
  COMPETITION_LEVELS,
  EQUIPMENT,
  GOALS,
  HEIGHT_RANGE,
  PRIMARY_ROLES,
  TRAINING_DURATIONS,
  TRAINING_FREQUENCIES,
  WEIGHT_RANGE,
  type QuestionnaireAnswers,
} from "#domain/questionnaire";
// The domain's seeded generator (mulberry32): one copy of it in the codebase (issue #11).
import { seededRandom } from "#domain/plan/random";

/** One generator per athlete: athlete i's answers do not depend on how many came before. */
export const athleteRandom = (seed: number, index: number) =>
  seededRandom(Math.imul(seed, 0x9e3779b1) ^ ((index + 1) * 0x85ebca6b));

const pick = <T>(rand: () => number, values: readonly T[]): T => values[Math.floor(rand() * values.length)]!;
const between = (rand: () => number, min: number, max: number) => min + Math.floor(rand() * (max - min + 1));

const INJURIES = [
  "",
  "",
  "",
  "Side strain in 2024",
  "Lower back stiffness after long spells",
  "Rolled ankle last season",
  "Hamstring tightness",
];

/** Random answers, valid across every enumeration and range of the questionnaire schema. */
export function randomAnswers(rand: () => number): QuestionnaireAnswers {
  const goalCount = rand() < 0.5 ? 1 : 2;
  const goals = [...GOALS].sort(() => rand() - 0.5).slice(0, goalCount);
  const rating = () => between(rand, 1, 5);
  return {
    ageGroup: pick(rand, AGE_GROUPS),
    competitionLevel: pick(rand, COMPETITION_LEVELS),
    // Plausible people, well inside the allowed ranges.
    height: between(rand, Math.max(HEIGHT_RANGE.min, 150), Math.min(HEIGHT_RANGE.max, 200)),
    weight: between(rand, Math.max(WEIGHT_RANGE.min, 45), Math.min(WEIGHT_RANGE.max, 110)),
    primaryRole: pick(rand, PRIMARY_ROLES),
    abilities: { Strength: rating(), Speed: rating(), Endurance: rating(), Agility: rating(), Flexibility: rating() },
    trainingFrequency: pick(rand, TRAINING_FREQUENCIES),
    trainingDuration: pick(rand, TRAINING_DURATIONS),
    injuries: pick(rand, INJURIES),
    injuryDetails: [],
    goals,
    equipment: pick(rand, EQUIPMENT),
  };
}

const FIRST = [
  "Aarav",
  "Ben",
  "Chloe",
  "Dev",
  "Ella",
  "Faisal",
  "Grace",
  "Hamza",
  "Isha",
  "Jack",
  "Kavya",
  "Liam",
  "Maya",
  "Noah",
  "Priya",
  "Rohan",
  "Sara",
  "Tom",
  "Uma",
  "Zain",
];
const LAST = [
  "Sharma",
  "Smith",
  "Khan",
  "Patel",
  "Jones",
  "Williams",
  "Singh",
  "Brown",
  "Fernando",
  "Taylor",
  "Iyer",
  "Perera",
  "Ali",
  "Wilson",
  "Reddy",
];

export const randomName = (rand: () => number) => `${pick(rand, FIRST)} ${pick(rand, LAST)}`;
