import { Link } from "#web/app/nav.tsx";
import { CricketFigure, type FigureKind } from "#web/components/art/cricket-figures.tsx";
import { Icon, type IconName } from "./site-icons.tsx";

const CHOICES: { to: string; title: string; text: string; cta: string; icon: IconName; accent: string }[] = [
  {
    to: "/cricket-questionnaire",
    title: "Build My Plan",
    text: "Answer 10 quick questions about your role, level and goals. We shape an 8-week gym program around your game.",
    cta: "Start the questionnaire",
    icon: "clipboard",
    accent: "from-neon-cyan/25",
  },
  {
    to: "/cricket-learn",
    title: "Learn & Grow",
    text: "Short reads on your body, your mind and the habits of athletes who keep getting better.",
    cta: "Explore articles",
    icon: "book",
    accent: "from-neon-magenta/25",
  },
];

// The three roles drawn out (issue #16): the page reads as cricket before a word is read.
const FIGURES: [FigureKind, string][] = [
  ["bowler", "Bowl"],
  ["keeper", "Keep"],
  ["batter", "Bat"],
];

/** /cricket: the two ways in (spec §2). */
export default function CricketPage() {
  return (
    <section className="mx-auto max-w-5xl px-5 py-14 sm:px-6 sm:py-20">
      <title>Cricket · GameReady</title>
      <header className="mx-auto max-w-2xl text-center">
        <p className="font-display text-xs uppercase tracking-[0.3em] text-neon-cyan">Cricket</p>
        <h1 className="mt-3 text-3xl leading-tight text-gradient sm:text-5xl">Choose your path</h1>
        <p className="mt-5 text-muted sm:text-lg">
          Get a training plan built for your role, or start learning what makes cricketers faster, stronger and sharper.
        </p>
      </header>
      <ul className="mx-auto mt-10 flex max-w-md justify-center gap-4 sm:gap-8" data-testid="cricket-figures">
        {FIGURES.map(([kind, label]) => (
          <li key={kind} className="flex flex-col items-center">
            <CricketFigure
              kind={kind}
              className="h-20 w-20 text-muted drop-shadow-[0_0_12px_rgb(139_92_246/0.5)] sm:h-28 sm:w-28"
            />
            <span className="font-display text-[0.7rem] font-bold uppercase tracking-[0.25em] text-muted">{label}</span>
          </li>
        ))}
      </ul>
      <ul className="mt-10 grid gap-5 md:grid-cols-2">
        {CHOICES.map((c) => (
          <li key={c.to}>
            <Link
              to={c.to}
              className={`group card-glow relative flex h-full flex-col overflow-hidden p-7 transition duration-200 hover:-translate-y-1 hover:border-neon-cyan/60 hover:shadow-glow sm:p-9`}
            >
              <span
                className={`pointer-events-none absolute inset-0 bg-gradient-to-br ${c.accent} to-transparent to-60% opacity-70`}
                aria-hidden="true"
              />
              <span className="relative grid h-14 w-14 place-items-center rounded-2xl border border-border bg-surface text-neon-cyan">
                <Icon name={c.icon} className="h-7 w-7" />
              </span>
              <h2 className="relative mt-6 text-2xl text-fg sm:text-3xl">{c.title}</h2>
              <p className="relative mt-3 flex-1 leading-relaxed text-muted">{c.text}</p>
              <span className="relative mt-8 inline-flex items-center gap-2 font-semibold text-neon-cyan">
                {c.cta}
                <Icon name="arrow" className="h-4 w-4 transition-transform group-hover:translate-x-1" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
