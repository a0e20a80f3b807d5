import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TrainingState } from "#domain/training/api";
import type { SessionLog } from "#domain/training/log";

// The store keeps module state (its snapshot, the send under way, the back-off), read from
// storage when the module loads: every test gets a fresh copy, and a "reload" is a fresh import.
type Store = typeof import("./training-store.ts");
type AccountStorage = typeof import("#web/lib/account-storage.ts");
let store: Store;
let account: AccountStorage;

async function load() {
  vi.resetModules();
  store = await import("./training-store.ts");
  account = await import("#web/lib/account-storage.ts");
}

/** A page reload: what the page held in memory goes, what it wrote to storage stays. */
async function reload() {
  const kept = Object.entries(localStorage);
  account.clearAccountStorage();
  for (const [key, value] of kept) localStorage.setItem(key, value);
  await load();
}

beforeEach(load);
// Sign-out's forget: no retry timer or "online" listener of this copy acts in the next test.
afterEach(() => account.clearAccountStorage());

const ATHLETE = "athlete-a";
const OTHER = "athlete-b";

function sessionLog(over: Partial<SessionLog> = {}): SessionLog {
  return {
    id: crypto.randomUUID(),
    date: "2026-03-02",
    week: 1,
    day: 1,
    status: "done",
    skipReason: null,
    sessionRpe: 6,
    minutes: 50,
    sets: [],
    editedAt: "2026-03-02T10:00:00.000Z",
    ...over,
  };
}

const state = (sessions: SessionLog[] = []): TrainingState => ({
  settings: { startDate: "2026-03-02", weekdays: [1, 3, 5] },
  settingsSaved: true,
  sessions,
  cricket: [],
  cricketWindow: { from: "2025-11-03", to: "2026-03-03", older: false },
  serverDay: "2026-03-02",
});

type Outcome =
  | { kind: "ok" }
  | { kind: "network" }
  /** The server stored the entry but its answer never arrived. */
  | { kind: "lost-answer" }
  | { kind: "status"; status: number; message?: string }
  | { kind: "answer"; entry: SessionLog };

/**
 * The training API as the store sees it: PUT by id, stored by id (so a resend replaces, as the
 * server's upsert does). Each call takes the next scripted outcome; "ok" once the script ends.
 */
function fakeServer(...script: Outcome[]) {
  const stored = new Map<string, SessionLog>();
  const calls: Array<{ at: number; url: string; entry: SessionLog }> = [];
  let gate: Promise<void> | null = null;
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const entry = JSON.parse(String(init.body)) as SessionLog;
    calls.push({ at: Date.now(), url, entry });
    if (gate) await gate;
    const outcome = script.shift() ?? { kind: "ok" };
    if (outcome.kind === "network") throw new TypeError("Failed to fetch");
    if (outcome.kind === "status")
      return Response.json({ error: { message: outcome.message ?? "", code: "X" } }, { status: outcome.status });
    if (outcome.kind === "answer") return Response.json({ entry: outcome.entry, applied: false });
    stored.set(entry.id, entry);
    if (outcome.kind === "lost-answer") throw new TypeError("Failed to fetch");
    return Response.json({ entry, applied: true });
  });
  vi.stubGlobal("fetch", fetch);
  return {
    stored,
    calls,
    sentIds: () => calls.map((c) => c.entry.id),
    /** Holds every answer until the returned function is called. */
    hold() {
      let open!: () => void;
      gate = new Promise((r) => {
        open = r;
      });
      return () => {
        gate = null;
        open();
      };
    },
  };
}

let online = true;
function goOffline() {
  online = false;
  vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
}
function comeOnline() {
  online = true;
  window.dispatchEvent(new Event("online"));
}

/** Lets the store's promise chain run (no timers involved). */
const settle = () => new Promise((r) => setTimeout(r, 0));

describe("offline queue: order", () => {
  it("sends logs queued offline in the order they were made, once back online", async () => {
    const server = fakeServer();
    goOffline();
    const logs = [1, 2, 3].map((day) => sessionLog({ day }));
    for (const log of logs) store.trainingStore.enqueue(ATHLETE, { kind: "session", entry: log });
    await settle();
    expect(server.calls).toHaveLength(0);
    expect(store.trainingStore.pendingFor(ATHLETE).map((q) => q.entry.id)).toEqual(logs.map((l) => l.id));

    comeOnline();
    await vi.waitFor(() => expect(store.trainingStore.get().queue).toHaveLength(0));
    expect(server.sentIds()).toEqual(logs.map((l) => l.id));
    expect(server.calls[0]!.url).toBe(`/api/me/training/sessions/${logs[0]!.id}`);
  });

  it("never sends a later log before an earlier one that failed", async () => {
    vi.useFakeTimers();
    const server = fakeServer({ kind: "network" });
    const first = sessionLog({ day: 1 });
    const second = sessionLog({ day: 2 });
    store.trainingStore.enqueue(ATHLETE, { kind: "session", entry: first });
    store.trainingStore.enqueue(ATHLETE, { kind: "session", entry: second });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.sentIds()).toEqual([first.id, first.id, second.id]);
  });

  it("keeps the queue on the device: a reload offline still holds it, and sends it later", async () => {
    goOffline();
    const log = sessionLog();
    store.trainingStore.enqueue(ATHLETE, { kind: "session", entry: log });

    await reload();
    expect(store.trainingStore.pendingFor(ATHLETE).map((q) => q.entry)).toEqual([log]);
    const server = fakeServer();
    online = true;
    await store.flush(ATHLETE);
    expect(server.sentIds()).toEqual([log.id]);
    expect(store.trainingStore.get().queue).toEqual([]);
  });

  it("sends each entry once when two flushes start together", async () => {
    const server = fakeServer();
    const release = server.hold();
    store.trainingStore.enqueue(ATHLETE, { kind: "session", entry: sessionLog() });
    const both = Promise.all([store.flush(ATHLETE), store.flush(ATHLETE)]);
    release();
    await both;
    expect(server.calls).toHaveLength(1);
  });
});

describe("offline queue: retry and back-off", () => {
  it("waits 2, 4, 8, 16 s, then at most 30 s between tries while the network is down", async () => {
    vi.useFakeTimers();
    const server = fakeServer(...Array.from({ length: 6 }, () => ({ kind: "network" }) as const));
    store.trainingStore.enqueue(ATHLETE, { kind: "session", entry: sessionLog() });
    await vi.advanceTimersByTimeAsync(200_000);
    const gaps = server.calls.slice(1).map((c, i) => c.at - server.calls[i]!.at);
    expect(gaps).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(store.trainingStore.get().queue).toHaveLength(0);
  });

  it("starts the back-off again from 2 s after a send succeeds", async () => {
    vi.useFakeTimers();
    const server = fakeServer({ kind: "network" }, { kind: "network" }, { kind: "ok" }, { kind: "network" });
    store.trainingStore.enqueue(ATHLETE, { kind: "session", entry: sessionLog({ day: 1 }) });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls).toHaveLength(3);
    store.trainingStore.enqueue(ATHLETE, { kind: "session", entry: sessionLog({ day: 2 }) });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls[4]!.at - server.calls[3]!.at).toBe(2_000);
  });

  it("tries again at once when the browser says it is back online, not at the end of the wait", async () => {
    vi.useFakeTimers();
    const server = fakeServer({ kind: "network" }, { kind: "network" }, { kind: "network" });
    store.trainingStore.enqueue(ATHLETE, { kind: "session", entry: sessionLog() });
    await vi.advanceTimersByTimeAsync(2_000 + 4_000); // two retries: the next waits 8 s
    expect(server.calls).toHaveLength(3);
    window.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls).toHaveLength(4);
    expect(store.trainingStore.get().queue).toHaveLength(0);
  });

  it.each([408, 429, 500, 503])("keeps a log the server could not take now (%i) and tries again", async (status) => {
    vi.useFakeTimers();
    const server = fakeServer({ kind: "status", status });
    const log = sessionLog();
    store.trainingStore.enqueue(ATHLETE, { kind: "session", entry: log });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.trainingStore.pendingFor(ATHLETE)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(server.sentIds()).toEqual([log.id, log.id]);
    expect(store.trainingStore.get()).toMatchObject({ queue: [], problem: null });
  });

  it("drops a log the server refuses for good (4xx), says why, and sends the rest", async () => {
    const server = fakeServer({ kind: "status", status: 422, message: "That date does not exist." });
    const bad = sessionLog({ day: 1 });
    const good = sessionLog({ day: 2 });
    store.trainingStore.enqueue(ATHLETE, { kind: "session", entry: bad });
    store.trainingStore.enqueue(ATHLETE, { kind: "session", entry: good });
    await vi.waitFor(() => expect(store.trainingStore.get().queue).toHaveLength(0));
    expect(server.sentIds()).toEqual([bad.id, good.id]);
    expect([...server.stored.keys()]).toEqual([good.id]);
    expect(store.trainingStore.get().problem).toBe("A log was not saved: That date does not exist.");
  });

  it("keeps every log and asks for a sign-in when the session has expired (401)", async () => {
    vi.useFakeTimers();
    const server = fakeServer({ kind: "status", status: 401 });
    store.trainingStore.enqueue(ATHLETE, { kind: "session", entry: sessionLog({ day: 1 }) });
    store.trainingStore.enqueue(ATHLETE, { kind: "session", entry: sessionLog({ day: 2 }) });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.calls).toHaveLength(1);
    expect(store.trainingStore.get().queue).toHaveLength(2);
    expect(store.trainingStore.get().problem).toBe("Sign in again to sync your logs.");
  });
});

describe("offline queue: a resend is stored once", () => {
  it("resends with the same id when the answer was lost, so the server holds the log once", async () => {
    vi.useFakeTimers();
    const server = fakeServer({ kind: "lost-answer" });
    const log = sessionLog();
    store.trainingStore.enqueue(ATHLETE, { kind: "session", entry: log });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(server.calls.map((c) => c.url)).toEqual([
      `/api/me/training/sessions/${log.id}`,
      `/api/me/training/sessions/${log.id}`,
    ]);
    expect(server.calls[1]!.entry).toEqual(log);
    expect(server.stored.size).toBe(1);
    expect(store.trainingStore.get().queue).toEqual([]);
  });

  it("an edit of a queued log replaces it in the queue rather than queueing a second copy", async () => {
    goOffline();
    const server = fakeServer();
    const log = sessionLog({ sessionRpe: 5 });
    store.trainingStore.enqueue(ATHLETE, { kind: "session", entry: log });
    // The same plan session logged again (a new id, same week and day) is the same entry.
    const again = sessionLog({ sessionRpe: 7 });
    store.trainingStore.enqueue(ATHLETE, { kind: "session", entry: again });
    expect(store.trainingStore.pendingFor(ATHLETE).map((q) => q.entry)).toEqual([again]);
    comeOnline();
    await vi.waitFor(() => expect(store.trainingStore.get().queue).toHaveLength(0));
    expect(server.sentIds()).toEqual([again.id]);
  });

  it("an edit made while the first version is on its way is sent after it, not lost", async () => {
    const server = fakeServer();
    const release = server.hold();
    const first = sessionLog({ sessionRpe: 5 });
    store.trainingStore.enqueue(ATHLETE, { kind: "session", entry: first });
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    const edited = { ...first, sessionRpe: 8, editedAt: "2026-03-02T11:00:00.000Z" };
    store.trainingStore.enqueue(ATHLETE, { kind: "session", entry: edited });
    release();
    await vi.waitFor(() => expect(store.trainingStore.get().queue).toHaveLength(0));
    expect(server.calls.map((c) => c.entry.sessionRpe)).toEqual([5, 8]);
    expect(server.stored.get(first.id)?.sessionRpe).toBe(8);
  });

  it("shows what the server stored when a later edit from another device won", async () => {
    const mine = sessionLog({ sessionRpe: 5 });
    const theirs = { ...mine, sessionRpe: 9, editedAt: "2026-03-02T12:00:00.000Z" };
    fakeServer({ kind: "answer", entry: theirs });
    store.trainingStore.saveTraining(ATHLETE, state([]));
    store.trainingStore.enqueue(ATHLETE, { kind: "session", entry: mine });
    await vi.waitFor(() => expect(store.trainingStore.get().queue).toHaveLength(0));
    expect(store.trainingStore.cacheFor(ATHLETE)?.training?.sessions).toEqual([theirs]);
  });
});

describe("offline queue: one athlete's logs", () => {
  it("drops, unsent, what another athlete left queued on this device when a new one signs in", async () => {
    goOffline();
    const server = fakeServer();
    store.trainingStore.enqueue(ATHLETE, { kind: "session", entry: sessionLog() });
    store.trainingStore.saveTraining(ATHLETE, state());
    store.trainingStore.keepOnly(OTHER);
    online = true;
    await store.flush(OTHER);
    expect(server.calls).toHaveLength(0);
    expect(store.trainingStore.get()).toMatchObject({ queue: [], cache: null });
  });

  it("never shows one athlete's cached plan and log to another", () => {
    store.trainingStore.saveTraining(ATHLETE, state([sessionLog()]));
    expect(store.trainingStore.cacheFor(ATHLETE)?.training?.sessions).toHaveLength(1);
    expect(store.trainingStore.cacheFor(OTHER)).toBeNull();
  });

  it("sign-out waits for the send under way, then reports how many logs still wait", async () => {
    vi.useFakeTimers();
    // The first log goes; the second fails on the send under way and again on sign-out's own try.
    const server = fakeServer({ kind: "ok" }, { kind: "network" }, { kind: "network" });
    const release = server.hold();
    store.trainingStore.enqueue(ATHLETE, { kind: "session", entry: sessionLog({ day: 1 }) });
    store.trainingStore.enqueue(ATHLETE, { kind: "session", entry: sessionLog({ day: 2 }) });
    const waiting = account.syncBeforeSignOut();
    release();
    expect(await waiting).toBe(1);
    expect(server.stored.size).toBe(1);
  });
});

describe("withPending: the page shows queued logs over the server's state", () => {
  it("lays a queued log over the server's log of the same plan session (newest wins)", () => {
    const onServer = sessionLog({ sessionRpe: 4 });
    const queued = sessionLog({ sessionRpe: 8 });
    const other = sessionLog({ day: 2 });
    const shown = store.withPending(state([onServer, other]), [{ kind: "session", entry: queued }]);
    expect(shown.sessions).toEqual([other, queued]);
  });
});
