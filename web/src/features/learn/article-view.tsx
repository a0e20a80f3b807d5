import type { Block, Source } from "./article-types.ts";

/**
 * An article's text at a reading measure (about 65 characters a line on a desktop, the full
 * width less padding on a 390 px phone) and a 17-18 px size: long reads on the site's dark
 * background need more line height and contrast than its short cards.
 */
export function ArticleBlocks({ blocks }: { blocks: Block[] }) {
  return (
    <div className="mt-8 max-w-[65ch] space-y-5 text-[1.0625rem] leading-[1.75] text-fg/90 sm:text-lg">
      {blocks.map((b, i) => {
        const key = `${i}`;
        if ("h" in b)
          return (
            <h2 key={key} className="!mt-10 font-sans text-xl font-bold tracking-normal text-fg sm:text-2xl">
              {b.h}
            </h2>
          );
        if ("p" in b) return <p key={key}>{b.p}</p>;
        if ("ul" in b)
          return (
            <ul key={key} className="space-y-2 pl-1">
              {b.ul.map((item) => (
                <li key={item} className="relative pl-6">
                  <span
                    className="absolute top-[0.7em] left-0 h-2 w-2 rounded-full bg-gradient-neon"
                    aria-hidden="true"
                  />
                  {item}
                </li>
              ))}
            </ul>
          );
        return (
          <aside
            key={key}
            aria-label="Medical caution"
            className="rounded-xl border border-neon-magenta/50 bg-surface/80 p-4 text-base leading-relaxed sm:p-5"
          >
            <p className="font-semibold text-neon-magenta">Look after yourself</p>
            <p className="mt-1 text-fg/90">{b.caution}</p>
          </aside>
        );
      })}
    </div>
  );
}

export function ArticleSources({ sources }: { sources: Source[] }) {
  return (
    <section aria-labelledby="sources-heading" className="mt-12 max-w-[65ch]">
      <h2 id="sources-heading" className="font-sans text-xl font-bold tracking-normal text-fg">
        Sources
      </h2>
      <ol className="mt-4 list-decimal space-y-3 pl-5 text-sm leading-relaxed text-muted marker:text-neon-cyan">
        {sources.map((s) => (
          <li key={`${s.authors}-${s.title}`} className="break-words">
            {s.authors} ({s.year ?? "n.d."}). {s.title}. <em>{s.publication}</em>.
            {s.url && (
              <>
                {" "}
                <a
                  href={s.url}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="break-all text-neon-cyan underline underline-offset-2 hover:text-fg"
                >
                  {s.url}
                </a>
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
