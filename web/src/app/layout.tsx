import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { Navbar } from "../components/layout/navbar.tsx";
import { Footer } from "../components/layout/footer.tsx";
import { CookieBanner } from "../components/layout/cookie-banner.tsx";
import { ErrorBoundary } from "./error-boundary.tsx";

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

export function Layout() {
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
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <CookieBanner />
    </>
  );
}
