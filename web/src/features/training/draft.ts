import type { SetLog } from "#domain/training/log";

/**
 * A session being logged, kept on the device so a reload (or a dead battery saver) mid-session
 * keeps the ticked sets. One draft at a time; it belongs to one athlete and one plan session.
 */
const KEY = "gameready.training.draft.v1";

export interface SetDraft {
  done: boolean;
  reps: string;
  loadKg: string;
}
export interface Draft {
  userId: string;
  week: number;
  day: number;
  startedAt: string;
  sets: Record<string, SetDraft>;
}

export const setKey = (exerciseId: string, set: number) => `${exerciseId}#${set}`;

export function loadDraft(userId: string, week: number, day: number): Draft | null {
  try {
    const d = JSON.parse(localStorage.getItem(KEY) ?? "null") as Draft | null;
    return d && d.userId === userId && d.week === week && d.day === day ? d : null;
  } catch {
    return null;
  }
}

export function saveDraft(draft: Draft) {
  try {
    localStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full: the draft lives in memory only.
  }
}

export function clearDraft() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}

/**
 * A number field's text as the log's number: blank → null; a plain decimal ("62.5", "62,5", "-3")
 * as its number, for the schema to judge; anything else NaN, which the schema refuses. Number()
 * alone would read "0x10" as 16 and "1e3" as 1000: a slip of the keyboard stored as another figure.
 */
export function numberOrNull(text: string): number | null {
  const t = text.trim().replace(",", ".");
  if (t === "") return null;
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(t) ? Number(t) : Number.NaN;
}

export function setLogOf(exerciseId: string, set: number, d: SetDraft | undefined): SetLog {
  return {
    exerciseId,
    set,
    done: d?.done ?? false,
    reps: d ? numberOrNull(d.reps) : null,
    loadKg: d ? numberOrNull(d.loadKg) : null,
  };
}
