import { COOKIE_CONSENT_KEY } from "#domain/site";

export type Consent = "accepted" | "declined";

export function storedConsent(): Consent | null {
  try {
    const v = localStorage.getItem(COOKIE_CONSENT_KEY);
    return v === "accepted" || v === "declined" ? v : null;
  } catch {
    return null;
  }
}

export function storeConsent(consent: Consent) {
  try {
    localStorage.setItem(COOKIE_CONSENT_KEY, consent);
  } catch {
    /* storage blocked: the choice holds for this visit only */
  }
}
