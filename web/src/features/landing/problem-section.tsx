import { SectionHeading } from "./section-heading.tsx";

const PROBLEMS = [
  [
    "Plans written for the gym",
    "Bodybuilding splits and copy-paste routines chase the mirror, not the scoreboard. They ignore what your sport asks of your body.",
  ],
  [
    "Every role trained the same",
    "A fast bowler, a spinner and a wicketkeeper need different bodies. Most programs hand them the same sheet.",
  ],
  [
    "Your life left out",
    "Age, level, training time, injuries and the kit you can reach decide what will work. Few plans ever ask.",
  ],
];

export function ProblemSection() {
  return (
    <section aria-labelledby="problem-title" className="shell section-y">
      <SectionHeading id="problem-title" eyebrow="Why GameReady" title="The Problem">
        Athletes put hours into the gym and still feel a step slow on match day. The work is real; it is aimed at the
        wrong target.
      </SectionHeading>
      <ol className="mt-14 grid gap-5 md:grid-cols-3">
        {PROBLEMS.map(([title, text], i) => (
          <li
            key={title}
            className="relative overflow-hidden p-7 card-glow transition-transform duration-300 hover:-translate-y-1"
          >
            <span
              aria-hidden="true"
              className="absolute -right-3 -top-6 font-display text-8xl font-black text-stroke opacity-60"
            >
              0{i + 1}
            </span>
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className="icon h-11 w-11 rounded-xl border border-danger/40 bg-danger/10 p-2.5 text-danger"
            >
              <path d="M12 7v6m0 4h.01" />
              <circle cx="12" cy="12" r="9.5" />
            </svg>
            <h3 className="card-title mt-5">{title}</h3>
            <p className="card-text">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
