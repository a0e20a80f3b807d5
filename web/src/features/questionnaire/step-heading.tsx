import type { ReactNode, Ref } from "react";

/** The question of a step. Focus moves here when the step changes, so keyboard and screen-reader users land on it. */
export function StepHeading({ children, ref }: { children: ReactNode; ref?: Ref<HTMLHeadingElement> }) {
  return (
    <h2 ref={ref} tabIndex={-1} className="text-lg leading-snug text-fg outline-none sm:text-2xl">
      {children}
    </h2>
  );
}

export function StepHint({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-2 text-sm text-muted sm:text-base">
      {children}
    </p>
  );
}
