import { type ReactNode, useMemo } from "react";
import { Outlet, useLocation, useNavigate, useNavigationType } from "react-router";
import { type Navigate, NavProvider } from "./nav.tsx";
import { SiteLayout } from "./layout.tsx";

/** Inside React Router: the app's navigation (nav.tsx) is the router's own location and navigate. */
export function RouterNav({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const routerNavigate = useNavigate();
  const value = useMemo(
    () => ({
      location,
      navigationType,
      navigate: ((to, options) => void routerNavigate(to, options)) as Navigate,
    }),
    [location, navigationType, routerNavigate],
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
