import { Link } from "#web/app/nav.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Icon, type IconName } from "./site-icons.tsx";

const FOCUS: { title: string; text: string; icon: IconName }[] = [
  {
    title: "Court movement and footwork",
    text: "Split steps, lunges and recovery steps that get you to every corner and back.",
    icon: "footprints",
  },
  {
    title: "Jump and agility",
    text: "Explosive take-offs for jump smashes and soft landings that protect knees and ankles.",
    icon: "bolt",
  },
  {
    title: "Racket speed",
    text: "Shoulder, forearm and trunk power for faster swings and safer shoulders.",
    icon: "gauge",
  },
  {
    title: "Sport-specific conditioning",
    text: "Short, fierce intervals that match the rhythm of real rallies.",
    icon: "heart",
  },
];

/** /badminton-coming-soon (spec §2). */
export default function BadmintonComingSoonPage() {
  return (
    <section className="mx-auto max-w-4xl px-5 py-14 text-center sm:px-6 sm:py-20">
      <title>Badminton: coming soon · GameReady</title>
      <p className="inline-block rounded-full border border-neon-magenta/60 px-4 py-1 font-display text-xs uppercase tracking-[0.3em] text-neon-magenta shadow-glow-magenta">
        Coming soon
      </p>
      <h1 className="mt-6 text-4xl text-gradient sm:text-6xl">Badminton</h1>
      <p className="mx-auto mt-5 max-w-xl text-muted sm:text-lg">
        We are building badminton training plans shaped by the game. Here is what they will focus on:
      </p>
      <ul className="mt-10 grid gap-4 text-left sm:grid-cols-2">
        {FOCUS.map((f) => (
          <li key={f.title} className="card-glow flex gap-4 p-5">
            <span className="grid h-11 w-11 shrink-0 place-items-center rounded-xl border border-border bg-surface text-neon-cyan">
              <Icon name={f.icon} className="h-6 w-6" />
            </span>
            <span>
              <span className="block font-semibold text-fg">{f.title}</span>
              <span className="mt-1 block text-sm leading-relaxed text-muted">{f.text}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-muted">Cricket plans are live today.</p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <Button asChild variant="hero" size="lg">
          <Link to="/">
            <Icon name="back" className="h-5 w-5" /> Back to Home
          </Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to="/cricket">Try Cricket</Link>
        </Button>
      </div>
    </section>
  );
}
