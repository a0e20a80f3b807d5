import type { AdminAthlete } from "../api/list-athletes.ts";

/**
 * A junior's parental consent in the athlete list (issue #16, decision 0102); nothing for adults.
 * Until consent the athlete sees the plan but cannot log training or add a photo.
 */
export function ConsentBadge({ consent }: { consent: AdminAthlete["parentalConsent"] }) {
  if (consent.state === "not-required") return null;
  const given = consent.state === "given";
  return (
    <span
      className={
        given
          ? "mt-1 inline-block rounded-md border border-neon-lime/50 bg-neon-lime/10 px-2 py-0.5 font-sans text-xs font-semibold tracking-normal text-neon-lime"
          : "mt-1 inline-block rounded-md border border-neon-magenta/60 bg-neon-magenta/10 px-2 py-0.5 font-sans text-xs font-semibold tracking-normal text-neon-magenta"
      }
    >
      {given ? "Parent consent ✓" : consent.state === "pending" ? "Parent consent pending" : "No parent e-mail yet"}
    </span>
  );
}
