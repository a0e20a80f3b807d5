import type { TrainingState } from "#domain/training/api";
import type { CricketLog, SessionLog } from "#domain/training/log";
import { registerAccountStorage, TRAINING_QUEUE_KEY } from "#web/lib/account-storage.ts";
import { ApiError } from "#web/lib/api-client.ts";
import type { MyPlan } from "./api/get-plan.ts";
import { putEntry, type QueuedEntry } from "./api/put-entry.ts";

/**
 * The training pages' own state, kept on the device so /today works with no signal (issue #12):
 *
 * - `cache`: the last plan and training state fetched for the signed-in athlete (localStorage,
 *   a few KB; only for that athlete, cleared on sign-out);
 * - `queue`: logs not yet on the server, oldest first. A log is saved here first and shown at once,
 *   then PUT in order when online, retried with back-off. Its id (crypto.randomUUID) makes the PUT
 *   idempotent, so a retry after a lost answer stores it once. The server's answer (`entry`)
 *   replaces the local copy. Queued entries carry their athlete and sync only for that athlete;
 *   when another athlete signs in on the device, they are dropped unseen and unsent. Signing out
 *   tries to send them first, then asks, then clears them (lib/account-storage.ts).
 */

const CACHE_KEY = "gameready.training.v1";
const QUEUE_KEY = TRAINING_QUEUE_KEY;
const MAX_BACKOFF_MS = 30_000;

interface Cache {
  userId: string;
  plan: MyPlan | null;
  training: TrainingState | null;
}
type Queued = QueuedEntry & { userId: string };

export interface StoreSnapshot {
  cache: Cache | null;
  queue: Queued[];
  /** A log the server refused (bad input) or a sign-in needed to sync: shown once, in words. */
  problem: string | null;
}

function read<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the page still works, only not after a reload offline.
  }
}

const EMPTY: StoreSnapshot = { cache: null, queue: [], problem: null };
let snapshot: StoreSnapshot = {
  cache: read<Cache | null>(CACHE_KEY, null),
  queue: read<Queued[]>(QUEUE_KEY, []),
  problem: null,
};
const listeners = new Set<() => void>();

function set(next: Partial<StoreSnapshot>) {
  snapshot = { ...snapshot, ...next };
  if ("cache" in next) write(CACHE_KEY, snapshot.cache);
  if ("queue" in next) write(QUEUE_KEY, snapshot.queue);
  for (const l of listeners) l();
}

export const trainingStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => snapshot,
  /** What the build's prerender and the hydrating render see: nothing on the device yet (issue #13). */
  getServer: () => EMPTY,

  /** The cached copy for this athlete (another athlete's copy is never shown). */
  cacheFor(userId: string): Cache | null {
    return snapshot.cache?.userId === userId ? snapshot.cache : null;
  },

  savePlan(userId: string, plan: MyPlan | null) {
    const base = trainingStore.cacheFor(userId) ?? { userId, plan: null, training: null };
    set({ cache: { ...base, plan } });
  },

  saveTraining(userId: string, training: TrainingState) {
    const base = trainingStore.cacheFor(userId) ?? { userId, plan: null, training: null };
    set({ cache: { ...base, training } });
  },

  /** The session ended on the server: forget the cached plan and logs. Unsynced entries stay for their athlete's next sign-in. */
  clearCache() {
    set({ cache: null, problem: null });
  },

  /** `userId` signed in: whatever another athlete left on this device goes, never shown nor sent. */
  keepOnly(userId: string) {
    const queue = snapshot.queue.filter((q) => q.userId === userId);
    const otherCache = snapshot.cache !== null && snapshot.cache.userId !== userId;
    if (queue.length === snapshot.queue.length && !otherCache) return;
    set({ queue, ...(otherCache ? { cache: null } : {}) });
  },

  /** Saves a log locally (replacing a queued version of the same entry) and starts syncing. */
  enqueue(userId: string, item: QueuedEntry) {
    const queued: Queued = { ...item, userId } as Queued;
    const at = snapshot.queue.findIndex((q) => q.kind === item.kind && sameEntry(q, item));
    const queue = [...snapshot.queue];
    if (at >= 0) queue[at] = queued;
    else queue.push(queued);
    set({ queue, problem: null });
    void flush(userId);
  },

  dismissProblem() {
    set({ problem: null });
  },

  pendingFor: (userId: string) => snapshot.queue.filter((q) => q.userId === userId),
};

/** The same plan session (one log per week/day) or the same id. */
function sameEntry(a: QueuedEntry, b: QueuedEntry): boolean {
  if (a.entry.id === b.entry.id) return true;
  if (a.kind === "session" && b.kind === "session") return a.entry.week === b.entry.week && a.entry.day === b.entry.day;
  return false;
}

/** The server's state with the entries still waiting in the queue laid over it (newest wins). */
export function withPending(training: TrainingState, pending: QueuedEntry[]): TrainingState {
  let sessions = training.sessions;
  let cricket = training.cricket;
  for (const item of pending) {
    if (item.kind === "session") sessions = upsertSession(sessions, item.entry);
    else cricket = upsertCricket(cricket, item.entry);
  }
  return { ...training, sessions, cricket };
}

function upsertSession(list: SessionLog[], entry: SessionLog): SessionLog[] {
  return [...list.filter((s) => s.id !== entry.id && !(s.week === entry.week && s.day === entry.day)), entry];
}

function upsertCricket(list: CricketLog[], entry: CricketLog): CricketLog[] {
  return [...list.filter((c) => c.id !== entry.id), entry];
}

// ---- syncing ---------------------------------------------------------------------------------

/** The send under way, if any: a second flush joins it rather than sending the same entries twice. */
let inFlight: Promise<void> | null = null;
let attempt = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let currentUser: string | null = null;

/** Sends this athlete's queued entries in order; stops at the first network failure and retries later. */
export function flush(userId: string): Promise<void> {
  currentUser = userId;
  if (inFlight) return inFlight;
  if (typeof navigator !== "undefined" && navigator.onLine === false) return Promise.resolve();
  inFlight = send(userId).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function send(userId: string): Promise<void> {
  clearTimeout(retryTimer);
  for (;;) {
    const item = snapshot.queue.find((q) => q.userId === userId);
    if (!item) break;
    try {
      const saved = await putEntry(item);
      attempt = 0;
      settle(userId, item, saved.entry);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        set({ problem: "Sign in again to sync your logs." });
        break;
      }
      if (
        err instanceof ApiError &&
        err.status >= 400 &&
        err.status < 500 &&
        err.status !== 408 &&
        err.status !== 429
      ) {
        // The server will never take this entry as it is: drop it and say why.
        set({
          queue: snapshot.queue.filter((q) => q !== item),
          problem: `A log was not saved: ${err.message || "the server refused it."}`,
        });
        continue;
      }
      attempt += 1;
      const delay = Math.min(1000 * 2 ** attempt, MAX_BACKOFF_MS);
      retryTimer = setTimeout(() => void flush(userId), delay);
      break;
    }
  }
}

/** The PUT answered: the answered entry replaces the local copy; the queued item leaves the queue. */
function settle(userId: string, sent: Queued, stored: SessionLog | CricketLog) {
  // Only the version that was sent leaves: an edit queued meanwhile still goes.
  const queue = snapshot.queue.filter((q) => q !== sent);
  const cache = trainingStore.cacheFor(userId);
  if (cache?.training) {
    const training =
      sent.kind === "session"
        ? {
            ...cache.training,
            sessions: upsertSession(
              cache.training.sessions.filter((s) => s.id !== sent.entry.id),
              stored as SessionLog,
            ),
          }
        : { ...cache.training, cricket: upsertCricket(cache.training.cricket, stored as CricketLog) };
    set({ queue, cache: { ...cache, training } });
  } else {
    set({ queue });
  }
}

registerAccountStorage({
  async syncNow() {
    if (currentUser) {
      attempt = 0;
      // A send already under way finishes first, then one more pass for what it left.
      await inFlight;
      await flush(currentUser);
    }
    return snapshot.queue.length;
  },
  forget() {
    clearTimeout(retryTimer);
    currentUser = null;
    attempt = 0;
    set({ cache: null, queue: [], problem: null });
  },
});

if (typeof window !== "undefined") {
  window.addEventListener("online", () => {
    attempt = 0;
    if (currentUser) void flush(currentUser);
  });
}
