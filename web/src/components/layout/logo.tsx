import { Link } from "#web/app/nav.tsx";
import { TAGLINE } from "#domain/site";

/**
 * The GameReady mark: the favicon's neon peak, as a cached image (web/public/logo-mark.svg) rather
 * than inline SVG in the first-load script. Width and height are set, so its arrival moves nothing.
 */
export function LogoMark({ className = "h-9 w-9" }: { className?: string }) {
  return <img src="/logo-mark.svg" alt="" width={40} height={40} className={className} />;
}

/** Wordmark with the tagline under it (spec §1); the whole block links home. */
export function Logo() {
  return (
    <Link to="/" className="group flex min-w-0 items-center gap-2.5 rounded-lg">
      <LogoMark className="h-9 w-9 shrink-0 transition-transform duration-300 group-hover:rotate-6 sm:h-10 sm:w-10" />
      <span className="flex min-w-0 flex-col">
        <span className="font-display text-lg font-black leading-tight tracking-wider text-gradient sm:text-xl">
          GameReady
        </span>
        <span className="truncate text-[0.625rem] font-medium uppercase leading-tight tracking-[0.12em] text-muted sm:text-[0.68rem]">
          {TAGLINE}
        </span>
      </span>
    </Link>
  );
}
