import fp from "fastify-plugin";
import { ConfigError } from "#server/core/config";
import { createStorage } from "#server/core/storage/create-storage";
import { StorageUnavailableError, type Storage } from "#server/core/storage/storage";
import { HttpError } from "./errors.ts";

export const STORAGE_FULL =
  "There is no room to store this file on the server just now. Nothing was changed; please try again later.";

export const STORAGE_UNAVAILABLE =
  "The file could not be stored on the server just now. Nothing was changed; please try again later.";

export const STORAGE_READ_UNAVAILABLE = "The file could not be read from storage just now; please try again later.";

/**
 * Storage faults are worth saying: the upload can succeed later, once an operator has made room
 * (507) or made the folder writable again (503: read-only mount, permissions, a file where a
 * folder should be, an I/O error). Anything else stays a generic 500.
 */
const FULL = new Set(["ENOSPC", "EDQUOT"]);
const UNWRITABLE = new Set(["EROFS", "EACCES", "EPERM", "ENOTDIR", "EEXIST", "EISDIR", "EIO"]);

/** The storage area rides on the logged error, so the request's log line says which files failed. */
function withArea(err: unknown, area: string): unknown {
  if (err && typeof err === "object") Object.assign(err, { area });
  return err;
}

/**
 * File storage: local disk under DATA_DIR/files or an S3-compatible bucket (docs/decisions/0006,
 * 0061, 0094). With S3 the bucket is checked before the server starts: a missing or unreachable
 * bucket stops it with a message naming the variables, rather than failing each upload later.
 */
export default fp(
  async (app) => {
    const config = app.config.storage;
    const storage = createStorage(app.config);
    app.addHook("onClose", () => storage.close());
    if (config.driver === "s3") {
      try {
        await storage.check();
      } catch (err) {
        await storage.close();
        throw new ConfigError(
          `Storage: the bucket S3_BUCKET=${config.bucket} at S3_ENDPOINT=${config.endpoint ?? "(AWS)"} cannot be used: ${(err as Error).message}. Create the bucket, or check S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE and the credentials.`,
        );
      }
    } else if (app.config.databaseUrl) {
      app.log.warn(
        "STORAGE=local with DATABASE_URL: files are kept in this process's DATA_DIR/files only. Several server processes on this database need shared storage (STORAGE=s3, docs/decisions/0094), or uploads made through one are missing on the others.",
      );
    }
    // Reads: a store that cannot be reached is a 503 the client may retry, not a generic 500.
    const readFailed = (err: unknown, area: string) => {
      if (!(err instanceof StorageUnavailableError)) return err;
      // Logged by the error handler on the request's own line (with its id), area included.
      return new HttpError(503, STORAGE_READ_UNAVAILABLE, "STORAGE_UNAVAILABLE", { cause: withArea(err, area) });
    };
    const read = storage.read.bind(storage);
    storage.read = (area, key) =>
      read(area, key).catch((err: unknown) => {
        throw readFailed(err, area);
      });
    const open = storage.open.bind(storage);
    storage.open = (area, key) =>
      open(area, key).catch((err: unknown) => {
        throw readFailed(err, area);
      });
    const put = storage.put.bind(storage);
    storage.put = async (area, key, data) => {
      try {
        await put(area, key, data);
      } catch (err) {
        if (FULL.has((err as NodeJS.ErrnoException).code ?? "")) {
          throw new HttpError(507, STORAGE_FULL, "STORAGE_FULL", { cause: withArea(err, area) });
        }
        if (err instanceof StorageUnavailableError || UNWRITABLE.has((err as NodeJS.ErrnoException).code ?? "")) {
          throw new HttpError(503, STORAGE_UNAVAILABLE, "STORAGE_UNAVAILABLE", { cause: withArea(err, area) });
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
