import { useEffect, useRef, type ReactNode } from "react";
import { Link, useLocation } from "#web/app/nav.tsx";
import { Button } from "../ui/button.tsx";

/**
 * The 404 page (spec §2): says so, links home, and logs the path once per path. Shared by the
 * catch-all route and by pages whose parameters name nothing (an unknown learn category).
 */
export function NotFound({ hint, extraAction }: { hint?: string; extraAction?: ReactNode }) {
  const { pathname } = useLocation();
  // A ref, not just the effect: StrictMode's double mount must not log twice.
  const logged = useRef<string | null>(null);
  useEffect(() => {
    if (logged.current === pathname) return;
    logged.current = pathname;
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-20 text-center">
      <title>Page not found · GameReady</title>
      <p className="font-display text-7xl font-black text-gradient sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl sm:text-3xl">Oops! Page not found</h1>
      <p className="mt-4 text-muted">{hint ?? "The page you are looking for does not exist or has moved."}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild variant="hero" size="lg">
          <Link to="/">Return to Home</Link>
        </Button>
        {extraAction}
      </div>
    </section>
  );
}
