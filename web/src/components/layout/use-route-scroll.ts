import { useEffect } from "react";
import { useLocation, useNavigationType } from "#web/app/nav.tsx";
import { scrollToId } from "./hash-link.tsx";

/** How long to wait for an anchor that a lazily loaded part of the page will render. */
const ANCHOR_WAIT_MS = 5000;

/**
 * Scroll on client-side navigation as a full page load would: to the `#anchor` when the URL has
 * one, otherwise to the top. An anchor inside a part still loading (the landing's lower sections
 * are their own chunk) is scrolled to as soon as it appears. Back/forward (POP) without an anchor
 * is left to the browser's scroll restoration.
 */
export function useRouteScroll() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) {
      if (navigationType !== "POP") window.scrollTo({ top: 0, behavior: "instant" });
      return;
    }
    const behavior = navigationType === "POP" ? "instant" : "smooth";
    if (scrollToId(id, behavior)) return;
    const observer = new MutationObserver(() => {
      if (scrollToId(id, "instant")) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), ANCHOR_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, hash, navigationType]);
}
