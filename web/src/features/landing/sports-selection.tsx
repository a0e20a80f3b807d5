import { useNavigate } from "#web/app/nav.tsx";
import { SPORTS } from "#domain/site";
import { useSelectedSport } from "#web/lib/selected-sport.tsx";
import { SportIcon } from "#web/components/sport-icon.tsx";

type Sport = (typeof SPORTS)[number];

function CardBody({ sport, cta }: { sport: Sport; cta?: string }) {
  const live = sport.status === "active";
  return (
    <>
      <span className="flex w-full flex-wrap items-start justify-between gap-2">
        <SportIcon sport={sport.slug} className="h-10 w-10 sm:h-12 sm:w-12" />
        <span className={`chip whitespace-nowrap ${live ? "chip-live" : "chip-soon"}`}>
          {live ? "Live" : "COMING SOON"}
        </span>
      </span>
      <span className="mt-auto font-display text-lg font-black tracking-wide text-fg sm:text-xl">{sport.name}</span>
      {cta && (
        <span className="-mt-2 inline-flex items-center whitespace-nowrap gap-1.5 text-sm font-semibold text-neon-cyan">
          {cta}
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="icon h-4 w-4 transition-transform duration-300 group-hover:translate-x-1"
          >
            <path d="M5 12h14m-6-6 6 6-6 6" />
          </svg>
        </span>
      )}
    </>
  );
}

const card =
  "relative flex h-full min-h-40 w-full flex-col items-start gap-4 rounded-2xl border p-5 text-left sm:min-h-48 sm:p-6";

/**
 * The sports grid (spec §2). Cricket (live) and Badminton (a coming-soon page) store the selected
 * sport and navigate; the other four are announcements, not controls, so they render as plain text.
 */
export function SportsSelection() {
  const navigate = useNavigate();
  const { setSport } = useSelectedSport();

  return (
    <section id="sports-selection" aria-labelledby="sports-title" className="mt-24 scroll-mt-24">
      <h3 id="sports-title" className="text-center text-2xl font-black sm:text-3xl">
        Choose your <span className="text-gradient">sport</span>
      </h3>
      <p className="mx-auto mt-3 max-w-xl text-center text-sm text-muted sm:text-base">
        Cricket is live. Badminton is next, with the rest of the roster close behind.
      </p>
      <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3">
        {SPORTS.map((sport) => (
          <li key={sport.slug} data-testid={`sport-card-${sport.slug}`}>
            {sport.route === null ? (
              <div className={`${card} border-border/70 bg-surface/50 text-muted/70`}>
                <CardBody sport={sport} />
              </div>
            ) : (
              <button
                type="button"
                data-navigates
                onClick={() => {
                  setSport(sport.slug);
                  navigate(sport.route);
                }}
                className={`group ${card} cursor-pointer transition-all duration-300 hover:-translate-y-1 ${
                  sport.status === "active"
                    ? "border-neon-cyan/60 bg-surface-2 text-neon-cyan shadow-glow hover:shadow-[0_0_36px_rgb(34_211_238/.5)]"
                    : "border-neon-magenta/40 bg-surface text-neon-magenta hover:border-neon-magenta/80 hover:shadow-glow-magenta"
                }`}
              >
                <CardBody sport={sport} cta={sport.status === "active" ? "Start now" : "Take a look"} />
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
