import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createLocalStorage, InvalidStorageKeyError } from "./local-storage.ts";

describe("local storage", () => {
  const base = mkdtempSync(path.join(tmpdir(), "gameready-storage-"));
  const storage = createLocalStorage(base);

  it("writes, reads, replaces and removes a file", async () => {
    await storage.put("training-pdfs", "user1/phase-1-abc.pdf", Buffer.from("one"));
    expect((await storage.read("training-pdfs", "user1/phase-1-abc.pdf"))?.toString()).toBe("one");
    await storage.put("training-pdfs", "user1/phase-1-abc.pdf", Buffer.from("two"));
    expect((await storage.read("training-pdfs", "user1/phase-1-abc.pdf"))?.toString()).toBe("two");
    const opened = await storage.open("training-pdfs", "user1/phase-1-abc.pdf");
    expect(opened?.size).toBe(3);
    opened?.stream.destroy();
    await storage.remove("training-pdfs", "user1/phase-1-abc.pdf");
    expect(await storage.read("training-pdfs", "user1/phase-1-abc.pdf")).toBeNull();
    expect(await storage.open("training-pdfs", "user1/phase-1-abc.pdf")).toBeNull();
  });

  it("leaves no temporary files behind", async () => {
    await storage.put("avatars", "a-1.webp", Buffer.from("x"));
    expect(readdirSync(path.join(base, "avatars"))).toEqual(["a-1.webp"]);
  });

  it.each([
    "../secret.pdf",
    "/etc/passwd",
    "a/../../b.pdf",
    "a\\b.pdf",
    "a/./b.pdf",
    "noext",
    "a b.pdf",
    "%2e%2e/x.pdf",
    "",
  ])("refuses the key %j", async (key) => {
    await expect(storage.put("avatars", key, Buffer.from("x"))).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.read("training-pdfs", key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });
});
