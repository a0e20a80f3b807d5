import type { ReactNode } from "react";

interface Props {
  eyebrow?: string;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The glowing panel every auth screen sits in: a neon edge, the title in the display face. */
export function AuthCard({ eyebrow, title, subtitle, children }: Props) {
  return (
    <section className="relative mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-8 top-16 -z-10 h-64 rounded-full bg-gradient-neon opacity-20 blur-3xl"
      />
      <div className="card-glow relative overflow-hidden p-6 sm:p-8">
        <div aria-hidden="true" className="absolute inset-x-0 top-0 h-1 bg-gradient-neon" />
        {eyebrow ? <p className="font-display text-xs uppercase tracking-[0.3em] text-neon-cyan">{eyebrow}</p> : null}
        <h1 className="mt-2 text-2xl font-black leading-tight text-gradient sm:text-3xl">{title}</h1>
        {subtitle ? <div className="mt-3 text-sm text-muted">{subtitle}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
