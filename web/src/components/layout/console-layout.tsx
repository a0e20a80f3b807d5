import { Suspense } from "react";
import { Outlet, useLocation } from "#web/app/nav.tsx";
import { ErrorBoundary } from "../../app/error-boundary.tsx";
import ConsoleBar from "./console-bar.tsx";
import { CookieBanner } from "./cookie-banner.tsx";

/**
 * The coach console's own shell (issue #16): /admin, /admin-dashboard and /admin-access show a
 * slim console bar, no consumer navigation, no Reach Us and no marketing footer. A lazy route of
 * its own (routes.tsx), so neither the bar nor TanStack Query weighs on the site's entry.
 */
export default function ConsoleLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[100] focus:rounded focus:bg-surface focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-50 h-14 border-b border-border/80 bg-bg/90 backdrop-blur-xl">
        <div aria-hidden="true" className="absolute inset-x-0 bottom-0 h-px bg-gradient-neon opacity-50" />
        <ConsoleBar />
      </header>
      <main id="main">
        <ErrorBoundary resetKey={pathname}>
          <Suspense
            fallback={
              <div role="status" className="flex min-h-[60vh] items-center justify-center text-muted">
                Loading…
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <CookieBanner />
    </>
  );
}
