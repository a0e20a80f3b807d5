import { Link } from "#web/app/nav.tsx";
import { PROGRAM_LENGTH, planDisplayName, roleLabel } from "#domain/plan-record";
import { ABILITIES } from "#domain/questionnaire-form";
import type { Me } from "../api/get-me.ts";

/** The plan and the saved answers it was built from (issue #3: "the dashboard showing the answers"). */
export function PlanSummary({ plan, answers }: { plan: Me["plan"]; answers: Me["questionnaire"] }) {
  if (!plan || !answers) {
    return (
      <section aria-labelledby="plan-heading" className="card-glow p-6">
        <h2 id="plan-heading" className="text-lg font-bold text-fg">
          Your Plan
        </h2>
        <p className="mt-3 text-muted">
          No assessment saved yet. Answer the questionnaire to get your personalized plan.
        </p>
        <Link
          to="/cricket-questionnaire"
          className="mt-4 inline-block font-semibold text-neon-cyan underline-offset-4 hover:underline"
        >
          Take the assessment
        </Link>
      </section>
    );
  }

  const facts: [string, string | undefined][] = [
    ["Role", answers.primaryRole && roleLabel(answers.primaryRole)],
    ["Level", answers.competitionLevel],
    ["Age group", answers.ageGroup],
    ["Height", answers.height != null ? `${answers.height} cm` : undefined],
    ["Weight", answers.weight != null ? `${answers.weight} kg` : undefined],
    ["Training", [answers.trainingFrequency, answers.trainingDuration].filter(Boolean).join(" · ") || undefined],
    ["Equipment", answers.equipment],
  ];

  return (
    <section aria-labelledby="plan-heading" className="card-glow relative overflow-hidden p-6">
      <div
        aria-hidden="true"
        className="absolute -right-20 -top-20 h-56 w-56 rounded-full bg-neon-violet/25 blur-3xl"
      />
      <p className="relative font-display text-xs uppercase tracking-[0.3em] text-neon-cyan">Your plan</p>
      <h2 id="plan-heading" className="relative mt-2 text-xl font-black leading-snug text-gradient sm:text-2xl">
        {planDisplayName(plan.planName)}
      </h2>
      <p className="relative mt-2 flex flex-wrap gap-2 text-xs font-semibold">
        {/* The program's length only: the record's 3-month term is not the athlete's to decode (decision 0104). */}
        <span className="rounded-full bg-surface-2 px-3 py-1 text-fg">{PROGRAM_LENGTH}</span>
        {plan.isActive ? <span className="rounded-full bg-neon-lime/15 px-3 py-1 text-neon-lime">Active</span> : null}
      </p>

      <h3 className="relative mt-6 text-sm font-bold uppercase tracking-widest text-muted">Your assessment</h3>
      <dl className="relative mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {facts
          .filter(([, v]) => v)
          .map(([label, value]) => (
            <div key={label} className="rounded-lg border border-border bg-bg/50 px-3 py-2">
              <dt className="text-[0.7rem] uppercase tracking-widest text-muted">{label}</dt>
              <dd className="mt-0.5 text-sm font-semibold text-fg">{value}</dd>
            </div>
          ))}
      </dl>

      {answers.goals?.length ? (
        <div className="relative mt-5">
          <h3 className="text-sm font-bold uppercase tracking-widest text-muted">Goals</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {answers.goals.map((g) => (
              <li
                key={g}
                className="rounded-full border border-neon-magenta/50 bg-neon-magenta/10 px-3 py-1 text-sm font-medium text-neon-magenta"
              >
                {g}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {answers.abilities ? (
        <div className="relative mt-5">
          <h3 className="text-sm font-bold uppercase tracking-widest text-muted">Self-rated abilities</h3>
          <ul className="mt-3 space-y-2">
            {ABILITIES.map((a) => {
              const v = answers.abilities?.[a] ?? 0;
              return (
                <li key={a} className="grid grid-cols-[6.5rem_1fr_2.5rem] items-center gap-3 text-sm">
                  <span className="text-fg/90">{a}</span>
                  <span className="h-2 overflow-hidden rounded-full bg-surface-2" aria-hidden="true">
                    <span
                      className="block h-full rounded-full bg-gradient-neon"
                      style={{ width: `${(v / 5) * 100}%` }}
                    />
                  </span>
                  <span className="text-right font-semibold text-fg">
                    {v}/5<span className="sr-only"> {a}</span>
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}

      {answers.injuries ? (
        <p className="relative mt-5 text-sm text-muted">
          <span className="font-semibold text-fg">Injury notes: </span>
          {answers.injuries}
        </p>
      ) : null}
    </section>
  );
}
