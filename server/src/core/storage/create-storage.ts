import path from "node:path";
import type { Config } from "#server/core/config";
import { createLocalStorage } from "./local-storage.ts";
import type { S3StorageOptions } from "./s3-storage.ts";
import type { Storage } from "./storage.ts";

/** The configured driver (STORAGE=local|s3): the server, backup and restore all use this. */
export function createStorage(config: Pick<Config, "dataDir" | "storage">): Storage {
  const s = config.storage;
  if (s.driver === "s3") return lazyS3Storage(s);
  return createLocalStorage(path.join(config.dataDir, "files"));
}

/**
 * The S3 driver, loaded at its first use: @aws-sdk/client-s3 is a few hundred modules that a
 * local-disk server would otherwise import at every start (decision 0093, follow-up). Every
 * call waits for the one import, then is the driver's own call: behaviour is unchanged.
 */
function lazyS3Storage(options: S3StorageOptions): Storage {
  let driver: Promise<Storage> | undefined;
  const load = () => {
    driver ??= import("./s3-storage.ts").then((m) => m.createS3Storage(options));
    return driver;
  };
  return {
    kind: "s3",
    put: async (area, key, data) => (await load()).put(area, key, data),
    read: async (area, key) => (await load()).read(area, key),
    open: async (area, key) => (await load()).open(area, key),
    remove: async (area, key) => (await load()).remove(area, key),
    list: (area) => ({
      async *[Symbol.asyncIterator]() {
        yield* (await load()).list(area);
      },
    }),
    check: async () => (await load()).check(),
    // Nothing to release when the driver never loaded.
    close: async () => (driver ? (await driver).close() : undefined),
  };
}
