import { Link } from "#web/app/nav.tsx";
import { TAGLINE } from "#domain/site";
import { SOCIAL_PROFILE, SUPPORT_EMAIL, SUPPORT_MAILTO, WEBSITE_URL } from "#web/lib/support.ts";
import { HashLink } from "./hash-link.tsx";
import { LogoMark } from "./logo.tsx";

/**
 * Site footer (spec §1, §2): tagline, quick links, contact (the #contact target). The spec's
 * "Admin Access" button is left out on purpose: coaches are given /admin-access, athletes and
 * visitors have no use for a key prompt (issue #16, docs/decisions/0101).
 */
export default function SiteFooter() {
  return (
    <footer className="relative mt-24 border-t border-border bg-surface/60">
      <div aria-hidden="true" className="absolute inset-x-0 -top-px h-px bg-gradient-neon opacity-60" />
      <div className="shell grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.2fr]">
        <div>
          <div className="flex items-center gap-2.5">
            <LogoMark />
            <span className="font-display text-lg font-black tracking-wider text-gradient">GameReady</span>
          </div>
          <p className="mt-3 text-sm font-semibold uppercase tracking-[0.14em] text-fg/90">{TAGLINE}</p>
          <p className="card-text max-w-xs">
            Training plans shaped by your sport, your role and your circumstances. The gym should serve the game.
          </p>
        </div>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="footer-heading">
            Quick links
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2.5 text-sm md:grid-cols-1">
            <li>
              <Link to="/" className="footer-link">
                Home
              </Link>
            </li>
            <li>
              <Link to="/programs" className="footer-link">
                Train &amp; Learn
              </Link>
            </li>
            <li>
              <HashLink to="/#about" className="footer-link">
                About
              </HashLink>
            </li>
            <li>
              <a href="#contact" className="footer-link">
                Contact
              </a>
            </li>
            <li>
              <Link to="/privacy" className="footer-link">
                Privacy
              </Link>
            </li>
            <li>
              <Link to="/terms" className="footer-link">
                Terms
              </Link>
            </li>
          </ul>
        </nav>

        <section id="contact" aria-labelledby="footer-contact" className="scroll-mt-24">
          <h2 id="footer-contact" className="footer-heading">
            Contact
          </h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            <li>
              <span className="footer-label">E-mail</span>
              <a href={SUPPORT_MAILTO} className="footer-value">
                {SUPPORT_EMAIL}
              </a>
            </li>
            <li>
              <span className="footer-label">Website</span>
              <a href={WEBSITE_URL} className="footer-value">
                {WEBSITE_URL.slice(8)}
              </a>
            </li>
            <li>
              <span className="footer-label">{SOCIAL_PROFILE.label}</span>
              <a href={SOCIAL_PROFILE.url} rel="noopener noreferrer" target="_blank" className="footer-value">
                {SOCIAL_PROFILE.handle}
                <span className="sr-only"> on {SOCIAL_PROFILE.label} (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </section>
      </div>
      <div className="border-t border-border/70">
        <p className="shell py-5 text-xs text-muted">
          © {new Date().getFullYear()} GameReady. Built for athletes who train for the game.
        </p>
      </div>
    </footer>
  );
}
