import { HashLink } from "#web/components/layout/hash-link.tsx";
import { AthletesBadge } from "./athletes-badge.tsx";
import { SportsCarousel } from "./sports-carousel.tsx";

const STATS = [
  { value: "8", label: "week plan" },
  { value: "2", label: "phases of 4 weeks" },
  { value: "10", label: "step assessment" },
];

/**
 * The pitch (spec §1): the gym should serve the game. On a phone the spacing is tighter so the
 * figures and the athletes badge sit above the cookie banner on first load (issue #16).
 */
export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-grid" />
      <div
        aria-hidden="true"
        className="absolute -left-40 top-10 -z-10 h-80 w-80 rounded-full bg-neon-violet/25 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -right-32 top-40 -z-10 h-72 w-72 rounded-full bg-neon-cyan/15 blur-3xl"
      />

      <div className="shell grid items-center gap-10 pb-8 pt-6 sm:gap-14 sm:pt-16 lg:grid-cols-[1.15fr_1fr] lg:gap-16 lg:pb-12 lg:pt-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-neon-lime/40 bg-neon-lime/10 px-3.5 py-1.5 text-xs font-semibold text-neon-lime">
            <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-neon-lime shadow-glow-lime" />
            Cricket is live · more sports coming
          </p>
          <h1
            id="hero-title"
            className="mt-5 sm:mt-6 text-[2.1rem] font-black leading-[1.08] min-[400px]:text-[2.4rem] sm:text-5xl lg:text-6xl xl:text-[4.25rem]"
          >
            The gym should <span className="text-gradient">serve the game.</span>
          </h1>
          <p className="mt-4 max-w-xl text-base sm:mt-6 leading-relaxed text-muted sm:text-lg">
            GameReady builds your gym training around your sport, your role and your circumstances. Pick a sport, answer
            a short questionnaire and get a custom plan made for match day.
          </p>
          <div className="mt-7 flex flex-col gap-3 min-[400px]:flex-row sm:mt-9">
            <HashLink to="/#start-your-path" className="btn btn-xl btn-hero h-12 sm:h-14">
              Start Your Path
              <svg viewBox="0 0 24 24" className="icon h-5 w-5" aria-hidden="true" strokeWidth="2.5">
                <path d="M5 12h14m-6-6 6 6-6 6" />
              </svg>
            </HashLink>
            <HashLink to="/#sports-selection" className="btn btn-xl btn-outline h-12 sm:h-14">
              Choose your sport
            </HashLink>
          </div>
          <ul className="mt-8 grid max-w-lg grid-cols-3 gap-4 border-t border-border/70 pt-4 sm:mt-12 sm:pt-6">
            {STATS.map((s) => (
              <li key={s.label}>
                <span className="block font-display text-2xl font-black text-fg sm:text-3xl">{s.value}</span>
                <span className="mt-1 block text-xs leading-snug text-muted sm:text-sm">{s.label}</span>
              </li>
            ))}
          </ul>
        </div>

        <div className="relative mx-auto mt-4 w-full max-w-md sm:mt-6 lg:mt-0 lg:max-w-none">
          <div
            aria-hidden="true"
            className="absolute -inset-px rounded-[1.75rem] bg-gradient-neon opacity-60 blur-xl"
          />
          <div className="relative rounded-3xl border border-neon-violet/40 bg-surface/95 p-6 shadow-glow sm:p-8">
            <p className="mb-6 text-xs font-semibold uppercase tracking-[0.2em] text-muted">Sports</p>
            <SportsCarousel />
          </div>
          <AthletesBadge className="absolute -right-2 -top-9 sm:-right-6" />
        </div>
      </div>
    </section>
  );
}
