/**
 * What this app keeps on the device for the signed-in athlete: every key starts with
 * `gameready.` (the signed-in hint, the offline copy of plan and log, a session being logged,
 * logs waiting to sync). A shared computer must not show the next person any of it, so an
 * explicit sign-out removes every such key, a future one too. The training pages own the queue;
 * they register here how to send it now and how to forget their in-memory copy, so sign-out
 * needs no import of theirs.
 */
export const ACCOUNT_KEY_PREFIX = "gameready.";
export const TRAINING_QUEUE_KEY = `${ACCOUNT_KEY_PREFIX}training-queue.v1`;

type Hooks = { syncNow?: () => Promise<number>; forget?: () => void };
const hooks: Hooks = {};

/** The training store's: send the queue now (resolves with what is still waiting), and drop its copy. */
export function registerAccountStorage(h: Required<Hooks>) {
  Object.assign(hooks, h);
}

/** Logs on this device not yet on the server, whoever queued them. */
export function unsyncedCount(): number {
  try {
    const queue = JSON.parse(localStorage.getItem(TRAINING_QUEUE_KEY) ?? "[]") as unknown;
    return Array.isArray(queue) ? queue.length : 0;
  } catch {
    return 0;
  }
}

/** Tries to send the waiting logs; how many still wait (all of them when the training pages are not loaded). */
export async function syncBeforeSignOut(): Promise<number> {
  if (!hooks.syncNow) return unsyncedCount();
  try {
    return await hooks.syncNow();
  } catch {
    return unsyncedCount();
  }
}

/**
 * Keys outside the prefix that hold a person's answers: the spec names `questionnaireData` (the
 * answers until the account exists), and the questionnaire keeps a retake's draft, copied from
 * the saved answers (age group, height, weight, injuries), for the tab's life.
 */
const ANSWER_KEYS = { local: ["questionnaireData"], session: ["questionnaireDraft"] } as const;

/**
 * Sign-out: every `gameready.*` key goes from both storages, and the answers' keys, and the
 * training store forgets what it holds in memory.
 */
export function clearAccountStorage() {
  hooks.forget?.();
  for (const [storage, named] of [
    [() => localStorage, ANSWER_KEYS.local],
    [() => sessionStorage, ANSWER_KEYS.session],
  ] as const) {
    try {
      const store = storage();
      for (const k of Object.keys(store))
        if (k.startsWith(ACCOUNT_KEY_PREFIX) || (named as readonly string[]).includes(k)) store.removeItem(k);
    } catch {
      // Storage blocked: nothing was kept either.
    }
  }
}
