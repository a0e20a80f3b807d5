import { CricketFigure, type FigureKind } from "#web/components/art/cricket-figures.tsx";
import { SectionHeading } from "./section-heading.tsx";

// What each role's plan leans on, from the project's conditioning notes ("By role":
// Orchard et al. 2017; Sholto-Douglas et al. 2020; Wong et al. 2024), kept to what the generator acts on.
const ROLES: { kind: FigureKind; title: string; text: string }[] = [
  {
    kind: "bowler",
    title: "The quick",
    text: "Delivery stride, over after over: a trunk that resists bending and twisting, strong hamstrings and calves, and landings the front leg can take.",
  },
  {
    kind: "keeper",
    title: "The keeper",
    text: "A crouch for every ball and a dive either side: hip and ankle mobility, change of direction and leg power for the take down the leg side.",
  },
  {
    kind: "batter",
    title: "The batter",
    text: "Short, sharp runs and a full swing through the line: acceleration, turning, hamstrings built to brake, and rotational power.",
  },
];

/** The three cricket roles drawn out (issue #16): what "train the role" means, before the why. */
export function RolesBand() {
  return (
    <section aria-labelledby="roles-title" className="shell pb-16 lg:pb-24" data-testid="roles-band">
      <SectionHeading id="roles-title" eyebrow="Made for cricket" title="Every role, its own plan">
        A quick, a keeper and a batter ask different things of their bodies. Your plan starts from yours.
      </SectionHeading>
      <ul className="mt-12 grid gap-5 sm:grid-cols-3">
        {ROLES.map((r) => (
          <li
            key={r.kind}
            className="group relative flex items-center gap-4 overflow-hidden p-5 card-glow sm:block sm:p-6"
          >
            <div
              aria-hidden="true"
              className="absolute -right-10 -top-10 h-40 w-40 rounded-full bg-neon-violet/15 blur-2xl"
            />
            <CricketFigure
              kind={r.kind}
              className="relative h-24 w-24 shrink-0 text-muted sm:mx-auto sm:h-36 sm:w-36 drop-shadow-[0_0_14px_rgb(139_92_246/0.45)] motion-safe:transition-transform motion-safe:duration-300 group-hover:scale-105"
            />
            <div className="relative sm:mt-4 sm:text-center">
              <h3 className="card-title">{r.title}</h3>
              <p className="card-text">{r.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
