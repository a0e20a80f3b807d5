import { Link } from "#web/app/nav.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Icon, type IconName } from "./site-icons.tsx";

const STEPS: { title: string; text: string; icon: IconName }[] = [
  { title: "Pick your sport", text: "Cricket is live today; badminton and more are on the way.", icon: "target" },
  {
    title: "Answer the questionnaire",
    text: "Ten short steps: age group, level, body, role, abilities, time, injuries, goals and equipment.",
    icon: "clipboard",
  },
  {
    title: "Get your custom plan",
    text: "Create your account and receive a program shaped by your role and circumstances.",
    icon: "bolt",
  },
];

const PHASES = [
  {
    name: "Phase 1",
    weeks: "Weeks 1-4",
    title: "Foundation",
    points: [
      "Movement quality and technique in the main lifts",
      "General strength and muscle balance for your role",
      "Robustness work for the areas your sport stresses",
      "Conditioning base and recovery habits",
    ],
  },
  {
    name: "Phase 2",
    weeks: "Weeks 5-8",
    title: "Power & Performance",
    points: [
      "Heavier strength work built on phase 1",
      "Explosive power: jumps, throws and sprints",
      "Speed and agility patterns from the game",
      "Match-specific conditioning and a planned taper",
    ],
  },
];

const SHAPED_BY = [
  "Playing role",
  "Competition level",
  "Age group",
  "Ability ratings",
  "Days and hours available",
  "Goals (up to two)",
  "Equipment",
  "Injury history",
];

/** /programs: how a GameReady program is built (footer "Train & Learn"). */
export default function ProgramsPage() {
  return (
    <div className="mx-auto max-w-6xl px-5 py-14 sm:px-6 sm:py-20">
      <title>Programs · GameReady</title>
      <header className="mx-auto max-w-3xl text-center">
        <p className="font-display text-xs uppercase tracking-[0.3em] text-neon-cyan">Programs</p>
        <h1 className="mt-3 text-3xl leading-tight text-gradient sm:text-5xl">The gym should serve the game</h1>
        <p className="mt-5 text-muted sm:text-lg">
          Every GameReady program is an 8-week block in two 4-week phases, shaped by your sport, your role and your
          circumstances.
        </p>
      </header>

      <section aria-labelledby="steps-h" className="mt-16">
        <h2 id="steps-h" className="text-center text-2xl sm:text-3xl">
          Three steps
        </h2>
        <ol className="mt-8 grid gap-5 md:grid-cols-3">
          {STEPS.map((s, i) => (
            <li key={s.title} className="card-glow relative p-6">
              <span
                className="absolute right-5 top-4 font-display text-4xl font-black text-gradient opacity-80"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <span className="grid h-12 w-12 place-items-center rounded-xl border border-border bg-surface text-neon-cyan">
                <Icon name={s.icon} className="h-6 w-6" />
              </span>
              <h3 className="mt-5 text-lg">
                <span className="sr-only">Step {i + 1}: </span>
                {s.title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{s.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="phases-h" className="mt-20">
        <h2 id="phases-h" className="text-center text-2xl sm:text-3xl">
          8 weeks, two phases
        </h2>
        <div className="relative mt-8 grid gap-5 md:grid-cols-2">
          {PHASES.map((p, i) => (
            <section
              key={p.name}
              aria-labelledby={`phase-${i}-h`}
              className={`card-glow p-6 sm:p-8 ${i === 0 ? "hover:border-neon-cyan/60" : "hover:border-neon-magenta/60"}`}
            >
              <p
                className={`font-display text-xs uppercase tracking-[0.25em] ${i === 0 ? "text-neon-cyan" : "text-neon-magenta"}`}
              >
                {p.name} · {p.weeks}
              </p>
              <h3 id={`phase-${i}-h`} className="mt-3 text-2xl">
                {p.title}
              </h3>
              <ul className="mt-5 space-y-3">
                {p.points.map((pt) => (
                  <li key={pt} className="flex gap-3 text-sm text-fg/90 sm:text-base">
                    <Icon
                      name="check"
                      className={`mt-0.5 h-5 w-5 shrink-0 ${i === 0 ? "text-neon-cyan" : "text-neon-magenta"}`}
                    />
                    {pt}
                  </li>
                ))}
              </ul>
              <p className="mt-6 text-sm text-muted">Delivered as a PDF your coach uploads to your dashboard.</p>
            </section>
          ))}
        </div>
      </section>

      <section aria-labelledby="shaped-h" className="card-glow mt-20 p-6 text-center sm:p-10">
        <h2 id="shaped-h" className="text-2xl sm:text-3xl">
          Shaped by you
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-muted">
          A fast bowler with a sore back and a batter with two gym days a week should not get the same plan. Yours
          reflects:
        </p>
        <ul className="mt-6 flex flex-wrap justify-center gap-2">
          {SHAPED_BY.map((s) => (
            <li key={s} className="rounded-full border border-border bg-surface px-3.5 py-1.5 text-sm text-fg/90">
              {s}
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild variant="hero" size="lg">
            <Link to="/cricket-questionnaire">Build My Plan</Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to="/cricket-learn">Learn &amp; Grow</Link>
          </Button>
        </div>
        <p className="mt-6 text-xs text-muted">
          General training guidance, not medical advice: if you are injured, check with a physio or doctor first. See
          our{" "}
          <Link className="underline underline-offset-4 hover:text-neon-cyan" to="/terms">
            Terms
          </Link>
          .
        </p>
      </section>
    </div>
  );
}
