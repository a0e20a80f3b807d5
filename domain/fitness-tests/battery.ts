/**
 * The fitness-test battery (issue #17, decision 0106): one definition for the protocol pages,
 * the entry form, the chart and the server's validation. No zod here, so the protocol pages load
 * no validation library (decision 0091); schema.ts holds the schemas.
 *
 * Bounds are plausibility limits, not standards: they refuse typing slips (a 2 km in 30 s, a
 * 20 m sprint in 0.9 s) and keep every honest result, from an Under-14 beginner to a professional.
 */

import { CREASE_TO_CREASE_M, RUN_A_THREE } from "./pitch.ts";

export type Better = "lower" | "higher";
export type Unit = "s" | "cm";

export interface Protocol {
  /** What the athlete needs. */
  equipment: string[];
  warmUp: string;
  /** How to run it fairly, in order. */
  steps: string[];
  attempts: string;
  /** Which attempt is recorded. */
  counts: string;
}

/**
 * How far a result moves from one test to the next with no real change in the athlete: the test's
 * typical error (Hopkins, Sports Med 2000;30:1-15), for the timing the protocol allows. A change
 * no larger than this reads "no clear change".
 */
export interface TypicalError {
  /** In the test's unit, or a percentage of the earlier result when `percent`. */
  amount: number;
  percent: boolean;
  /** Where the number comes from, in plain words. */
  basis: string;
  source: string;
  url: string;
}

/** A published median for the athlete's age, with where it comes from. */
export interface Reference {
  /** Age in whole years → median for boys and for girls, in the test's unit. */
  medians: Record<number, { boys: number; girls: number }>;
  source: string;
  url: string;
}

export interface FitnessTest {
  id: string;
  name: string;
  unit: Unit;
  /** How the unit reads in a sentence. */
  unitWords: string;
  better: Better;
  /** Whole numbers or hundredths, as the form takes them. */
  step: number;
  /** Times over a minute are entered and shown as m:ss. */
  clock: boolean;
  min: number;
  max: number;
  tooLow: string;
  tooHigh: string;
  why: string;
  protocol: Protocol;
  reference: Reference | null;
  typicalError: TypicalError;
}

/**
 * A stopwatch errs at the start and the stop, whatever the distance: hand times run 0.2-0.3 s
 * faster than electronic ones, and the smallest worthwhile change by hand was 0.14 s (electronic
 * 0.12 s). The app cannot tell how a run was timed, so a timed run is read at the stopwatch's error.
 */
const HAND_TIMED: Omit<TypicalError, "basis"> = {
  amount: 0.14,
  percent: false,
  source:
    "Mann JB et al. Validity and reliability of hand and electronic timing for 40-yd sprint in college football players. J Strength Cond Res 2015;29(6):1509-14 (hand timing: smallest worthwhile difference 0.14 s); Hopkins WG. Measures of reliability in sports medicine and science. Sports Med 2000;30(1):1-15.",
  url: "https://journals.lww.com/nsca-jscr/Fulltext/2015/06000/Validity_and_Reliability_of_Hand_and_Electronic.7.aspx",
};

const SPRINT_KIT = [
  "Two pairs of timing gates (or a partner with a stopwatch, less exact)",
  "Tape measure, cones",
  "Flat, dry surface; spikes or trainers, the same each time",
];

/**
 * Standing broad jump medians for Hungarian youth aged 11-18 (n = 2,427; quantile regression,
 * best of two jumps): Res Q Exerc Sport 2015;86 Suppl 1:S37-44 (decision 0106).
 */
const BROAD_JUMP_MEDIANS: Reference["medians"] = {
  11: { boys: 147, girls: 140 },
  12: { boys: 162, girls: 143.9 },
  13: { boys: 175, girls: 147.3 },
  14: { boys: 186, girls: 150 },
  15: { boys: 195, girls: 152.1 },
  16: { boys: 202, girls: 153.7 },
  17: { boys: 207, girls: 154.6 },
  18: { boys: 210, girls: 155 },
};

export const FITNESS_TESTS: readonly FitnessTest[] = [
  {
    id: "sprint-20m",
    name: "20 m sprint",
    unit: "s",
    unitWords: "seconds",
    better: "lower",
    step: 0.01,
    clock: false,
    min: 2.5,
    max: 8,
    tooLow: "A 20 m sprint under 2.50 s is faster than the world's best sprinters: check the time.",
    tooHigh: "A 20 m sprint over 8 s is a walk, not a sprint: check the time, or rest and run it again.",
    why: "Acceleration: a quick single, chasing a ball to the rope.",
    protocol: {
      equipment: SPRINT_KIT,
      warmUp: "10 minutes: jog, dynamic stretches, then three build-up runs over 20 m at 60, 80 and 95 % effort.",
      steps: [
        "Start still, front foot 0.5 m behind the first gate, in a two-point (standing) stance; no rocking.",
        "Sprint flat out through the 20 m gate; a gate at 10 m gives the split.",
        "Walk back and rest 2-3 minutes between runs.",
      ],
      attempts: "Three runs.",
      counts: "The fastest 20 m time. Record its 10 m split as the 10 m test.",
    },
    typicalError: {
      ...HAND_TIMED,
      basis:
        "Timed with a stopwatch, a 20 m sprint moves by up to 0.14 s from one run to the next with no real change (timing gates: about 0.03 s).",
    },
    reference: null,
  },
  {
    id: "sprint-10m",
    name: "10 m split",
    unit: "s",
    unitWords: "seconds",
    better: "lower",
    step: 0.01,
    clock: false,
    min: 1.4,
    max: 5,
    tooLow: "A 10 m split under 1.40 s is quicker than elite sprinters: check the time.",
    tooHigh: "A 10 m split over 5 s is a walk, not a sprint: check the time.",
    why: "The first steps: getting off the mark in a run or in the field.",
    protocol: {
      equipment: SPRINT_KIT,
      warmUp: "The 20 m sprint's warm-up: this is its split, not a separate run.",
      steps: ["Run the 20 m sprint with a gate at 10 m.", "Read the time at the 10 m gate."],
      attempts: "The same three runs as the 20 m sprint.",
      counts: "The 10 m split of the fastest 20 m run.",
    },
    typicalError: {
      amount: 0.02,
      percent: false,
      basis:
        "Read from timing gates, a 10 m split has a typical error of 0.016 s between sessions a week apart: 0.02 s at the form's hundredths.",
      source:
        "Holmberg PM, Olivier MH, Kelly VG. The reliability of 20 m sprint time using a novel assessment technique. Sensors 2025;25(7):2077 (0-10 m typical error 0.016 s, 0-20 m 0.025 s).",
      url: "https://www.mdpi.com/1424-8220/25/7/2077",
    },
    reference: null,
  },
  {
    id: "run-a-three",
    name: "Run-a-three",
    unit: "s",
    unitWords: "seconds",
    better: "lower",
    step: 0.01,
    clock: false,
    min: 6,
    max: 25,
    tooLow: `Three runs (${RUN_A_THREE.short}) in under 6 s is not possible: check the time.`,
    tooHigh: "Three runs over 25 s is a jog: check the time.",
    why: "Cricket speed itself: running between the wickets with a bat, two turns at the crease.",
    protocol: {
      equipment: [
        `A pitch with popping creases ${CREASE_TO_CREASE_M} m apart (or cones at that distance)`,
        "Your bat, pads and helmet if you bat in them (the same each time)",
        "Stopwatch or timing gates at the batting crease",
      ],
      warmUp: "10 minutes: jog, dynamic stretches, two practice singles with a turn at 80 % effort.",
      steps: [
        "Start in your batting stance at the crease, bat grounded.",
        `The watch starts on your first movement. Run three (${RUN_A_THREE.words}), grounding the bat over the crease at each turn.`,
        "The watch stops when your bat is grounded over the crease at the end of the third run.",
        "Rest 3 minutes between attempts; turn on your usual side each time.",
      ],
      attempts: "Two attempts.",
      counts: "The faster time. A turn without the bat grounded over the crease does not count: run it again.",
    },
    typicalError: {
      ...HAND_TIMED,
      basis:
        "Timed with a stopwatch from first movement to the bat grounded, like a sprint: changes up to 0.14 s are within the stopwatch's error. No typical error for the run-a-three itself was found.",
    },
    reference: null,
  },
  {
    id: "time-trial-2km",
    name: "2 km time trial",
    unit: "s",
    unitWords: "minutes and seconds",
    better: "lower",
    step: 1,
    clock: true,
    min: 300,
    max: 1200,
    tooLow: "2 km under 5:00 is close to the world record (4:44.79): check the time (enter it as m:ss, e.g. 7:45).",
    tooHigh: "2 km over 20:00 is a walk: check the time (enter it as m:ss, e.g. 7:45).",
    why: "Aerobic fitness: recovering between spells, overs and runs through a long day.",
    protocol: {
      equipment: ["A 400 m track (5 laps) or a measured flat loop", "Stopwatch", "Trainers"],
      warmUp: "10 minutes of easy jogging, then three 100 m strides.",
      steps: [
        "Run 2 km as fast as you can hold it; pace it, don't sprint the first lap.",
        "Same surface, time of day and conditions as last time where you can (wind and heat change times).",
        "Walk for 5 minutes afterwards.",
      ],
      attempts: "One attempt.",
      counts: "The time for the 2 km, to the second.",
    },
    typicalError: {
      amount: 1.5,
      percent: true,
      basis:
        "A running time trial varies by about 1.5 % between attempts (about 7 s on a 7:45 2 km); wind, heat and surface add to it.",
      source:
        "Fisher J et al. Intra-subject variability of 5 km time trial performance completed by competitive trained runners. J Hum Kinet 2017;57:139-46 (coefficient of variation 1.5 %).",
      url: "https://research-portal.uea.ac.uk/en/publications/intra-subject-variability-of-5-km-time-trial-performance-complete",
    },
    reference: null,
  },
  {
    id: "broad-jump",
    name: "Standing broad jump",
    unit: "cm",
    unitWords: "centimetres",
    better: "higher",
    step: 1,
    clock: false,
    min: 50,
    max: 370,
    tooLow: "A broad jump under 50 cm is a step: check the distance in centimetres (e.g. 195).",
    tooHigh: "A broad jump over 370 cm beats the world's best: check the distance in centimetres (e.g. 195).",
    why: "Leg power: the push behind a fast bowler's run-up and a fielder's dive.",
    protocol: {
      equipment: ["Tape measure on a flat, non-slip floor or grass", "A start line"],
      warmUp: "8 minutes: jog, dynamic stretches, three practice jumps at 70-90 % effort.",
      steps: [
        "Stand with toes behind the line, feet about shoulder width apart.",
        "Swing the arms and jump forward as far as you can, landing on both feet.",
        "Measure from the line to the back of the heel nearest the line. A fall backwards does not count.",
        "Rest a minute between jumps.",
      ],
      attempts: "Three jumps.",
      counts: "The longest jump, to the centimetre.",
    },
    typicalError: {
      amount: 2.4,
      percent: true,
      basis: "A standing long jump varies by about 2.4 % between attempts (about 5 cm on a 200 cm jump).",
      source:
        "Markovic G et al. Reliability and factorial validity of squat and countermovement jump tests. J Strength Cond Res 2004;18(3):551-5 (standing long jump within-subject CV 2.4 %).",
      url: "https://pubmed.ncbi.nlm.nih.gov/15320660/",
    },
    reference: {
      medians: BROAD_JUMP_MEDIANS,
      source:
        "Establishing normative reference values for standing broad jump among Hungarian youth. Res Q Exerc Sport 2015;86 Suppl 1:S37-44, doi:10.1080/02701367.2015.1042416 (2,427 boys and girls aged 11-18, best of two jumps; medians).",
      url: "https://www.ncbi.nlm.nih.gov/pubmed/26054955",
    },
  },
  {
    id: "plank",
    name: "Plank hold",
    unit: "s",
    unitWords: "minutes and seconds",
    better: "higher",
    step: 1,
    clock: true,
    min: 5,
    max: 900,
    tooLow: "A plank under 5 s is not a hold: check the time (enter it as m:ss, e.g. 1:30).",
    tooHigh: "A plank over 15:00 is past what this test measures: check the time (enter it as m:ss, e.g. 1:30).",
    why: "Trunk endurance: holding posture through a bowling spell or a long innings.",
    protocol: {
      equipment: ["A mat", "Stopwatch and a partner to watch your form"],
      warmUp: "5 minutes: cat-camel, bird-dog, a 20 s practice plank.",
      steps: [
        "Forearms under shoulders, body straight from head to heels, toes on the floor.",
        "The watch starts when you are in position.",
        "It stops when the hips sag or lift out of line after one warning, or when you stop.",
      ],
      attempts: "One attempt.",
      counts: "The time held in good form, to the second.",
    },
    typicalError: {
      amount: 13,
      percent: false,
      basis:
        "A prone bridge (plank) held to fatigue varies by about 13 s between days (standard error of measurement 12.7 s).",
      source:
        "Reece JD. Development of a prone bridge test as a measurement of abdominal stability in healthy adults. Brigham Young University, 2009 (n = 45; ICC 0.95, SEM 12.7 s).",
      url: "https://scholarsarchive.byu.edu/etd/1845",
    },
    reference: null,
  },
];

export const FITNESS_TEST_IDS = FITNESS_TESTS.map((t) => t.id);

export function testById(id: string): FitnessTest | undefined {
  return FITNESS_TESTS.find((t) => t.id === id);
}

/** A value as people read it: 7:45, 3.12 s, 195 cm. */
export function formatValue(test: FitnessTest, value: number): string {
  if (test.clock) {
    const whole = Math.round(value);
    return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
  }
  return test.unit === "cm" ? `${Math.round(value)} cm` : `${value.toFixed(2)} s`;
}

/** What the form's text reads as: a number in the test's unit, or what to type instead. */
export type Reading = { value: number; error?: undefined } | { value?: undefined; error: string };

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

/**
 * The form's text → a number in the test's unit. Clock tests take "7:45", "7m45s", "7 min" or
 * "465s"; bare digits only up to 99 (seconds: "45", "90"). "745" could be 7:45 or 745 seconds
 * (12:25), and "7.45" could be 7:45 or 7.45 minutes, so those are refused with both readings
 * rather than guessed: a wrong guess stores a result the athlete never ran. Other tests take
 * "3.12", "3,12" or the number with its unit ("3.12 s", "195 cm").
 */
export function readValue(test: FitnessTest, text: string): Reading {
  const t = text.trim().toLowerCase().replace(",", ".");
  const notANumber = {
    error: test.clock
      ? `Enter the time as minutes and seconds, e.g. ${test.id === "plank" ? "1:30" : "7:45"}.`
      : `Enter the result in ${test.unitWords}.`,
  };
  if (!test.clock) {
    const m = /^(\d+(?:\.\d+)?)\s*(s|sec|secs|seconds|cm)?$/.exec(t);
    if (!m) return notANumber;
    if (m[2] && (m[2] === "cm") !== (test.unit === "cm")) return notANumber;
    return { value: Number(m[1]) };
  }
  let m = /^(\d{1,2}):([0-5]\d)$/.exec(t);
  if (m) return { value: Number(m[1]) * 60 + Number(m[2]) };
  m = /^(\d{1,2})\s*(?:m|min|mins|minutes?)\s*(?:([0-5]?\d)\s*(?:s|sec|secs|seconds?)?)?$/.exec(t);
  if (m) return { value: Number(m[1]) * 60 + Number(m[2] ?? 0) };
  m = /^(\d{1,4})\s*(?:s|sec|secs|seconds?)$/.exec(t);
  if (m) return { value: Number(m[1]) };
  if (/^\d{1,2}$/.test(t)) return { value: Number(t) };
  if (/^\d{3,4}$/.test(t)) {
    const n = Number(t);
    const asClock = `${t.slice(0, -2)}:${t.slice(-2)}`;
    const mmss = Number(t.slice(-2)) < 60 ? `${asClock} or ` : "";
    return {
      error: `"${t}" could mean ${mmss}${n} seconds (${clock(n)}): type it as minutes and seconds, e.g. ${mmss ? asClock : clock(n)}, or as ${n}s for seconds.`,
    };
  }
  m = /^(\d{1,2})\.(\d{1,2})$/.exec(t);
  if (m) {
    const minutes = Number(t);
    const asClock = `${m[1]}:${m[2]!.padEnd(2, "0")}`;
    const asMinutes = clock(Math.round(minutes * 60));
    return {
      error: `"${t}" could mean ${asClock} or ${t} minutes (${asMinutes}): type it as minutes and seconds, e.g. ${asClock}.`,
    };
  }
  return notANumber;
}

/** The message for a value outside the test's plausible range, or null when it is plausible. */
export function checkValue(test: FitnessTest, value: number): string | null {
  if (!Number.isFinite(value)) return `Enter the result in ${test.unitWords}.`;
  if (value < test.min) return test.tooLow;
  if (value > test.max) return test.tooHigh;
  if (test.step === 1 && !Number.isInteger(value))
    return `Enter whole ${test.unitWords === "centimetres" ? "centimetres" : "seconds"}.`;
  if (Math.abs(Math.round(value * 100) - value * 100) > 1e-6) return "Enter at most two decimals.";
  return null;
}
