import type { ReactNode } from "react";
import { Link } from "#web/app/nav.tsx";
import { Button } from "#web/components/ui/button.tsx";

interface Props {
  to: string;
  title: string;
  description: string;
  action: string;
  icon: ReactNode;
  accent: "cyan" | "magenta";
}

/** A dashboard tile leading to another page (the schedule, Learn & Grow). */
export function DashboardLinkCard({ to, title, description, action, icon, accent }: Props) {
  const ring =
    accent === "cyan"
      ? "text-neon-cyan bg-neon-cyan/10 border-neon-cyan/40"
      : "text-neon-magenta bg-neon-magenta/10 border-neon-magenta/40";
  return (
    <section className="card-glow group flex flex-col p-6 transition-shadow hover:shadow-glow">
      <span className={`flex h-12 w-12 items-center justify-center rounded-xl border ${ring}`} aria-hidden="true">
        {icon}
      </span>
      <h2 className="mt-4 text-lg font-bold text-fg">{title}</h2>
      <p className="mt-2 flex-1 text-sm text-muted">{description}</p>
      <Button
        asChild
        variant={accent === "cyan" ? "gaming" : "outline"}
        className="mt-5 w-full sm:w-auto sm:self-start"
      >
        <Link to={to}>{action}</Link>
      </Button>
    </section>
  );
}
