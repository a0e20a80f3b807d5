import { useCallback, useEffect, useRef, useState } from "react";
import { useHydrated } from "#web/lib/use-hydrated.ts";
import {
  ABILITIES,
  AGE_GROUPS,
  COMPETITION_LEVELS,
  EQUIPMENT,
  GOALS,
  INJURY_RECENCIES,
  INJURY_REGIONS,
  MAX_GOALS,
  PRIMARY_ROLES,
  QUESTIONNAIRE_STEPS,
  TRAINING_DURATIONS,
  TRAINING_FREQUENCIES,
  emptyDraft,
  type InjuryDetail,
  type QuestionnaireDraft,
} from "#domain/questionnaire-form";

/** Session storage (this tab only): a reload mid-questionnaire keeps the answers and the step. */
export const DRAFT_SESSION_KEY = "questionnaireDraft";

export interface DraftState {
  step: number;
  draft: QuestionnaireDraft;
}

const oneOf = <T extends string>(list: readonly T[], v: unknown): T | "" => (list.includes(v as T) ? (v as T) : "");
const text = (v: unknown) => (typeof v === "string" ? v : "");
const rating = (v: unknown) => (typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= 5 ? v : 0);

/** The picker's regions from storage: known values only, each region once (issue #10). */
function injuryDetails(v: unknown): InjuryDetail[] {
  if (!Array.isArray(v)) return [];
  const seen = new Set<string>();
  const out: InjuryDetail[] = [];
  for (const item of v) {
    const o = (item && typeof item === "object" ? item : {}) as Record<string, unknown>;
    const region = oneOf(INJURY_REGIONS, o.region);
    const recency = oneOf(INJURY_RECENCIES, o.recency);
    if (!region || !recency || typeof o.cleared !== "boolean" || seen.has(region)) continue;
    seen.add(region);
    out.push({ region, recency, cleared: o.cleared });
  }
  return out;
}

/** Whatever sits in storage is untrusted: keep only values the form itself could have produced. */
export function sanitizeDraftState(raw: unknown): DraftState {
  const o = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const d = (o.draft && typeof o.draft === "object" ? o.draft : {}) as Record<string, unknown>;
  const abilities = (d.abilities && typeof d.abilities === "object" ? d.abilities : {}) as Record<string, unknown>;
  const goals = Array.isArray(d.goals)
    ? [...new Set(d.goals.filter((g) => GOALS.includes(g)))].slice(0, MAX_GOALS)
    : [];
  const step =
    typeof o.step === "number" && Number.isInteger(o.step) ? Math.min(Math.max(o.step, 1), QUESTIONNAIRE_STEPS) : 1;
  return {
    step,
    draft: {
      ...emptyDraft(),
      ageGroup: oneOf(AGE_GROUPS, d.ageGroup),
      competitionLevel: oneOf(COMPETITION_LEVELS, d.competitionLevel),
      height: text(d.height),
      weight: text(d.weight),
      primaryRole: oneOf(PRIMARY_ROLES, d.primaryRole),
      abilities: Object.fromEntries(ABILITIES.map((a) => [a, rating(abilities[a])])) as QuestionnaireDraft["abilities"],
      trainingFrequency: oneOf(TRAINING_FREQUENCIES, d.trainingFrequency),
      trainingDuration: oneOf(TRAINING_DURATIONS, d.trainingDuration),
      injuries: text(d.injuries),
      injuryDetails: injuryDetails(d.injuryDetails),
      goals: goals as QuestionnaireDraft["goals"],
      equipment: oneOf(EQUIPMENT, d.equipment),
    },
  };
}

/** Something was answered: a draft worth resuming rather than replacing with saved answers. */
export function hasAnswers(state: DraftState): boolean {
  return state.step > 1 || JSON.stringify(state.draft) !== JSON.stringify(emptyDraft());
}

function readSession(): DraftState {
  try {
    const stored = window.sessionStorage.getItem(DRAFT_SESSION_KEY);
    return sanitizeDraftState(stored ? JSON.parse(stored) : null);
  } catch {
    return sanitizeDraftState(null);
  }
}

/** The answers being given and the current step, mirrored to session storage on every change. */
export function useQuestionnaireDraft() {
  // Hydrating the prerendered page (issue #13): start from the page as built, then restore the
  // draft. The restore runs before the mirror below, so it reads the draft before any write.
  const hydrated = useHydrated();
  const [state, setState] = useState<DraftState>(() => (hydrated ? readSession() : sanitizeDraftState(null)));
  const restored = useRef(hydrated);
  /** Whether this tab held answers of its own when the page opened (a retake keeps them, issue #16). */
  const hadDraft = useRef(hydrated && hasAnswers(state));
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const stored = readSession();
    hadDraft.current = hasAnswers(stored);
    setState(stored);
  }, []);

  useEffect(() => {
    try {
      window.sessionStorage.setItem(DRAFT_SESSION_KEY, JSON.stringify(state));
    } catch {
      // Storage full or blocked: the questionnaire still works, it just won't survive a reload.
    }
  }, [state]);

  const update = useCallback(<K extends keyof QuestionnaireDraft>(key: K, value: QuestionnaireDraft[K]) => {
    setState((s) => ({ ...s, draft: { ...s.draft, [key]: value } }));
  }, []);

  const goTo = useCallback((step: number) => {
    setState((s) => ({ ...s, step: Math.min(Math.max(step, 1), QUESTIONNAIRE_STEPS) }));
  }, []);

  /** Replaces the whole draft (a retake's saved answers). */
  const load = useCallback((next: DraftState) => setState(next), []);

  return { step: state.step, draft: state.draft, update, goTo, load, hadDraft };
}
