import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionLog } from "#domain/training/log";

// Sign-out and the training store share module state through account-storage.ts: a fresh copy of
// all three per test, imported together.
let useSignOut: typeof import("./use-sign-out.ts").useSignOut;
let NavProvider: typeof import("#web/app/nav.tsx").NavProvider;
let trainingStore: typeof import("#web/features/training/training-store.ts").trainingStore;
let clearAccountStorage: () => void;

beforeEach(async () => {
  vi.resetModules();
  ({ useSignOut } = await import("./use-sign-out.ts"));
  ({ NavProvider } = await import("#web/app/nav.tsx"));
  ({ clearAccountStorage } = await import("#web/lib/account-storage.ts"));
  return clearAccountStorage;
});

type Reply = "ok" | "network" | 401 | 500;

/** The sign-out route and the training log's PUT, each answering from its own script. */
function fakeServer({ signOut = ["ok"] as Reply[], logs = ["ok"] as Reply[] } = {}) {
  const calls: string[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push(`${init.method} ${url}`);
    const reply = (url === "/api/auth/sign-out" ? signOut : logs).shift() ?? "ok";
    if (reply === "network") throw new TypeError("Failed to fetch");
    if (reply !== "ok") return Response.json({ message: "no" }, { status: reply });
    if (url === "/api/auth/sign-out") return Response.json({ success: true });
    const entry = JSON.parse(String(init.body)) as SessionLog;
    return Response.json({ entry, applied: true });
  });
  vi.stubGlobal("fetch", fetch);
  return calls;
}

function signOutHook(pathname = "/profile") {
  const navigate = vi.fn();
  const onSignedOut = vi.fn();
  const queryClient = new QueryClient();
  queryClient.setQueryData(["me"], { name: "Asha" });
  const location = { pathname, search: "", hash: "", state: null };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <NavProvider value={{ location, navigationType: "POP", navigate }}>{children}</NavProvider>
    </QueryClientProvider>
  );
  const { result } = renderHook(() => useSignOut(onSignedOut), { wrapper });
  return { result, navigate, onSignedOut, queryClient };
}

function deviceHoldsAccount() {
  localStorage.setItem("gameready.signedIn", "1");
  localStorage.setItem("gameready.training.v1", JSON.stringify({ userId: "athlete-a", plan: null, training: null }));
  localStorage.setItem("questionnaireData", "{}");
}

async function queueLogOffline() {
  ({ trainingStore } = await import("#web/features/training/training-store.ts"));
  const offline = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  trainingStore.enqueue("athlete-a", {
    kind: "session",
    entry: {
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
    },
  });
  offline.mockRestore();
}

describe("signing out", () => {
  it("ends the session, leaves nothing of the account on the device, and goes home", async () => {
    const calls = fakeServer();
    deviceHoldsAccount();
    const { result, navigate, onSignedOut } = signOutHook();
    await act(() => result.current.signOut());
    expect(calls).toEqual(["POST /api/auth/sign-out"]);
    expect(Object.keys(localStorage)).toEqual([]);
    expect(navigate).toHaveBeenCalledWith("/", { replace: true });
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it("clears the page's cached account at once when already home", async () => {
    fakeServer();
    const { result, queryClient } = signOutHook("/");
    await act(() => result.current.signOut());
    expect(queryClient.getQueryData(["me"])).toBeUndefined();
  });

  it("takes a 401 (the session had already ended) as signed out", async () => {
    fakeServer({ signOut: [401] });
    deviceHoldsAccount();
    const { result, onSignedOut } = signOutHook();
    await act(() => result.current.signOut());
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem("gameready.signedIn")).toBeNull();
  });

  it.each(["network", 500] as const)(
    "keeps everything and says so when the server cannot end it (%s)",
    async (reply) => {
      fakeServer({ signOut: [reply] });
      deviceHoldsAccount();
      const { result, navigate, onSignedOut } = signOutHook();
      await act(() => result.current.signOut());
      expect(result.current.state).toBe("failed");
      expect(localStorage.getItem("gameready.signedIn")).toBe("1");
      expect(localStorage.getItem("gameready.training.v1")).not.toBeNull();
      expect(navigate).not.toHaveBeenCalled();
      expect(onSignedOut).not.toHaveBeenCalled();
    },
  );

  it("sends the logs still waiting before the session ends", async () => {
    await queueLogOffline();
    const calls = fakeServer();
    const { result, onSignedOut } = signOutHook();
    await act(() => result.current.signOut());
    expect(calls).toEqual([expect.stringMatching(/^PUT \/api\/me\/training\/sessions\//), "POST /api/auth/sign-out"]);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it("asks before discarding logs that could not be sent, and signs out only when told to", async () => {
    await queueLogOffline();
    const calls = fakeServer({ logs: ["network", "network"] });
    const { result, onSignedOut } = signOutHook();
    await act(() => result.current.signOut());
    expect(result.current).toMatchObject({ state: "unsynced", unsynced: 1 });
    expect(calls).not.toContain("POST /api/auth/sign-out");
    expect(onSignedOut).not.toHaveBeenCalled();

    await act(() => result.current.signOut({ discard: true }));
    expect(calls).toContain("POST /api/auth/sign-out");
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(trainingStore.get().queue).toEqual([]);
    expect(localStorage.length).toBe(0);
  });
});
