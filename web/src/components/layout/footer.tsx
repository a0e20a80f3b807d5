import { useLocation } from "#web/app/nav.tsx";
import { deferred } from "./deferred.ts";
import { useWanted } from "./when-wanted.ts";

// Never part of the first paint (it sits below the page, and it is not prerendered), so it has
// its own chunk, loaded once the visitor may look below the first screen (when-wanted.ts): on
// every page, as on the landing (decision 0113, seventh session). An anchor in the URL (#contact
// is in the footer) wants it at once; nothing above it moves when it arrives.
const SiteFooter = deferred(() => import("./site-footer.tsx"));

export function Footer() {
  const Component = SiteFooter.useComponent(useWanted(useLocation().hash !== ""));
  return Component ? <Component /> : null;
}
