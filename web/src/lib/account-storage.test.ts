import { beforeEach, describe, expect, it, vi } from "vitest";

// The hooks the training pages register live in the module: a fresh copy per test.
let account: typeof import("./account-storage.ts");
beforeEach(async () => {
  vi.resetModules();
  account = await import("./account-storage.ts");
});

describe("clearAccountStorage: sign-out on a shared computer", () => {
  it("removes every gameready.* key and the questionnaire's answers, and nothing else", () => {
    localStorage.setItem("gameready.training.v1", "{}");
    localStorage.setItem("gameready.training-queue.v1", "[]");
    localStorage.setItem("gameready.some-key-added-later", "x");
    localStorage.setItem("questionnaireData", "{}");
    localStorage.setItem("cookieConsent", "accepted");
    sessionStorage.setItem("questionnaireDraft", "{}");
    sessionStorage.setItem("gameready.signedIn", "1");
    sessionStorage.setItem("unrelated", "kept");

    account.clearAccountStorage();

    expect(Object.keys(localStorage)).toEqual(["cookieConsent"]);
    expect(Object.keys(sessionStorage)).toEqual(["unrelated"]);
  });

  it("has the training pages forget what they hold in memory", () => {
    const forget = vi.fn();
    account.registerAccountStorage({ syncNow: async () => 0, forget });
    account.clearAccountStorage();
    expect(forget).toHaveBeenCalledTimes(1);
  });
});

describe("syncBeforeSignOut: how many logs would be lost", () => {
  it("counts the queue on the device when the training pages are not loaded", async () => {
    localStorage.setItem(account.TRAINING_QUEUE_KEY, JSON.stringify([{}, {}, {}]));
    await expect(account.syncBeforeSignOut()).resolves.toBe(3);
  });

  it("asks the training pages to send first, and takes what still waits", async () => {
    localStorage.setItem(account.TRAINING_QUEUE_KEY, JSON.stringify([{}, {}, {}]));
    account.registerAccountStorage({ syncNow: async () => 1, forget: () => {} });
    await expect(account.syncBeforeSignOut()).resolves.toBe(1);
  });

  it("counts the device's queue when sending fails", async () => {
    localStorage.setItem(account.TRAINING_QUEUE_KEY, JSON.stringify([{}, {}]));
    account.registerAccountStorage({
      syncNow: async () => {
        throw new Error("offline");
      },
      forget: () => {},
    });
    await expect(account.syncBeforeSignOut()).resolves.toBe(2);
  });

  it.each(["{not json", '{"length": 4}', '"queue"'])("counts nothing waiting from a queue key holding %s", (raw) => {
    localStorage.setItem(account.TRAINING_QUEUE_KEY, raw);
    expect(account.unsyncedCount()).toBe(0);
  });
});
