import { type ReactNode, Suspense } from "react";
import { CookieBanner } from "../components/layout/cookie-banner.tsx";
import { Footer } from "../components/layout/footer.tsx";
import { Navbar } from "../components/layout/navbar.tsx";
import { ErrorBoundary } from "./error-boundary.tsx";
import { useLocation } from "./nav.tsx";

function PageFallback() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center" role="status" aria-live="polite">
      <span
        className="h-10 w-10 animate-spin rounded-full border-2 border-neon-cyan border-t-transparent"
        aria-hidden="true"
      />
      <span className="sr-only">Loading…</span>
    </div>
  );
}

/**
 * The public site's shell around a page. No React Router in here (nav.tsx): the landing renders it
 * before the router is loaded; the route table wraps it with the router's outlet (nav-router.tsx).
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[100] focus:rounded focus:bg-surface focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <Navbar />
      <main id="main" className="pt-20">
        <ErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<PageFallback />}>{children}</Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <CookieBanner />
    </>
  );
}
