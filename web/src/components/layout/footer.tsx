import { useLocation } from "#web/app/nav.tsx";
import { deferred } from "./deferred.ts";
import { useWanted } from "./when-wanted.ts";

// Never part of the first paint (it sits below the page), so it has its own chunk. On the
// landing it loads with the lower sections, once they are wanted; elsewhere at once.
const SiteFooter = deferred(() => import("./site-footer.tsx"));

export function Footer() {
  const onLanding = useLocation().pathname === "/";
  const Component = SiteFooter.useComponent(useWanted(!onLanding));
  return Component ? <Component /> : null;
}
