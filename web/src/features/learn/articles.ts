import { ARTICLES_PER_TOPIC, LEARN_CATEGORIES, LEARN_SPORTS, SPORTS, type LearnCategorySlug } from "#domain/site";
import { cricketArticlesIn } from "./cricket-articles.ts";

/**
 * The learn section's placeholder articles (spec §2: five per category and sport). Each is a
 * title and a summary of what the full read will cover; the full texts are "coming soon".
 * Generated from a few facts per sport crossed with five themes per category, so 90 entries
 * stay consistent and each still says something specific to its sport. Cricket's five per
 * category are real articles (cricket-articles.ts), each with its own page.
 */
export type LearnSportSlug = (typeof LEARN_SPORTS)[number];

export interface Article {
  id: string;
  title: string;
  summary: string;
  readMinutes: number;
  /** The article's own page: cricket's are written (issue #16); the other sports' are still placeholders. */
  href?: string;
}

interface SportFacts {
  /** The movements that define the sport. */
  actions: string;
  /** Where athletes in this sport most often get hurt. */
  injuryAreas: string;
  /** What the sport asks of the energy systems. */
  demands: string;
  /** Joints and tissues that need range of motion. */
  mobility: string;
  /** The moment pressure peaks. */
  pressureMoment: string;
  /** How long focus must last. */
  focusSpan: string;
  /** A typical mistake to recover from. */
  mistake: string;
  /** A season's rhythm. */
  season: string;
}

const FACTS: Record<LearnSportSlug, SportFacts> = {
  cricket: {
    actions: "bowling, batting, throwing and sprinting between the wickets",
    injuryAreas: "the lower back of fast bowlers, hamstrings and side strains",
    demands: "repeated short sprints spread across long days in the field",
    mobility: "thoracic rotation, hips and shoulders",
    pressureMoment: "defending ten runs in the final over",
    focusSpan: "a full day in the field, ball after ball",
    mistake: "a dropped catch or a soft dismissal",
    season: "nets, pre-season and a long run of matches",
  },
  basketball: {
    actions: "jumping, cutting, landing and quick changes of pace",
    injuryAreas: "ankle sprains, the patellar tendon and knee ligaments",
    demands: "repeated high-intensity bursts over four quarters",
    mobility: "ankles, hips and the upper back",
    pressureMoment: "two free throws with the game on the line",
    focusSpan: "four quarters of constant switches between attack and defence",
    mistake: "a turnover or a missed open shot",
    season: "tryouts, a packed league schedule and playoffs",
  },
  badminton: {
    actions: "deep lunges, jump smashes and explosive changes of direction",
    injuryAreas: "the Achilles tendon, knees and the hitting shoulder",
    demands: "short, fierce rallies with only seconds to recover",
    mobility: "hips, ankles and shoulder rotation",
    pressureMoment: "the deciding game at 20-all",
    focusSpan: "rally after rally where one lapse costs a point",
    mistake: "an unforced error into the net",
    season: "back-to-back tournament weekends",
  },
  running: {
    actions: "thousands of repeated strides and ground contacts",
    injuryAreas: "shins, the Achilles tendon and runner's knee",
    demands: "a deep aerobic base with tempo and speed on top",
    mobility: "hips, ankles and the big toe",
    pressureMoment: "the last kilometre when the legs are burning",
    focusSpan: "long efforts where pacing decides the result",
    mistake: "going out too fast and fading",
    season: "base building, sharpening and race blocks",
  },
  javelin: {
    actions: "the run-up, the block and a whip-like throw through the whole body",
    injuryAreas: "the throwing elbow, shoulder and lower back",
    demands: "short maximal efforts with full recovery between them",
    mobility: "shoulder external rotation, thoracic extension and hips",
    pressureMoment: "the last of six attempts needing a big mark",
    focusSpan: "long waits broken by a few seconds of all-out effort",
    mistake: "a foul or a flat first throw",
    season: "a winter of strength work and a short competition peak",
  },
  football: {
    actions: "sprinting, cutting, kicking and tackling",
    injuryAreas: "hamstrings, the groin and the ACL",
    demands: "ninety minutes of intermittent running with repeated sprints",
    mobility: "hips, groin and ankles",
    pressureMoment: "stepping up to take a penalty",
    focusSpan: "ninety minutes of reading play on and off the ball",
    mistake: "a misplaced pass that leads to a goal",
    season: "pre-season, a weekly match rhythm and congested fixture runs",
  },
};

type Theme = (sport: string, f: SportFacts) => Omit<Article, "id">;

const THEMES: Record<LearnCategorySlug, Theme[]> = {
  "learn-your-body": [
    (s, f) => ({
      title: `The Muscles Behind ${s}`,
      summary: `Which muscles drive ${f.actions}, and how the gym can make each one stronger for the game.`,
      readMinutes: 6,
    }),
    (s, f) => ({
      title: `Staying Injury-Free in ${s}`,
      summary: `The common trouble spots (${f.injuryAreas}) and the simple strength and load habits that protect them.`,
      readMinutes: 7,
    }),
    (s, f) => ({
      title: `Fuel and Hydration for ${s}`,
      summary: `What to eat and drink around training and matches when the sport asks for ${f.demands}.`,
      readMinutes: 5,
    }),
    (s) => ({
      title: `Recovery and Sleep for ${s} Athletes`,
      summary: `Why adaptation happens between sessions, and a realistic routine for sleep, rest days and easy weeks.`,
      readMinutes: 5,
    }),
    (s, f) => ({
      title: `Mobility That Matters in ${s}`,
      summary: `A short routine for ${f.mobility}: the range of motion your sport actually uses, and nothing it does not.`,
      readMinutes: 4,
    }),
  ],
  "master-your-mind": [
    (s) => ({
      title: `Building a Pre-Performance Routine for ${s}`,
      summary: `A repeatable routine before every match and every key moment, so nerves turn into readiness.`,
      readMinutes: 5,
    }),
    (_s, f) => ({
      title: `Handling Pressure When It Counts`,
      summary: `Breathing, self-talk and a clear plan for moments like ${f.pressureMoment}.`,
      readMinutes: 6,
    }),
    (s, f) => ({
      title: `Focus That Lasts: Concentration in ${s}`,
      summary: `How to switch on and off so attention holds through ${f.focusSpan}.`,
      readMinutes: 5,
    }),
    (_s, f) => ({
      title: `Bouncing Back from Mistakes`,
      summary: `A reset routine for the seconds after ${f.mistake}, so one error does not become three.`,
      readMinutes: 4,
    }),
    (s, f) => ({
      title: `Setting Goals for Your ${s} Season`,
      summary: `Turning ${f.season} into process goals you control, with checkpoints that keep training honest.`,
      readMinutes: 5,
    }),
  ],
  "get-inspired": [
    (s) => ({
      title: `Consistency Beats Talent: ${s} Training Habits`,
      summary: `What the athletes who keep improving do week in, week out, and how to copy the habits rather than the highlights.`,
      readMinutes: 5,
    }),
    (s) => ({
      title: `Comebacks: Returning to ${s} Stronger`,
      summary: `How athletes rebuild after injury: patience, graded loading and the mindset that gets them competing again.`,
      readMinutes: 6,
    }),
    (s) => ({
      title: `Late Starters Who Made It in ${s}`,
      summary: `Why it is rarely too late to get better, and what a late start can teach about learning fast.`,
      readMinutes: 4,
    }),
    (s, f) => ({
      title: `Inside an Elite ${s} Training Week`,
      summary: `How top athletes balance skill work, strength and recovery across ${f.season}.`,
      readMinutes: 6,
    }),
    (s) => ({
      title: `Small Wins: Tracking Your ${s} Progress`,
      summary: `Simple numbers and notes that show you are improving, even in the weeks when it does not feel like it.`,
      readMinutes: 4,
    }),
  ],
};

export const sportName = (slug: LearnSportSlug) => SPORTS.find((s) => s.slug === slug)?.name ?? slug;

export const isLearnCategory = (v: string | undefined): v is LearnCategorySlug =>
  LEARN_CATEGORIES.some((c) => c.slug === v);
export const isLearnSport = (v: string | undefined): v is LearnSportSlug => LEARN_SPORTS.some((s) => s === v);

export function articlesFor(category: LearnCategorySlug, sport: LearnSportSlug): Article[] {
  if (sport === "cricket")
    return cricketArticlesIn(category).map((a) => ({
      id: `${category}-cricket-${a.slug}`,
      title: a.title,
      summary: a.summary,
      readMinutes: a.readMinutes,
      href: `/learn/${category}/cricket/${a.slug}`,
    }));
  return THEMES[category].slice(0, ARTICLES_PER_TOPIC).map((theme, i) => ({
    id: `${category}-${sport}-${i + 1}`,
    ...theme(sportName(sport), FACTS[sport]),
  }));
}
