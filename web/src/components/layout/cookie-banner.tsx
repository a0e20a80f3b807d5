import { useEffect, useState } from "react";
import { COOKIE_BANNER_DELAY_MS } from "#domain/site";
import { storeConsent, storedConsent, type Consent } from "./cookie-consent.ts";
import { deferred } from "./deferred.ts";

// The panel has its own chunk: visitors who already chose never download it; for the others it
// loads during the one-second delay.
const Panel = deferred(() => import("./cookie-consent-panel.tsx"));

/** Cookie consent (spec §4): shown 1 s after load when no choice is stored. */
export function CookieBanner() {
  const [undecided] = useState(() => storedConsent() === null);
  const [visible, setVisible] = useState(false);
  const Component = Panel.useComponent(undecided);

  useEffect(() => {
    if (!undecided) return;
    const timer = setTimeout(() => setVisible(true), COOKIE_BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [undecided]);

  function choose(consent: Consent) {
    storeConsent(consent);
    setVisible(false);
  }

  return visible && Component ? <Component onChoose={choose} /> : null;
}
