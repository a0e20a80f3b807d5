/** The fitness pages' title block, in the training pages' style. */
export function FitnessHeader({ eyebrow, title, subtitle }: { eyebrow: string; title: string; subtitle: string }) {
  return (
    <header>
      <p className="font-display text-xs uppercase tracking-[0.3em] text-neon-cyan">{eyebrow}</p>
      <h1 className="mt-1 text-4xl font-black text-gradient">{title}</h1>
      <p className="mt-1 text-muted">{subtitle}</p>
    </header>
  );
}

/** While the athlete's tests load. */
export function Loading() {
  return (
    <p role="status" className="text-muted">
      Loading your tests…
    </p>
  );
}
