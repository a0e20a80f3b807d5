import { SectionHeading } from "./section-heading.tsx";

// Each problem has its own icon and a neon accent (not the error red: these are the problems we
// solve, not errors on the page). Issue #16.
const PROBLEMS = [
  [
    "Plans written for the gym",
    "Bodybuilding splits and copy-paste routines chase the mirror, not the scoreboard. They ignore what your sport asks of your body.",
    // a dumbbell
    "M6.5 7v10M17.5 7v10M3.5 10v4M20.5 10v4M6.5 12h11",
    "border-neon-cyan/40 bg-neon-cyan/10 text-neon-cyan",
  ],
  [
    "Every role trained the same",
    "A fast bowler, a spinner and a wicketkeeper need different bodies. Most programs hand them the same sheet.",
    // one sheet copied for everyone
    "M9 8h10v12H9zM6 16H5V4h10v1M12 12h4m-4 4h4",
    "border-neon-violet/50 bg-neon-violet/15 text-[#b69cff]",
  ],
  [
    "Your life left out",
    "Age, level, training time, injuries and the kit you can reach decide what will work. Few plans ever ask.",
    // a clock: the time you actually have
    "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4.5V12l3 2",
    "border-neon-magenta/40 bg-neon-magenta/10 text-neon-magenta",
  ],
];

export function ProblemSection() {
  return (
    <section aria-labelledby="problem-title" className="shell pb-16 pt-12 lg:pb-24 lg:pt-16">
      <SectionHeading id="problem-title" eyebrow="Why GameReady" title="The Problem">
        Athletes put hours into the gym and still feel a step slow on match day. The work is real; it is aimed at the
        wrong target.
      </SectionHeading>
      <ol className="mt-14 grid gap-5 md:grid-cols-3">
        {PROBLEMS.map(([title, text, icon, tone], i) => (
          <li
            key={title}
            className="relative overflow-hidden p-7 card-glow transition-transform duration-300 hover:-translate-y-1"
          >
            <span
              aria-hidden="true"
              data-testid="problem-number"
              className="absolute right-5 top-4 font-display text-6xl font-black leading-none text-stroke opacity-70"
            >
              0{i + 1}
            </span>
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              data-testid="problem-icon"
              className={`icon h-11 w-11 rounded-xl border p-2.5 ${tone}`}
            >
              <path d={icon} />
            </svg>
            <h3 className="card-title mt-5">{title}</h3>
            <p className="card-text">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
