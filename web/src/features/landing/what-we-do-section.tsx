import { SectionHeading } from "./section-heading.tsx";

const POINTS = [
  {
    title: "Sport-first programming",
    text: "We start from what your game demands: the sprint between the wickets, the bowling load, the dive at slip. Then we build the gym work that feeds it.",
    icon: "M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6-4.5-4.2 6.1-.7z",
  },
  {
    title: "Built from your answers",
    text: "Your age group, level, role, self-rated abilities, training time, injuries, goals and equipment shape every session.",
    icon: "M9 5h10M9 12h10M9 19h10M4 5l1 1 2-2M4 12l1 1 2-2M4 19l1 1 2-2",
  },
  {
    title: "8 weeks, two phases",
    text: "Phase 1 (weeks 1-4) builds the base; Phase 2 (weeks 5-8) turns it into match power and speed. Your coach delivers each phase as a PDF.",
    icon: "M5.5 5h13a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2h-13a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM3.5 10h17M8 3v4m8-4v4",
  },
];

/** What We Do: also the footer's "About" target (id="about"). */
export function WhatWeDoSection() {
  return (
    <section
      id="about"
      aria-labelledby="what-we-do-title"
      className="scroll-mt-24 border-y border-border/60 bg-surface/40"
    >
      <div className="shell section-y grid gap-14 lg:grid-cols-[1fr_1.2fr] lg:items-center">
        <SectionHeading id="what-we-do-title" eyebrow="About us" title="What We Do" left>
          We turn the gym into a training ground for your sport. Every plan is shaped by your sport, your role and your
          circumstances, so the strength you build shows up on the field.
        </SectionHeading>
        <ul className="grid gap-4">
          {POINTS.map((p) => (
            <li key={p.title} className="flex gap-5 p-6 card-glow transition-colors hover:border-neon-cyan/50">
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className="icon tile h-12 w-12 bg-gradient-neon p-3 text-bg shadow-glow"
              >
                <path d={p.icon} />
              </svg>
              <div>
                <h3 className="card-title">{p.title}</h3>
                <p className="card-text">{p.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
