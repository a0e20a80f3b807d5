import { Link, useParams } from "#web/app/nav.tsx";
import { formatValue, testById } from "#domain/fitness-tests/battery";
import { NotFound } from "#web/components/layout/not-found.tsx";
import { FitnessHeader } from "./components/header.tsx";

/** /fitness-tests/:testId (issue #17): how to run one test fairly. Prerendered, public. */
export default function FitnessTestPage() {
  const test = testById(useParams().testId ?? "");
  if (!test) return <NotFound hint="There is no fitness test by that name." />;
  const { protocol, reference } = test;
  return (
    <article className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <title>{`${test.name} · Fitness tests · GameReady`}</title>
      <Link
        to="/fitness-tests"
        className="inline-flex min-h-11 items-center font-semibold text-neon-cyan hover:underline"
      >
        <span aria-hidden="true">←</span>&nbsp;All fitness tests
      </Link>
      <FitnessHeader eyebrow="Protocol" title={test.name} subtitle={test.why} />
      <Section title="Equipment">
        <ul className="list-disc space-y-1 pl-5">
          {protocol.equipment.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      </Section>
      <Section title="Warm-up">
        <p>{protocol.warmUp}</p>
      </Section>
      <Section title="How to run it">
        <ol className="list-decimal space-y-2 pl-5">
          {protocol.steps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      </Section>
      <Section title="Attempts and what counts">
        <p>{protocol.attempts}</p>
        <p className="mt-2">{protocol.counts}</p>
        <p className="mt-2 text-muted">
          Recorded in {test.unitWords}; {test.better === "lower" ? "lower" : "higher"} is better. The app takes{" "}
          {formatValue(test, test.min)} to {formatValue(test, test.max)} and asks you to check anything outside.
        </p>
      </Section>
      <Section title="Compared with whom">
        {reference ? (
          <p>
            Published medians for ages 11-18, boys and girls, are shaded on your chart when you are Under-14, Under-16
            or Under-19. Source:{" "}
            <a href={reference.url} className="text-neon-cyan underline" rel="noopener noreferrer" target="_blank">
              {reference.source}
            </a>
          </p>
        ) : (
          <p>
            We found no published values for this test that we trust for your age group, so your chart shows your own
            results only: beating your week 1 is the goal.
          </p>
        )}
      </Section>
      <Link
        to={`/fitness-tests?test=${test.id}`}
        className="inline-flex h-12 items-center rounded-lg bg-gradient-neon px-6 font-bold text-bg shadow-glow hover:brightness-110"
      >
        Record a {test.name.toLowerCase()} result
      </Link>
    </article>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="card-glow p-5 text-fg/90">
      <h2 className="mb-2 text-xl font-black text-fg">{title}</h2>
      {children}
    </section>
  );
}
