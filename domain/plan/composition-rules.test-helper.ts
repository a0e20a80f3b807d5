import type { QuestionnaireAnswers } from "../questionnaire.ts";
import { EXERCISES_BY_ID } from "./exercise-library.ts";
import { readInjuries, severity } from "./injuries.ts";
import type { BodyRegion, Prescription, Program, Session, Week } from "./types.ts";

/**
 * How a session and a week are put together, as a county-academy head of S&C reads them (issue
 * #27, item 3-5): the balance, content and doses a coach checks before reading any exercise.
 * Written from the coach's side with the coach's own lists; the library is read only for an
 * exercise's movement and category, the facts a coach sees on the page.
 */
type Rule = (a: QuestionnaireAnswers, p: Program) => string[];

const lib = (p: Prescription) => EXERCISES_BY_ID.get(p.exerciseId);
const where = (w: Week, s: Session) => `week ${w.week} ${s.title}`;
const presses = (p: Prescription) => p.category === "strength" && lib(p)?.movement === "push";
const pulls = (p: Prescription) => lib(p)?.movement === "pull" && p.category !== "conditioning";
const conditioning = (p: Prescription) => p.category === "conditioning";
/** Implements and words that do not change the movement: a dumbbell calf raise is still a calf raise. */
const IMPLEMENT_WORDS =
  /\b(dumbbell|db|barbell|kettlebell|kb|cable|band|banded|goblet|weighted|loaded|landmine|trap-bar|machine|bodyweight|body-weight|tempo|pause|paused|slow)\b/g;
const movementName = (p: Prescription) =>
  p.name
    .toLowerCase()
    .replace(/\(.*?\)/g, "")
    .replace(IMPLEMENT_WORDS, "")
    .replace(/[^a-z ]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
/** Lifts nobody can take to RPE 7 for 8 or more reps with body weight alone, unless slowed right down. */
const EASY_BODY_WEIGHT = new Set([
  "bodyweight-squat",
  "glute-bridge",
  "dowel-hip-hinge",
  "reverse-lunge",
  "lateral-lunge",
  "step-up",
  "split-squat",
]);
const slowed = (p: Prescription) => /tempo|\d\s?s down|pause|slow/i.test(`${p.name} ${p.cue} ${p.change ?? ""}`);
/** Drills with a cut or a turn: the 5-0-5, a run-a-three or runs between the wickets, a shuffle and crossover, a keeper's dive. */
const CHANGE_OF_DIRECTION = new Set([
  "five-oh-five",
  "run-a-three",
  "runs-between-wickets",
  "lateral-shuffle-crossover",
  "keeper-dive-recover",
]);
const LEG_REGIONS: BodyRegion[] = ["hamstring", "knee", "ankle/foot", "groin/hip", "calf/achilles", "quad/thigh"];
const injuredAt = (a: QuestionnaireAnswers, min: number) => readInjuries(a).filter((r) => severity(r) >= min);
const FAST_ROLES = ["Fast Bowler", "Fast-Bowling All-rounder"];
const SPIN_ROLES = ["Spin Bowler", "Spin-Bowling All-rounder"];

/** Words in a session's title and what the session must then hold. */
const TITLE_PROMISES: Array<[RegExp, string, (p: Prescription) => boolean]> = [
  [/conditioning|aerobic/i, "conditioning", conditioning],
  [
    /rotation/i,
    "rotation",
    (p) => p.category !== "mobility" && (["rotate", "throw"].includes(lib(p)?.movement ?? "") || /rotat/i.test(p.name)),
  ],
  [/speed|sprint/i, "speed", (p) => p.category === "speed"],
  [/landing|jump/i, "jumps or landings", (p) => p.category === "plyometric"],
  [/\bpull\b/i, "a pull", pulls],
  [/\bpush\b/i, "a push", (p) => lib(p)?.movement === "push"],
  [/hinge|posterior chain/i, "a hinge", (p) => lib(p)?.movement === "hinge" || /nordic|hamstring/i.test(p.name)],
  [/squat/i, "a squat", (p) => lib(p)?.movement === "squat"],
  [/single leg/i, "single-leg work", (p) => lib(p)?.pattern === "single-leg"],
  [/prehab/i, "prehab", (p) => p.category === "prehab"],
  [/mobility/i, "mobility", (p) => p.category === "mobility"],
];

/** What a session's injury guidance holds back, and until which week (9: the whole block). */
function heldBack(guidance: string, what: RegExp): number {
  let until = 0;
  for (const sentence of guidance.split(/(?<=\.)\s/)) {
    if (!what.test(sentence)) continue;
    // "(running from week 3, in its rebuild)": a calf runs again before it jumps.
    const week =
      (what.source.includes("running") && /\(running from week (\d)/.exec(sentence)) ||
      /(?:returns? from|before|from) week (\d)/.exec(sentence);
    until = Math.max(until, week ? Number(week[1]) : /in this block|until a physio/.test(sentence) ? 9 : 0);
  }
  return until;
}
/** A warm-up's words for each held-back load, as a coach reads them. */
const WARM_UP_ASKS: Array<[RegExp, RegExp, string]> = [
  [
    /running, skipping or jumping|No sprints, jumps, run-up/i,
    /\bjog|skipping|A-skips|build-up runs|pogo|jumping jacks/i,
    "runs or hops",
  ],
  [/gripping, catching or throwing|no explosive throws/i, /light throws/i, "throws"],
  [/body weight on the hands/i, /push-ups/i, "push-ups"],
];

export const COMPOSITION_RULES: Record<string, Rule> = {
  "a warm-up asks for nothing the session's injury guidance holds back": (_a, p) =>
    p.weeks.flatMap((w) =>
      w.sessions.flatMap((s) => {
        const guidance = (s.injuryGuidance ?? []).join(" ");
        // A session that itself sprints or runs was allowed to: its warm-up may run too.
        const runs = s.exercises.some(
          (e) =>
            (e.category === "speed" || e.category === "conditioning") &&
            /sprint|run|shuffle|drill|stride/i.test(e.name),
        );
        return WARM_UP_ASKS.filter(
          ([held, asks, what]) =>
            w.week < heldBack(guidance, held) && asks.test(s.warmUp.description) && !(what === "runs or hops" && runs),
        ).map(([, , what]) => `${where(w, s)}: the warm-up asks for ${what}`);
      }),
    ),
  "a session that presses also pulls": (_a, p) =>
    p.weeks.flatMap((w) =>
      w.sessions
        .filter((s) => s.exercises.some(presses) && !s.exercises.some(pulls))
        .map((s) => `${where(w, s)}: ${s.exercises.find(presses)!.name} with no pull`),
    ),
  "one conditioning piece per session": (_a, p) =>
    p.weeks.flatMap((w) =>
      w.sessions
        .filter((s) => s.exercises.filter(conditioning).length > 1)
        .map(
          (s) =>
            `${where(w, s)}: ${s.exercises
              .filter(conditioning)
              .map((e) => e.name)
              .join(" and ")}`,
        ),
    ),
  "no exercise or movement twice in one session": (_a, p) =>
    p.weeks.flatMap((w) =>
      w.sessions.flatMap((s) => {
        const seen = new Map<string, string>();
        const bad: string[] = [];
        for (const e of s.exercises) {
          for (const key of [`id:${e.exerciseId}`, `move:${movementName(e)}`]) {
            const before = seen.get(key);
            if (before) bad.push(`${where(w, s)}: ${before} and ${e.name}`);
            seen.set(key, e.name);
          }
        }
        return bad;
      }),
    ),
  "a session holds at least four exercises": (_a, p) =>
    p.weeks.flatMap((w) =>
      w.sessions
        .filter((s) => s.exercises.length < 4)
        .map((s) => `${where(w, s)}: ${s.exercises.length} (${s.exercises.map((e) => e.name).join(", ")})`),
    ),
  "a session's title names only what it holds": (_a, p) =>
    p.weeks.flatMap((w) =>
      w.sessions.flatMap((s) =>
        TITLE_PROMISES.filter(
          ([re, , holds]) => re.test(s.title.replace(/^Day \d+:/, "")) && !s.exercises.some(holds),
        ).map(([, what]) => `${where(w, s)}: no ${what}`),
      ),
    ),
  "the taper never does more of an exercise than the peak week": (_a, p) => {
    const [peak, taper] = [p.weeks[6], p.weeks[7]];
    if (!peak || !taper) return [];
    const work = (e: Prescription) =>
      e.sets * (e.dose.kind === "reps" ? e.dose.reps : e.dose.kind === "time" ? e.dose.seconds : e.dose.metres);
    const bad: string[] = [];
    taper.sessions.forEach((s, i) => {
      for (const e of s.exercises) {
        const before = peak.sessions[i]?.exercises.find((x) => x.exerciseId === e.exerciseId);
        if (before && (work(e) > work(before) || e.rpe > before.rpe))
          bad.push(`${s.title}: ${e.name} ${e.sets} sets at RPE ${e.rpe} after ${before.sets} at RPE ${before.rpe}`);
      }
    });
    return bad;
  },
  "no token doses: two sets or more of anything counted in reps or metres": (_a, p) =>
    p.weeks.flatMap((w) =>
      w.sessions.flatMap((s) =>
        s.exercises
          .filter((e) => e.sets < 2 && e.dose.kind !== "time" && !conditioning(e))
          .map(
            (e) =>
              `${where(w, s)}: ${e.name} 1 × ${e.dose.kind === "reps" ? e.dose.reps : `${e.dose.kind === "distance" ? e.dose.metres : ""} m`}`,
          ),
      ),
    ),
  "no token runs or jumps: conditioning runs add up to 100 m or more, a jump is done at least 2 × 3": (_a, p) =>
    p.weeks.flatMap((w) =>
      w.sessions.flatMap((s) =>
        s.exercises
          .filter(
            (e) =>
              (conditioning(e) && e.dose.kind === "distance" && e.sets * e.dose.metres < 100) ||
              (["plyometric", "power"].includes(e.category) && e.dose.kind === "reps" && e.sets * e.dose.reps < 6),
          )
          .map(
            (e) =>
              `${where(w, s)}: ${e.name} ${e.sets} × ${e.dose.kind === "reps" ? e.dose.reps : `${e.dose.kind === "distance" ? e.dose.metres : ""} m`}`,
          ),
      ),
    ),
  "a return names the week the plan first holds the work again": (_a, p) =>
    p.weeks.flatMap((w) =>
      w.sessions.flatMap((s) =>
        s.exercises.flatMap((e) =>
          [...(e.change ?? "").matchAll(/Back (?:in )?from week (\d+)/g)]
            .filter(([, n]) => {
              const first = p.weeks.find(
                (x) =>
                  x.week >= Number(n) && x.sessions.some((y) => y.exercises.some((z) => z.exerciseId === e.exerciseId)),
              )?.week;
              return first !== Number(n);
            })
            .map(([m]) => `${where(w, s)}: ${e.name} says "${m}"`),
        ),
      ),
    ),
  "'off your feet' only on work done off the feet (a bike or a rower, not a circuit or a walk)": (_a, p) =>
    p.weeks.flatMap((w) =>
      w.sessions.flatMap((s) =>
        s.exercises
          .filter((e) => /off your feet/.test(e.change ?? "") && !["bike", "rower"].includes(lib(e)?.implement ?? ""))
          .map((e) => `${where(w, s)}: ${e.name}: "${e.change}"`),
      ),
    ),
  "the week note names as the hard leg days exactly the days that hold jumps, sprints or runs": (_a, p) => {
    const line = p.notes.week?.lines.find((l) => /^(Bowling|Match) days:/.test(l)) ?? "";
    const onFeet = (e: Prescription) =>
      e.category === "plyometric" ||
      e.category === "speed" ||
      (conditioning(e) && Object.values(lib(e)?.loadsHow ?? {}).some((how) => how?.includes("impact")));
    const holding = p.weeks[0]!.sessions.map((_, i) => i).filter((i) =>
      p.weeks.some((w) => w.kind !== "taper" && w.sessions[i]?.exercises.some(onFeet)),
    );
    const said = /every gym day holds/.test(line)
      ? p.weeks[0]!.sessions.map((_, i) => i)
      : [...line.matchAll(/Day (\d) \(/g)].map(([, d]) => Number(d) - 1);
    return said.join() === holding.join()
      ? []
      : [`the note names days ${said.map((i) => i + 1)}; jumps and runs are on ${holding.map((i) => i + 1)}`];
  },
  "Match Endurance means conditioning of four efforts or more in every build and power week": (a, p) =>
    !a.goals.includes("Match Endurance")
      ? []
      : p.weeks
          .filter((w) => w.kind === "build" || w.kind === "power")
          .filter((w) => !w.sessions.some((s) => s.exercises.some((e) => conditioning(e) && e.sets >= 4)))
          .map((w) => `week ${w.week}: no conditioning piece of four efforts or more`),
  "an easy body-weight lift is slowed down or kept light, never asked at RPE 7+ for 8+ reps": (_a, p) =>
    p.weeks.flatMap((w) =>
      w.sessions.flatMap((s) =>
        s.exercises
          .filter(
            (e) =>
              EASY_BODY_WEIGHT.has(e.exerciseId) &&
              e.rpe >= 7 &&
              ((e.dose.kind === "reps" && e.dose.reps >= 8) || e.dose.kind === "time") &&
              !slowed(e) &&
              !(e.change ?? "").toLowerCase().includes("harder"),
          )
          .map(
            (e) => `${where(w, s)}: ${e.name} ${e.sets} × ${e.dose.kind === "reps" ? e.dose.reps : "?"} @ RPE ${e.rpe}`,
          ),
      ),
    ),
  "the plan's words match its loads: no heavier lifts promised on body weight": (a, p) => {
    const phase2 = p.phases.find((ph) => ph.phase === 2);
    if (!phase2 || !/heavier/i.test(phase2.summary)) return [];
    const mains = p.weeks
      .filter((w) => w.phase === 2)
      .flatMap((w) => w.sessions.flatMap((s) => s.exercises))
      .filter((e) => e.category === "strength" && /^[A-Z]1?$/.test(e.block));
    const loaded = mains.filter((e) => lib(e)?.equipment !== "Bodyweight Only").length;
    if (a.equipment === "Bodyweight Only" || loaded === 0)
      return [`phase 2 promises heavier main lifts with ${a.equipment}`];
    // "Heavier main lifts" outright only when most of them can take more load; otherwise the words
    // say which get heavier and which get harder.
    return loaded * 2 < mains.length && !/where there is a load to add/.test(phase2.summary)
      ? [`phase 2 promises heavier main lifts when ${mains.length - loaded} of ${mains.length} are body weight`]
      : [];
  },
  "a week's words and the phase summary name only the explosive work they hold": (_a, p) => {
    const bad: string[] = [];
    const holds = (exs: Prescription[]) => ({
      jumps: exs.some((e) => e.category === "plyometric"),
      throws: exs.some((e) => e.category === "power" && lib(e)?.pattern === "throw"),
      sprints: exs.some((e) => e.category === "speed" && e.dose.kind === "distance"),
      speed: exs.some((e) => ["speed", "plyometric", "power"].includes(e.category)),
    });
    const check = (words: string, exs: Prescription[], where: string) => {
      const has = holds(exs);
      if (/\bjumps\b/i.test(words) && !has.jumps) bad.push(`${where} names jumps it does not hold`);
      if (/\bthrows\b/i.test(words) && !has.throws) bad.push(`${where} names throws it does not hold`);
      if (/\bsprints\b/i.test(words) && !has.sprints) bad.push(`${where} names sprints it does not hold`);
      if (/keep the speed|explosive rep|power work/i.test(words) && !has.speed)
        bad.push(`${where} promises speed it does not hold`);
    };
    for (const w of p.weeks)
      check(
        w.focus,
        w.sessions.flatMap((s) => s.exercises),
        `week ${w.week}`,
      );
    const phase2 = p.phases.find((ph) => ph.phase === 2);
    if (phase2)
      check(
        phase2.summary,
        p.weeks.filter((w) => w.phase === 2).flatMap((w) => w.sessions.flatMap((s) => s.exercises)),
        "phase 2's summary",
      );
    return bad;
  },
  "an eccentric drill carries no reps-in-reserve target": (_a, p) =>
    p.weeks.flatMap((w) =>
      w.sessions.flatMap((s) =>
        s.exercises
          .filter((e) => e.exerciseId === "nordic-curl" && e.rir !== null)
          .map((e) => `${where(w, s)}: Nordic curl with ${e.rir} in reserve`),
      ),
    ),
  "the emphasis line promises only what every week holds: sprints, running, jumps": (_a, p) => {
    const promises: Array<[RegExp, string, (e: Prescription) => boolean]> = [
      [/^(Sprinting|Acceleration|Extra sprint work)$/, "a sprint", (e) => e.category === "speed"],
      [
        /^(Progressive running|Repeat sprints)$/,
        "a run",
        (e) => lib(e)?.movement === "locomotion" && (lib(e)?.loadsHow["ankle/foot"] ?? []).includes("impact"),
      ],
      [
        /^(Jumps|Jumps and landings|Landing mechanics)$/,
        "a jump or landing",
        (e) => e.category === "plyometric" || ["jump", "hop"].includes(lib(e)?.pattern ?? ""),
      ],
    ];
    const bad: string[] = [];
    for (const label of p.profile.emphasis)
      for (const [words, what, holds] of promises)
        if (words.test(label))
          for (const w of p.weeks)
            if (!w.sessions.some((s) => s.exercises.some(holds)))
              bad.push(`"${label}" promised, week ${w.week} holds no ${what}`);
    return bad;
  },
  "every week pulls, and has some conditioning": (a, p) => {
    const legs = injuredAt(a, 1).some((r) => LEG_REGIONS.includes(r.region) || r.region === "lumbar spine");
    // Match Endurance keeps its conditioning while the legs' running waits: the bike, or a circuit
    // with no running in it where the hands and shoulders can take a push-up and a plank.
    const offFeet =
      a.equipment === "Full Gym" ||
      !injuredAt(a, 1).some((r) => ["wrist/hand", "shoulder", "elbow"].includes(r.region));
    const needs = !legs || (a.goals.includes("Match Endurance") && offFeet);
    const bad: string[] = [];
    for (const w of p.weeks) {
      const all = w.sessions.flatMap((s) => s.exercises);
      if (!all.some(pulls)) bad.push(`week ${w.week}: no pull`);
      if (needs && !all.some(conditioning)) bad.push(`week ${w.week}: no conditioning`);
    }
    return bad;
  },
  "a week's headline holds what it says: an extra set, the same exercises": (_a, p) => {
    const bad: string[] = [];
    const ids = (w: Week) => w.sessions.map((s) => s.exercises.map((e) => e.exerciseId).join()).join("|");
    p.weeks.forEach((w, i) => {
      const before = p.weeks[i - 1];
      if (!before) return;
      if (/the same exercises/.test(w.focus) && ids(w) !== ids(before))
        bad.push(`week ${w.week} says the same exercises as week ${before.week}, and they differ`);
      if (/an extra set/.test(w.focus)) {
        // On the main work: a session's first strength lift, not an accessory.
        const was = new Map(before.sessions.flatMap((s) => s.exercises.map((e) => [e.exerciseId, e.sets] as const)));
        const more = w.sessions.some((s) => {
          const main = s.exercises.find((e) => e.category === "strength");
          return main !== undefined && main.sets > (was.get(main.exerciseId) ?? Number.POSITIVE_INFINITY);
        });
        if (!more) bad.push(`week ${w.week} promises an extra set that no main lift has`);
      }
      const most = Math.max(...p.weeks.slice(0, w.week - 1).map((x) => x.volumeIndex));
      if (/an extra set|the most work/.test(w.focus) && w.volumeIndex < most)
        bad.push(`week ${w.week} claims the most work at volume ${w.volumeIndex}, under an earlier week's ${most}`);
    });
    return bad;
  },
  "a session named for rebuilding a region holds work for that region": (_a, p) =>
    p.weeks.flatMap((w) =>
      w.sessions.flatMap((s) =>
        [...s.focus.matchAll(/Rebuild the ([a-z/ ]+?)(?= ·|$)/g)]
          .map((m) => m[1] as BodyRegion)
          .filter((region) => !s.exercises.some((e) => lib(e)?.regions.includes(region)))
          .map((region) => `${where(w, s)}: "Rebuild the ${region}" with nothing for it`),
      ),
    ),
  "the injury guidance never asks a physio's clearance of a region already cleared": (_a, p) =>
    p.weeks.flatMap((w) =>
      w.sessions.flatMap((s) =>
        (s.injuryGuidance ?? [])
          .filter((g) => /cleared by a physio\)/.test(g) && /until (your|a) physio clears it/.test(g))
          .map((g) => `${where(w, s)}: ${g}`),
      ),
    ),
  "every week presses (a sore hand with its forearms), and a fast bowler's week loads the calves": (a, p) => {
    const bad: string[] = [];
    const quick = /fast|pace/i.test(a.primaryRole);
    for (const w of p.weeks) {
      const all = w.sessions.flatMap((s) => s.exercises);
      if (!all.some(presses)) bad.push(`week ${w.week}: no press`);
      const calves = all.some((e) => e.category === "prehab" && lib(e)?.regions.includes("calf/achilles"));
      if (quick && !calves) bad.push(`week ${w.week}: a fast bowler's week with no calf or Achilles work`);
    }
    return bad;
  },
  "speed and agility means a sprint and a change of direction every week": (a, p) => {
    if (!a.goals.includes("Speed & Agility")) return [];
    if (injuredAt(a, 1).some((r) => LEG_REGIONS.includes(r.region) || r.region === "lumbar spine")) return [];
    const bad: string[] = [];
    for (const w of p.weeks) {
      const all = w.sessions.flatMap((s) => s.exercises);
      if (!all.some((e) => e.category === "speed" && !CHANGE_OF_DIRECTION.has(e.exerciseId)))
        bad.push(`week ${w.week}: no sprint`);
      if (!all.some((e) => CHANGE_OF_DIRECTION.has(e.exerciseId) || lib(e)?.pattern === "change-of-direction"))
        bad.push(`week ${w.week}: no change of direction`);
    }
    return bad;
  },
  "a spinner rotates and a quick keeps the low back robust, every week": (a, p) => {
    const bad: string[] = [];
    // Twisting loads the low back, the side and the hip, and a throw the arm: an injury there rules rotation out for a while.
    const trunk = injuredAt(a, 1).some((r) =>
      ["lumbar spine", "trunk/side", "groin/hip", "shoulder", "elbow", "wrist/hand"].includes(r.region),
    );
    for (const w of p.weeks) {
      const all = w.sessions.flatMap((s) => s.exercises);
      if (SPIN_ROLES.includes(a.primaryRole) && !trunk && !all.some((e) => lib(e)?.qualities.includes("rotation")))
        bad.push(`week ${w.week}: no rotation for a spinner`);
      if (
        FAST_ROLES.includes(a.primaryRole) &&
        !all.some((e) => lib(e)?.qualities.some((q) => q === "anti-extension" || q === "anti-rotation"))
      )
        bad.push(`week ${w.week}: no lumbar robustness for a quick`);
    }
    return bad;
  },
};
