import { deferred } from "#web/components/layout/deferred.ts";
import { useMyConsent } from "../api/consent.ts";

// The waiting card (its form, the resend) is fetched only for an account that waits: an adult,
// most athletes, never loads it (issue #13, decision 0118).
const Waiting = deferred(() => import("./parental-consent-waiting.tsx"));

/**
 * The dashboard's parental-consent card (issue #16, decision 0102): for an Under-14 or Under-16
 * until a parent or guardian agrees: where the mail went, send it again, or to another address.
 * Adults see nothing; once consent is given, one quiet line says so.
 */
export function ParentalConsentCard({ enabled }: { enabled: boolean }) {
  const consent = useMyConsent(enabled);
  const c = consent.data;
  const WaitingCard = Waiting.useComponent(!!c && c.state !== "not-required" && c.state !== "given");
  if (!c || c.state === "not-required") return null;
  if (c.state === "given")
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-xl border border-neon-lime/40 bg-neon-lime/10 px-4 py-3 text-sm text-neon-lime"
      >
        <span aria-hidden="true">✓</span> Your parent or guardian has given their consent: everything is unlocked.
      </p>
    );
  return WaitingCard ? <WaitingCard consent={c} /> : null;
}
