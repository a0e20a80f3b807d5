import { useEffect, useRef } from "react";
import { useLocation } from "#web/app/nav.tsx";
import { deferred } from "#web/components/layout/deferred.ts";
import { markWanted, useWanted } from "#web/components/layout/when-wanted.ts";
import { HeroSection } from "./hero-section.tsx";

// The hero (pitch, carousel, badge) ships in the first-load chunk and paints at once; the
// sections below it are a second chunk, fetched once the visitor may look below the first
// screen (when-wanted.ts: first scroll, touch, pointer or key, an anchor, the placeholder in
// view, or idle) and kept out of the first load (budget, decision 0008).
const BelowTheFold = deferred(() => import("./below-the-fold.tsx"));

/** Home (spec §1, §2). */
export default function LandingPage() {
  // An anchor in the URL (/#start-your-path) names a section of that chunk: fetch it at once.
  const Sections = BelowTheFold.useComponent(useWanted(useLocation().hash !== ""));
  const placeholder = useRef<HTMLDivElement>(null);

  // A tall screen shows the placeholder from the start: then it is wanted now.
  useEffect(() => {
    const el = placeholder.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && markWanted());
    io.observe(el);
    return () => io.disconnect();
  }, [Sections]);

  return (
    <>
      <HeroSection />
      {/* Until they arrive, hold their space so the footer never flashes into view. */}
      {Sections ? <Sections /> : <div ref={placeholder} className="min-h-[250vh]" />}
    </>
  );
}
