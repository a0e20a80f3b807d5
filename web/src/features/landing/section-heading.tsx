import type { ReactNode } from "react";

interface Props {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  left?: boolean;
}

/** A section's eyebrow, Orbitron title and lead; `id` names the heading for aria-labelledby. */
export function SectionHeading({ id, eyebrow, title, children, left }: Props) {
  return (
    <div className={left ? "max-w-2xl" : "mx-auto max-w-2xl text-center"}>
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id} className="mt-4 text-3xl font-black leading-tight text-gradient sm:text-4xl lg:text-5xl">
        {title}
      </h2>
      {children && <p className="mt-5 leading-relaxed text-muted sm:text-lg">{children}</p>}
    </div>
  );
}
