import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3, type TestS3 } from "#server/testing/s3";
import { createLocalStorage } from "./local-storage.ts";
import { createS3Storage } from "./s3-storage.ts";
import { InvalidStorageKeyError, StorageUnavailableError, type Storage } from "./storage.ts";

const keys = async (storage: Storage, area: "avatars" | "training-pdfs") => {
  const out: string[] = [];
  for await (const k of storage.list(area)) out.push(k);
  return out.sort();
};

/** The same contract for every driver (decision 0094): what callers may rely on. */
describe.each(["local", "s3"] as const)("%s storage", (driver) => {
  let s3: TestS3 | undefined;
  let storage: Storage;
  const base = mkdtempSync(path.join(tmpdir(), "gameready-storage-"));
  beforeAll(async () => {
    if (driver === "s3") {
      s3 = await startS3();
      storage = createS3Storage(await s3.bucket("tenant-a/"));
    } else storage = createLocalStorage(base);
  });
  afterAll(async () => {
    await storage.close();
    await s3?.close();
  });

  it("writes, reads, streams, replaces and removes a file", async () => {
    await storage.put("training-pdfs", "user1/phase-1-abc.pdf", Buffer.from("one"));
    expect((await storage.read("training-pdfs", "user1/phase-1-abc.pdf"))?.toString()).toBe("one");
    await storage.put("training-pdfs", "user1/phase-1-abc.pdf", Buffer.from("two!"));
    expect((await storage.read("training-pdfs", "user1/phase-1-abc.pdf"))?.toString()).toBe("two!");
    const opened = await storage.open("training-pdfs", "user1/phase-1-abc.pdf");
    expect(opened?.size).toBe(4);
    expect(await text(opened!.stream)).toBe("two!");
    await storage.remove("training-pdfs", "user1/phase-1-abc.pdf");
    expect(await storage.read("training-pdfs", "user1/phase-1-abc.pdf")).toBeNull();
    expect(await storage.open("training-pdfs", "user1/phase-1-abc.pdf")).toBeNull();
    // Removing what is not there is not an error (a replaced file's removal may be retried).
    await storage.remove("training-pdfs", "user1/phase-1-abc.pdf");
  });

  it("a missing file is null, not an error", async () => {
    expect(await storage.read("avatars", "nobody-1.webp")).toBeNull();
    expect(await storage.open("avatars", "nobody-1.webp")).toBeNull();
  });

  it("lists an area's keys, nested ones included, and only that area's", async () => {
    await storage.put("avatars", "a-1.webp", Buffer.from("x"));
    await storage.put("training-pdfs", "u2/phase-2-x.pdf", Buffer.from("y"));
    await storage.put("training-pdfs", "u3/phase-1-y.pdf", Buffer.from("z"));
    expect(await keys(storage, "avatars")).toEqual(["a-1.webp"]);
    expect(await keys(storage, "training-pdfs")).toEqual(["u2/phase-2-x.pdf", "u3/phase-1-y.pdf"]);
    if (driver === "local") {
      // An upload being written (a *.tmp next to its target) is not a committed file.
      writeFileSync(path.join(base, "avatars", "a-2.webp.abc.tmp"), "half");
      expect(await keys(storage, "avatars")).toEqual(["a-1.webp"]);
      expect(readdirSync(path.join(base, "avatars")).sort()).toEqual(["a-1.webp", "a-2.webp.abc.tmp"]);
    }
  });

  it("check passes on a usable store", async () => {
    await expect(storage.check()).resolves.toBeUndefined();
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
    await expect(storage.open("training-pdfs", key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });
});

describe("s3 storage faults", () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(() => s3.close());

  it("keys live under the prefix: two prefixes in one bucket do not see each other", async () => {
    const config = await s3.bucket("one/");
    const a = createS3Storage(config);
    const b = createS3Storage({ ...config, prefix: "two/" });
    await a.put("avatars", "p-1.webp", Buffer.from("a"));
    expect(await keys(a, "avatars")).toEqual(["p-1.webp"]);
    expect(await keys(b, "avatars")).toEqual([]);
    expect(await b.read("avatars", "p-1.webp")).toBeNull();
    await a.close();
    await b.close();
  });

  it("a missing bucket fails check, put and open with StorageUnavailableError naming the bucket", async () => {
    const config = await s3.bucket();
    const gone = createS3Storage({ ...config, bucket: "no-such-bucket-here" });
    await expect(gone.check()).rejects.toThrow(/HeadBucket in bucket no-such-bucket-here failed: .*404/);
    await expect(gone.put("avatars", "x-1.webp", Buffer.from("x"))).rejects.toBeInstanceOf(StorageUnavailableError);
    await gone.close();
  });

  it("an unreachable endpoint is StorageUnavailableError, not a hang", async () => {
    const config = await s3.bucket();
    const down = createS3Storage({ ...config, endpoint: "http://127.0.0.1:1" });
    await expect(down.check()).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(down.open("avatars", "x-1.webp")).rejects.toThrow(/ECONNREFUSED/);
    await down.close();
  });
});
