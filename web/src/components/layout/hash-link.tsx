import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { Link, useLocation, useNavigate } from "#web/app/nav.tsx";

/** Scrolls the element with this id into view and moves focus there (no second scroll). */
export function scrollToId(id: string, behavior: ScrollBehavior = "smooth"): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  el.scrollIntoView({ behavior, block: "start" });
  if (!el.hasAttribute("tabindex")) el.setAttribute("tabindex", "-1");
  el.focus({ preventScroll: true });
  return true;
}

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: `/#${string}` };

/**
 * A link to an anchor on the landing page. From another page it navigates to `/#id` (the route
 * scroll hook then scrolls); on `/` it scrolls directly, even when the hash is already in the URL,
 * where a router navigation alone would do nothing.
 */
export function HashLink({ to, onClick, ...rest }: Props) {
  const location = useLocation();
  const navigate = useNavigate();
  const hash = to.slice(1);
  function handleClick(e: MouseEvent<HTMLAnchorElement>) {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    if (location.pathname !== "/") return;
    e.preventDefault();
    if (location.hash !== hash) navigate(to, { preventScrollReset: true });
    scrollToId(hash.slice(1));
  }
  return <Link to={to} onClick={handleClick} {...rest} />;
}
