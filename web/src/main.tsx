import { StrictMode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { SiteLayout } from "./app/layout.tsx";
import { LandingNav, type NavigateOptions, writeEntry } from "./app/nav.tsx";
import { SelectedSportProvider } from "./lib/selected-sport.tsx";
import "./styles.css";

const container = document.getElementById("root")!;
const loadRouter = () => import("./app/nav-router-app.tsx");

// A prerendered page (scripts/prerender.ts) is hydrated once its page chunk is in, so React
// adopts the HTML instead of replacing it. The build rendered each page without a query string,
// so a page opened with one (/auth?type=recovery, /verify-email?token=) may render differently:
// its HTML stays on screen until the chunk is in, then React renders it afresh. The bare shell
// (paths the build did not render, offline fallbacks) is rendered from scratch. docs/decisions/0090.
const prerendered = container.hasChildNodes() && !window.location.search;

/** Every page but the landing: the router (route table and history, nav-router-app.tsx) from the start. */
async function startRouter() {
  const { routerApp, preloadRoute } = await loadRouter();
  // A chunk that fails to load: starting anyway lets the router's error page show.
  if (container.hasChildNodes()) await preloadRoute(window.location.pathname).catch(() => {});
  if (prerendered) hydrateRoot(container, routerApp);
  else createRoot(container).render(routerApp);
}

/**
 * The landing's first load hydrates without the router (decision 0114): the same layout and
 * page the route table renders for `/`, with nav.tsx's links. The router is fetched when a link
 * is about to be followed (pointer, focus, touch), and the first navigation to another page
 * hands the whole page over to it: the new page renders under the router, which then handles
 * every later navigation, back to the landing included. If the router cannot load (offline),
 * the link is followed as a normal page load.
 */
async function startLanding() {
  const { default: LandingPage } = await import("./features/landing/landing-page.tsx");
  let root: Root | null = null;
  let entering = false;
  const prefetch = () => void loadRouter().catch(() => {});
  const enter = (to: string, options: NavigateOptions) => {
    if (entering) return;
    entering = true;
    const url = new URL(to, window.location.href);
    loadRouter().then(
      async ({ routerApp, preloadRoute }) => {
        // Its page is on screen at once (no loading state), and so is the landing on Back.
        await Promise.all([preloadRoute(url.pathname), preloadRoute("/")]).catch(() => {});
        writeEntry(url.href, options);
        // The router starts on this entry as on a page load (POP): a new page opens at its top.
        if (!url.hash) window.scrollTo({ top: 0, behavior: "instant" });
        root?.render(routerApp);
      },
      () => window.location.assign(url.href),
    );
  };
  root = hydrateRoot(
    container,
    <StrictMode>
      <LandingNav enter={enter} prefetch={prefetch}>
        <SelectedSportProvider>
          <SiteLayout>
            <LandingPage />
          </SiteLayout>
        </SelectedSportProvider>
      </LandingNav>
    </StrictMode>,
  );
}

if (prerendered && window.location.pathname === "/") void startLanding();
else void startRouter();
