import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";

/**
 * The app's navigation (decisions 0114, 0120): Link, NavLink, useLocation, useNavigate,
 * useParams, useSearchParams, Outlet. Inside the router (nav-router.tsx) they read the browser's
 * history and the matched route; on the landing's first load there is no router yet (the route
 * table and every page's chunk list), and the first navigation to another page loads it and
 * hands over (main.tsx). One component, one markup, both ways: the prerendered HTML hydrates
 * either way.
 */

export interface NavLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
}
export type Navigate = (to: string, options?: NavigateOptions) => void;
export type NavigationType = "POP" | "PUSH" | "REPLACE";

interface Nav {
  location: NavLocation;
  navigationType: NavigationType;
  navigate: Navigate;
}

const NavContext = createContext<Nav | null>(null);
export const NavProvider = NavContext.Provider;

function useNav(): Nav {
  const nav = useContext(NavContext);
  if (!nav) throw new Error("Navigation used outside <NavProvider> (nav-router.tsx or LandingNav)");
  return nav;
}
export const useLocation = () => useNav().location;
export const useNavigate = () => useNav().navigate;
export const useNavigationType = () => useNav().navigationType;

/** What the matched route gives its element: the path's parameters and the child route's element. */
interface RouteMatchValue {
  params: Readonly<Record<string, string | undefined>>;
  outlet: ReactNode;
}
const RouteContext = createContext<RouteMatchValue>({ params: {}, outlet: null });
export const RouteProvider = RouteContext.Provider;
/** The matched route's `:name` parameters, decoded. */
export const useParams = () => useContext(RouteContext).params;
/** Where a layout route renders the matched child route. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

/** The query string, and a setter that navigates to this path with a new one (no hash). */
export function useSearchParams(): [
  URLSearchParams,
  (next: Record<string, string> | URLSearchParams, options?: NavigateOptions) => void,
] {
  const { location, navigate } = useNav();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: Record<string, string> | URLSearchParams, options?: NavigateOptions) => {
      const query = new URLSearchParams(next).toString();
      navigate(query ? `${location.pathname}?${query}` : location.pathname, options);
    },
    [location.pathname, navigate],
  );
  return [params, setParams];
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: string;
  replace?: boolean;
  state?: unknown;
};

function isPlainClick(e: MouseEvent<HTMLAnchorElement>, target?: string) {
  return (
    !e.defaultPrevented &&
    e.button === 0 &&
    (!target || target === "_self") &&
    !(e.metaKey || e.altKey || e.ctrlKey || e.shiftKey)
  );
}

/** An in-app link: a real <a href> (works before any script), followed without a page load. */
export function Link({ to, replace, state, onClick, ...rest }: LinkProps) {
  const { navigate, location } = useNav();
  function handleClick(e: MouseEvent<HTMLAnchorElement>) {
    onClick?.(e);
    if (!isPlainClick(e, rest.target)) return;
    e.preventDefault();
    // As React Router does: a link to where we are replaces the entry rather than adding one.
    const here = location.pathname + location.search + location.hash === to;
    navigate(to, { replace: replace ?? here, state });
  }
  return <a href={to} onClick={handleClick} {...rest} />;
}

/** A Link that says when it is the current page: aria-current="page" and the `active` class. */
export function NavLink({ to, end, className, ...rest }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const active = pathname === to || (!end && to !== "/" && pathname.startsWith(to.endsWith("/") ? to : `${to}/`));
  return (
    <Link
      to={to}
      aria-current={active ? "page" : undefined}
      className={active ? `${className ?? ""} active`.trim() : className}
      {...rest}
    />
  );
}

// ---------------------------------------------------------------------------------------------
// The browser's history: the router (nav-router.tsx) and the landing before it (below, main.tsx).

/** The location of the current history entry (its `usr` is what navigate's `state` gave). */
export const readLocation = (state: unknown = window.history.state): NavLocation => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
  state: (state as { usr?: unknown } | null)?.usr ?? null,
});

/**
 * Adds (or with `replace`, rewrites) the history entry for `href`, in the format the app has
 * always written ({usr, key, idx}, React Router's until decision 0120), and returns its state.
 */
export function writeEntry(href: string, options: NavigateOptions): unknown {
  const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + (options.replace ? 0 : 1);
  const state = { usr: options.state ?? null, key: Math.random().toString(36).slice(2, 10), idx };
  if (options.replace) window.history.replaceState(state, "", href);
  else window.history.pushState(state, "", href);
  return state;
}

/** Events that say a link may be followed next: the router is fetched then. */
const INTENT = ["pointerover", "focusin", "touchstart"] as const;

/**
 * Navigation before the router is in: a change of hash on this page is handled here (the
 * landing's section links); anything else goes to `enter`, which loads the router and hands
 * the page over to it at `to`. A pointer, touch or focus on a link (or a button marked `data-navigates`) calls `prefetch`.
 */
export function LandingNav({
  enter,
  prefetch,
  children,
}: {
  enter: (to: string, options: NavigateOptions) => void;
  prefetch: () => void;
  children: ReactNode;
}) {
  const [current, setCurrent] = useState<{ location: NavLocation; navigationType: NavigationType }>(() => ({
    location: readLocation(),
    navigationType: "POP",
  }));
  useEffect(() => {
    const onPop = () => setCurrent({ location: readLocation(), navigationType: "POP" });
    const onIntent = (e: Event) => {
      if ((e.target as Element | null)?.closest?.("a[href^='/'], [data-navigates]")) prefetch();
    };
    window.addEventListener("popstate", onPop);
    for (const type of INTENT) document.addEventListener(type, onIntent, { capture: true, passive: true });
    return () => {
      window.removeEventListener("popstate", onPop);
      for (const type of INTENT) document.removeEventListener(type, onIntent, { capture: true });
    };
  }, [prefetch]);
  const navigate = useCallback<Navigate>(
    (to, options = {}) => {
      const url = new URL(to, window.location.href);
      if (url.pathname !== window.location.pathname || url.search !== window.location.search) {
        enter(url.pathname + url.search + url.hash, options);
        return;
      }
      const state = writeEntry(url.href, options);
      setCurrent({ location: readLocation(state), navigationType: options.replace ? "REPLACE" : "PUSH" });
    },
    [enter],
  );
  const value = useMemo(() => ({ ...current, navigate }), [current, navigate]);
  return <NavProvider value={value}>{children}</NavProvider>;
}
