import { type ReactNode, startTransition, useCallback, useLayoutEffect, useMemo, useState } from "react";
import {
  type Navigate,
  type NavigationType,
  type NavLocation,
  NavProvider,
  Outlet,
  readLocation,
  writeEntry,
} from "./nav.tsx";
import { SiteLayout } from "./layout.tsx";

/**
 * The browser's history as the app's navigation (decision 0120, in place of React Router's
 * BrowserRouter): a navigation writes a history entry, Back and Forward are POP. A new location
 * renders inside a transition, as React Router's did: the page being left stays on screen until
 * the next page's chunk is in (no loading flash between pages).
 */
export function BrowserNav({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<{ location: NavLocation; navigationType: NavigationType }>(() => ({
    location: readLocation(),
    navigationType: "POP",
  }));
  useLayoutEffect(() => {
    const onPop = () => startTransition(() => setCurrent({ location: readLocation(), navigationType: "POP" }));
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);
  const navigate = useCallback<Navigate>((to, options = {}) => {
    const url = new URL(to, window.location.href);
    const state = writeEntry(url.pathname + url.search + url.hash, options);
    const navigationType = options.replace ? "REPLACE" : "PUSH";
    startTransition(() => setCurrent({ location: readLocation(state), navigationType }));
  }, []);
  const value = useMemo(() => ({ ...current, navigate }), [current, navigate]);
  return <NavProvider value={value}>{children}</NavProvider>;
}

const ignore: Navigate = () => {};

/** The build's prerender (entry-server.tsx): one fixed location, nowhere to navigate. */
export function StaticNav({ pathname, children }: { pathname: string; children: ReactNode }) {
  const value = useMemo(
    () => ({
      location: { pathname, search: "", hash: "", state: null },
      navigationType: "POP" as const,
      navigate: ignore,
    }),
    [pathname],
  );
  return <NavProvider value={value}>{children}</NavProvider>;
}

/** The site's layout as a route: the page is the matched child route. */
export function Layout() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}
