import { SectionHeading } from "./section-heading.tsx";

const BELIEFS = [
  ["The gym should serve the game.", "Strength that never reaches the field is decoration. We train for transfer."],
  [
    "Train the role, not just the athlete.",
    "A spinner's shoulder and a keeper's hips ask different questions. Plans should answer them.",
  ],
  [
    "Your circumstances are part of the plan.",
    "Two days a week with dumbbells deserves a plan as serious as a full gym every day.",
  ],
  ["Consistency beats intensity.", "Eight focused weeks you can finish beat a heroic program you abandon."],
];

export function BeliefsSection() {
  return (
    <section aria-labelledby="beliefs-title" className="shell section-y">
      <SectionHeading id="beliefs-title" eyebrow="Our creed" title="What We Believe" />
      <ol className="mt-14 grid gap-5 sm:grid-cols-2">
        {BELIEFS.map(([title, text], i) => (
          <li key={title} className="relative flex gap-5 overflow-hidden p-7 card-glow">
            <span aria-hidden="true" className="absolute inset-y-0 left-0 w-1 bg-gradient-neon" />
            <span aria-hidden="true" className="font-display text-3xl font-black text-gradient">
              0{i + 1}
            </span>
            <div>
              <h3 className="card-title">{title}</h3>
              <p className="card-text">{text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
