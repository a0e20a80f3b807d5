/**
 * Where a signed-in athlete goes from the header (issue #16). The retake link carries router
 * state, so the questionnaire knows it was asked to start again from the saved answers rather
 * than resume a half-finished draft from this tab.
 */
export const RETAKE_STATE = { retake: true } as const;

export interface AccountLink {
  label: string;
  to: string;
  state?: unknown;
}

export const ACCOUNT_LINKS: readonly AccountLink[] = [
  { label: "Dashboard", to: "/profile" },
  { label: "Today", to: "/today" },
  { label: "Training schedule", to: "/training-schedule" },
  { label: "Retake questionnaire", to: "/cricket-questionnaire", state: RETAKE_STATE },
];

/**
 * Spec: "avatar initials are the first two letters of the name" ("Riya Sharma" → "RI"), the same
 * as the dashboard's player card shows; no name yet → "AT" (athlete), as there.
 */
export function initialsOf(name: string | null | undefined): string {
  return (name ?? "").replace(/\s+/g, "").slice(0, 2).toUpperCase() || "AT";
}
