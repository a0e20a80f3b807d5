import type { ReactNode } from "react";

/** Title row of the athlete pages: eyebrow, gradient title, and the page's actions on the right. */
export function PageHeader({
  eyebrow,
  title,
  subtitle,
  actions,
}: {
  eyebrow: string;
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <p className="font-display text-xs uppercase tracking-[0.3em] text-neon-cyan">{eyebrow}</p>
        <h1 className="mt-2 text-3xl font-black text-gradient sm:text-4xl">{title}</h1>
        {subtitle ? <p className="mt-2 text-muted">{subtitle}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 gap-3">{actions}</div> : null}
    </header>
  );
}
