/**
 * Running between the wickets, measured once for the run-a-three test and the plan's drill.
 *
 * A pitch is 22 yards (20.12 m) from stumps to stumps, but a batter runs from popping crease to
 * popping crease, 4 ft (1.22 m) in front of each set of stumps: 58 ft, 17.68 m (MCC Laws of
 * Cricket, Law 7; the run-a-three and cricket sprint tests mark their lines 17.68 m apart,
 * topendsports.com/testing/tests/run-a-three.htm). Three runs are three lengths with two turns.
 */
export const CREASE_TO_CREASE_M = 17.68;

export interface RunsBetweenWickets {
  runs: number;
  turns: number;
  /** The distance run, to the metre. */
  metres: number;
  /** How it reads in a sentence: "3 × 17.68 m between the creases, two turns (53 m)". */
  words: string;
  /** In short: "53 m with two turns". */
  short: string;
}

const TURNS = ["no turns", "one turn", "two turns", "three turns"];

function runs(n: number): RunsBetweenWickets {
  const metres = Math.round(n * CREASE_TO_CREASE_M);
  return {
    runs: n,
    turns: n - 1,
    metres,
    words: `${n} × ${CREASE_TO_CREASE_M} m between the creases, ${TURNS[n - 1]} (${metres} m)`,
    short: `${metres} m with ${TURNS[n - 1]}`,
  };
}

export const RUN_A_TWO = runs(2);
export const RUN_A_THREE = runs(3);
