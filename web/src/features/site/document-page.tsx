import type { ReactNode } from "react";
import { SUPPORT_EMAIL, SUPPORT_MAILTO } from "#web/lib/support.ts";

export interface DocSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A long-form page (privacy, terms): title, a contents list, numbered sections. */
export function DocumentPage({
  eyebrow,
  title,
  intro,
  updated,
  sections,
}: {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  updated: string;
  sections: DocSection[];
}) {
  return (
    <article className="mx-auto max-w-3xl px-5 py-14 sm:px-6 sm:py-20">
      <title>{`${title} · GameReady`}</title>
      <header>
        <p className="font-display text-xs uppercase tracking-[0.3em] text-neon-cyan">{eyebrow}</p>
        <h1 className="mt-3 text-3xl text-gradient sm:text-5xl">{title}</h1>
        <p className="mt-3 text-sm text-muted">{updated}</p>
        <div className="mt-6 text-lg leading-relaxed text-fg/90">{intro}</div>
      </header>
      <nav aria-label="On this page" className="card-glow mt-10 p-5 sm:p-6">
        <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-muted">On this page</h2>
        <ol className="mt-3 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
          {sections.map((s, i) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-fg/90 hover:text-neon-cyan">
                <span className="text-neon-cyan">{i + 1}.</span> {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((s, i) => (
        <section key={s.id} id={s.id} className="mt-12 scroll-mt-24" aria-labelledby={`${s.id}-h`}>
          <h2 id={`${s.id}-h`} className="text-xl sm:text-2xl">
            <span className="text-neon-cyan">{i + 1}.</span> {s.title}
          </h2>
          <div className="doc-body mt-4 space-y-4 leading-relaxed text-fg/85 [&_a]:text-neon-cyan [&_a]:underline [&_a]:underline-offset-4 [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_strong]:text-fg [&_ul]:space-y-2">
            {s.body}
          </div>
        </section>
      ))}
    </article>
  );
}

export const SupportLink = () => <a href={SUPPORT_MAILTO}>{SUPPORT_EMAIL}</a>;
