import { Link } from "#web/app/nav.tsx";
import type { Consent } from "./cookie-consent.ts";

/**
 * The banner itself: a fixed overlay at the bottom, so appearing shifts nothing on the page. On a
 * phone it is compact (small type, buttons side by side, tight padding) so the hero's figures and
 * the athletes badge stay visible on first load (issue #16, decision 0104).
 */
export default function CookieConsentPanel({ onChoose }: { onChoose: (c: Consent) => void }) {
  return (
    <section
      aria-labelledby="cookie-title"
      className="fixed inset-x-0 bottom-0 z-[60] p-2 motion-safe:animate-slide-up sm:p-5"
    >
      <div className="relative mx-auto flex max-w-4xl flex-col gap-2 rounded-2xl border border-border bg-surface/95 p-3 pr-10 sm:gap-4 sm:p-5 sm:pr-12 shadow-[0_0_0_1px_rgb(139_92_246/.15),0_20px_60px_rgb(0_0_0/.6)] backdrop-blur-xl sm:flex-row sm:items-center sm:gap-6">
        <div className="flex-1">
          <h2 id="cookie-title" className="text-sm font-bold">
            Cookies on GameReady
          </h2>
          <p className="mt-1 text-xs leading-snug text-muted sm:text-sm sm:leading-relaxed">
            We use essential cookies to keep you signed in, and this browser's storage to remember your sport and
            answers. No advertising trackers.{" "}
            <Link to="/privacy" className="rounded text-neon-cyan underline-offset-4 hover:underline">
              Privacy
            </Link>
          </p>
        </div>
        <div className="flex shrink-0 gap-3">
          <button
            type="button"
            onClick={() => onChoose("declined")}
            className="btn btn-outline h-9 flex-1 px-5 sm:h-10 sm:flex-none"
          >
            Decline
          </button>
          <button
            type="button"
            onClick={() => onChoose("accepted")}
            className="btn btn-hero h-9 flex-1 px-5 hover:scale-100 sm:h-10 sm:flex-none"
          >
            Accept
          </button>
        </div>
        <button
          type="button"
          onClick={() => onChoose("declined")}
          aria-label="Close cookie banner"
          className="icon-btn absolute right-1.5 top-1.5 h-9 w-9 hover:bg-surface-2 sm:right-2.5 sm:top-2.5"
        >
          <svg viewBox="0 0 24 24" className="icon h-5 w-5" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      </div>
    </section>
  );
}
