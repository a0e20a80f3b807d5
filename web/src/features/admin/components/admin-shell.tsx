import type { ReactNode } from "react";
import { cn } from "#web/lib/cn.ts";

/** The coach console's backdrop: a neon haze behind the content, narrow for the key form. */
export function AdminShell({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return (
    <section className={cn("relative mx-auto w-full px-4 py-10 sm:px-6 sm:py-14", narrow ? "max-w-md" : "max-w-6xl")}>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-8 top-16 -z-10 h-64 rounded-full bg-gradient-neon opacity-15 blur-3xl"
      />
      {children}
    </section>
  );
}
