import { BeliefsSection } from "./beliefs-section.tsx";
import { ProblemSection } from "./problem-section.tsx";
import { RolesBand } from "./roles-band.tsx";
import { StartYourPathSection } from "./start-your-path-section.tsx";
import { WhatWeDoSection } from "./what-we-do-section.tsx";

/** The landing's sections under the hero, loaded as their own chunk right after the first one. */
export default function BelowTheFold() {
  return (
    <>
      <ProblemSection />
      <RolesBand />
      <WhatWeDoSection />
      <BeliefsSection />
      <StartYourPathSection />
    </>
  );
}
