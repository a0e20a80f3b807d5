import { EXPLAINER_STEP_MS } from "./landing-timing.ts";
import { useCycle } from "./use-cycle.ts";

const STEPS = [
  [
    "Pick a sport",
    "Choose your game. Cricket is live today; more sports are on the way.",
    "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 8v8m-4-4h8",
  ],
  [
    "Answer a questionnaire",
    "Ten quick steps: your role, level, abilities, training time, injuries, goals and equipment.",
    "M8 4h8l3 3v13H5V4h3zm1 7h6m-6 4h6",
  ],
  [
    "Get a custom plan",
    "An 8-week plan in two phases, shaped by your answers and delivered by your coach.",
    "m5 13 4 4L19 7",
  ],
];

/**
 * The three-step explainer (spec §1): one step at a time is highlighted (scaled, glowing) and the
 * highlight moves on by itself. Under reduced motion the highlight stays, the animation goes.
 */
export function PathSteps() {
  const [active] = useCycle(STEPS.length, EXPLAINER_STEP_MS);
  return (
    <ol className="relative mt-14 grid gap-6 md:grid-cols-3 md:gap-10" data-testid="path-steps">
      {STEPS.map(([title, text, icon], i) => {
        const on = i === active;
        return (
          <li
            key={title}
            aria-current={on ? "step" : undefined}
            data-active={on}
            className={`relative rounded-2xl border p-6 transition-all duration-500 sm:p-7 ${
              on
                ? "z-10 scale-[1.04] border-neon-cyan/70 bg-surface-2 shadow-glow motion-safe:animate-glow-pulse"
                : "border-border bg-surface/80 opacity-75"
            }`}
          >
            {/* The connector lives in the gap to the next step (issue #16: one line across the row ran
                through the cards of steps 2 and 3), level with the number badges. */}
            {i < STEPS.length - 1 && (
              <span
                aria-hidden="true"
                data-testid="path-connector"
                className="absolute left-full top-[3.06rem] hidden h-0.5 w-10 rounded-full bg-gradient-neon opacity-70 md:block"
              />
            )}
            <div className="flex items-center gap-4">
              <span
                aria-hidden="true"
                className={`tile h-11 w-11 font-display text-lg font-black transition-colors duration-500 ${on ? "bg-gradient-neon text-bg" : "border border-border bg-bg text-muted"}`}
              >
                {i + 1}
              </span>
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className={`icon h-6 w-6 transition-colors duration-500 ${on ? "text-neon-cyan" : "text-muted"}`}
              >
                <path d={icon} />
              </svg>
            </div>
            <h3 className="card-title mt-5">
              <span className="sr-only">Step {i + 1}: </span>
              {title}
            </h3>
            <p className="card-text">{text}</p>
          </li>
        );
      })}
    </ol>
  );
}
