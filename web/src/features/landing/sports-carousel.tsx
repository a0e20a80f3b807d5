import { useState } from "react";
import { CAROUSEL_INTERVAL_MS, CAROUSEL_ITEMS, type SportSlug } from "#domain/site";
import { SportIcon } from "#web/components/sport-icon.tsx";
import { useCycle } from "./use-cycle.ts";

const SLIDES: [SportSlug, string, string, string, string][] = [
  [
    "cricket",
    "Cricket",
    "Live now",
    "Plans for batsmen, fast and spin bowlers, all-rounders and wicketkeepers.",
    "text-neon-lime",
  ],
  [
    "badminton",
    "Badminton",
    "Coming soon",
    "Court movement and footwork, jump and agility, racket speed.",
    "text-neon-magenta",
  ],
  [
    "running",
    "More sports",
    "On the way",
    "Running, football, javelin and basketball are next in line.",
    "text-neon-cyan",
  ],
];
const slides = SLIDES.slice(0, CAROUSEL_ITEMS);

/**
 * The sports carousel (spec §2): 3 items, the next one every 2000 ms. A pause button (WCAG
 * 2.2.2) stops it; while paused, changes are announced politely.
 */
export function SportsCarousel() {
  const [paused, setPaused] = useState(false);
  const [active, setActive] = useCycle(slides.length, CAROUSEL_INTERVAL_MS, paused);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured sports"
      data-testid="sports-carousel"
      data-active-index={active}
    >
      <div className="relative h-56" aria-live={paused ? "polite" : "off"}>
        {slides.map(([sport, title, status, text, accent], i) => (
          // biome-ignore lint/a11y/useSemanticElements: a carousel slide is role="group" with aria-roledescription="slide" (WAI-ARIA APG carousel); a fieldset would announce a form.
          <div
            key={title}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
            aria-hidden={i !== active}
            data-testid="carousel-slide"
            data-active={i === active}
            className={`absolute inset-0 flex flex-col transition-all duration-700 ${i === active ? "" : "pointer-events-none translate-x-6 opacity-0"}`}
          >
            <div className="mb-auto flex items-start justify-between">
              <span className={`tile h-20 w-20 rounded-2xl border border-border bg-bg/60 shadow-glow ${accent}`}>
                <SportIcon sport={sport} className="h-12 w-12" />
              </span>
              <span className={`chip border-current/40 ${accent}`}>{status}</span>
            </div>
            <p className="font-display text-3xl font-black tracking-wide">{title}</p>
            <p className="card-text">{text}</p>
          </div>
        ))}
      </div>

      <div className="mt-6 flex items-center justify-between">
        <div className="flex gap-2">
          {slides.map(([, title], i) => (
            <button
              key={title}
              type="button"
              aria-label={`Show slide ${i + 1}: ${title}`}
              aria-current={i === active || undefined}
              onClick={() => setActive(i)}
              className="group h-8 cursor-pointer px-0.5"
            >
              <span
                className={`block h-1.5 rounded-full transition-all duration-500 ${i === active ? "w-10 bg-gradient-neon shadow-glow" : "w-4 bg-border group-hover:bg-muted"}`}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={() => setPaused(!paused)}
          aria-label={paused ? "Play carousel" : "Pause carousel"}
          className="icon-btn h-9 w-9 border border-border hover:border-neon-cyan"
        >
          <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden="true" fill="currentColor">
            <path d={paused ? "M8 5v14l11-7z" : "M7 5h3.5v14H7zm6.5 0H17v14h-3.5z"} />
          </svg>
        </button>
      </div>
    </section>
  );
}
