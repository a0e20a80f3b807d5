import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { FITNESS_TESTS } from "#domain/fitness-tests/battery";
import { LEARN_CATEGORIES, LEARN_SPORTS } from "#domain/site";
import { AppRoot } from "./app/app-root.tsx";
import { StaticNav } from "./app/nav-router.tsx";
import { CRICKET_ARTICLES } from "./features/learn/cricket-articles.ts";
import { routePages } from "./app/routes.tsx";

/**
 * The build's side of the one render path (issue #13): the same <AppRoot/> the browser hydrates,
 * rendered once per page at build time by scripts/prerender.ts. Data and per-visitor state
 * (signed in, consent, the live count) are not known here; pages show their shell and fill in
 * after hydration.
 */

/** The paths written to HTML: the public pages, the learn pages the site links and the app's shells. */
export const PRERENDERED_PATHS: string[] = [
  "/",
  "/cricket",
  "/cricket-learn",
  ...LEARN_CATEGORIES.flatMap((c) => [`/learn/${c.slug}`, ...LEARN_SPORTS.map((s) => `/learn/${c.slug}/${s}`)]),
  // The cricket articles (issue #16): their text is in the HTML before any script runs.
  ...CRICKET_ARTICLES.map((a) => `/learn/${a.category}/cricket/${a.slug}`),
  "/badminton-coming-soon",
  "/programs",
  "/privacy",
  "/terms",
  "/cricket-questionnaire",
  "/cricket-signup",
  "/auth",
  "/verify-email",
  "/parental-consent",
  "/profile",
  "/training-schedule",
  "/today",
  "/workload",
  "/admin-access",
  "/admin",
  "/admin-dashboard",
  "/fitness-tests",
  ...FITNESS_TESTS.map((t) => `/fitness-tests/${t.id}`),
];
/** Any path no route names: the 404 page. */
export const NOT_FOUND_PATH = "/__not-found";

/** The page modules a path renders (for its modulepreload links). */
export function pageModules(pathname: string): string[] {
  return routePages(pathname).map((p) => p.src);
}

export async function render(pathname: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <StaticNav pathname={pathname}>
        <AppRoot />
      </StaticNav>
    </StrictMode>,
    // A suspended boundary bigger than progressiveChunkSize (12.8 KB by default) is written out of
    // line behind an inline script, which the CSP forbids; a long page (a Learn article, #16) is
    // over it. Static HTML gains nothing from progressive chunks: keep every boundary in order.
    { onError: (err) => void errors.push(err), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // An error would leave a client-rendered hole (and a flash) where the page should be.
  if (errors.length) throw new Error(`Prerendering ${pathname} failed`, { cause: errors[0] });
  return new Response(prelude).text();
}
