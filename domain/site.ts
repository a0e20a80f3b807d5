/** Sports, learn categories and other constants the whole product shares (spec §1, §2, §9). */

export type SportStatus = "active" | "coming-soon-page" | "coming-soon";

export const SPORTS = [
  { slug: "cricket", name: "Cricket", status: "active", route: "/cricket" },
  { slug: "badminton", name: "Badminton", status: "coming-soon-page", route: "/badminton-coming-soon" },
  { slug: "running", name: "Running", status: "coming-soon", route: null },
  { slug: "football", name: "Football", status: "coming-soon", route: null },
  { slug: "javelin", name: "Javelin", status: "coming-soon", route: null },
  { slug: "basketball", name: "Basketball", status: "coming-soon", route: null },
] as const satisfies readonly { slug: string; name: string; status: SportStatus; route: string | null }[];

export type SportSlug = (typeof SPORTS)[number]["slug"];
export const DEFAULT_SPORT: SportSlug = "cricket";
export const SELECTED_SPORT_STORAGE_KEY = "selectedSport";

/** The learn section's sport picker order (spec §2). */
export const LEARN_SPORTS = ["cricket", "basketball", "badminton", "running", "javelin", "football"] as const;

export const LEARN_CATEGORIES = [
  { slug: "learn-your-body", title: "Learn Your Body" },
  { slug: "master-your-mind", title: "Master Your Mind" },
  { slug: "get-inspired", title: "Get Inspired" },
] as const;
export type LearnCategorySlug = (typeof LEARN_CATEGORIES)[number]["slug"];

export const ARTICLES_PER_TOPIC = 5;
export const MIN_ATHLETE_COUNT = 31;
export const COOKIE_CONSENT_KEY = "cookieConsent";
export const COOKIE_BANNER_DELAY_MS = 1000;
export const CAROUSEL_INTERVAL_MS = 2000;
export const CAROUSEL_ITEMS = 3;
export const NAV_HIDE_THRESHOLD_PX = 100;
export const NAV_STYLED_THRESHOLD_PX = 20;
export const TAGLINE = "Sports Performance Gym Training";

/** The support address ({email} in the spec) when SUPPORT_EMAIL is not set. */
export const DEFAULT_SUPPORT_EMAIL = "support@gameready.example";
/**
 * index.html carries the configured support address in this meta tag: the server writes
 * SUPPORT_EMAIL into it when it serves the page, and the site reads it from there, so the
 * address is runtime configuration with no extra request and no inline script.
 */
export const SUPPORT_EMAIL_META = "gameready:support-email";

/** The badge never shows fewer than 31 athletes (spec §1). */
export const displayedAthleteCount = (profiles: number) => Math.max(MIN_ATHLETE_COUNT, profiles);
