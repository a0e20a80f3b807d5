/** How long each step of the Start Your Path explainer stays highlighted (the spec leaves it open). */
export const EXPLAINER_STEP_MS = 2500;
