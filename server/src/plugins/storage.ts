import path from "node:path";
import fp from "fastify-plugin";
import { createLocalStorage, type Storage } from "#server/core/storage/local-storage";
import { HttpError } from "./errors.ts";

export const STORAGE_FULL =
  "There is no room to store this file on the server just now. Nothing was changed; please try again later.";

export const STORAGE_UNAVAILABLE =
  "The file could not be stored on the server just now. Nothing was changed; please try again later.";

/**
 * Storage faults are worth saying: the upload can succeed later, once an operator has made room
 * (507) or made the folder writable again (503: read-only mount, permissions, a file where a
 * folder should be, an I/O error). Anything else stays a generic 500.
 */
const FULL = new Set(["ENOSPC", "EDQUOT"]);
const UNWRITABLE = new Set(["EROFS", "EACCES", "EPERM", "ENOTDIR", "EEXIST", "EISDIR", "EIO"]);

/** File storage on local disk under DATA_DIR/files (docs/decisions/0006, 0061). */
export default fp(
  async (app) => {
    const storage = createLocalStorage(path.join(app.config.dataDir, "files"));
    const put = storage.put.bind(storage);
    storage.put = async (area, key, data) => {
      try {
        await put(area, key, data);
      } catch (err) {
        if (FULL.has((err as NodeJS.ErrnoException).code ?? "")) {
          app.log.error({ err, area }, "storage full: upload refused");
          throw new HttpError(507, STORAGE_FULL, "STORAGE_FULL");
        }
        if (UNWRITABLE.has((err as NodeJS.ErrnoException).code ?? "")) {
          app.log.error({ err, area }, "storage not writable: upload refused");
          throw new HttpError(503, STORAGE_UNAVAILABLE, "STORAGE_UNAVAILABLE");
        }
        throw err;
      }
    };
    // A backup copies files after dumping the database: a file replaced meanwhile must still be
    // there to copy, so removals wait while a backup holds them (docs/decisions/0060).
    const remove = storage.remove.bind(storage);
    let holds = 0;
    const held: Array<Parameters<Storage["remove"]>> = [];
    storage.remove = async (area, key) => {
      if (holds > 0) held.push([area, key]);
      else await remove(area, key);
    };
    app.decorate("holdFileRemovals", () => {
      holds++;
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        if (--holds > 0) return;
        for (const [area, key] of held.splice(0)) {
          await remove(area, key).catch((err: unknown) =>
            app.log.warn({ err, area, key }, "held file removal failed (orphan file left)"),
          );
        }
      };
    });
    app.decorate("storage", storage);
  },
  { name: "storage" },
);

declare module "fastify" {
  interface FastifyInstance {
    storage: Storage;
    /** Defers file removals until the returned release is called (backups). */
    holdFileRemovals(): () => Promise<void>;
  }
}
