import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { access, constants, mkdir, open, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { checkKey, STORAGE_AREAS, StorageUnavailableError, type Storage, type StorageArea } from "./storage.ts";

// The interface lives in storage.ts; these re-exports keep older imports working.
export {
  InvalidStorageKeyError,
  STORAGE_AREAS,
  type Storage,
  type StorageArea,
} from "./storage.ts";

/** Files on local disk: `baseDir/<area>/<key>` (DATA_DIR/files, decision 0006). */
export function createLocalStorage(baseDir: string): Storage {
  const resolve = (area: StorageArea, key: string) => {
    checkKey(area, key);
    const root = path.join(baseDir, area);
    const full = path.resolve(root, key);
    if (!full.startsWith(root + path.sep)) throw new Error("invalid storage key");
    return full;
  };

  return {
    kind: "local",
    async put(area, key, data) {
      const file = resolve(area, key);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
      const fh = await open(tmp, "wx", 0o600);
      try {
        await fh.writeFile(data);
        await fh.sync();
      } catch (err) {
        await fh.close();
        await rm(tmp, { force: true });
        throw err;
      }
      await fh.close();
      try {
        await rename(tmp, file);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
    },
    async read(area, key) {
      try {
        return await readFile(resolve(area, key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },
    async open(area, key) {
      const file = resolve(area, key);
      try {
        const s = await stat(file);
        if (!s.isFile()) return null;
        return { stream: createReadStream(file), size: s.size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },
    async remove(area, key) {
      await rm(resolve(area, key), { force: true });
    },
    async *list(area) {
      checkKey(area, "x.xx");
      const root = path.join(baseDir, area);
      let entries;
      try {
        entries = await readdir(root, { recursive: true, withFileTypes: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return;
        throw err;
      }
      // Temporary files are uploads being written: not part of any committed state.
      for (const e of entries) {
        if (e.isFile() && !e.name.endsWith(".tmp"))
          yield path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join("/");
      }
    },
    async check() {
      // Every area's folder, readable and writable (readiness, docs/decisions/0096).
      for (const area of STORAGE_AREAS) {
        const folder = path.join(baseDir, area);
        try {
          await mkdir(folder, { recursive: true });
          await access(folder, constants.R_OK | constants.W_OK);
        } catch (err) {
          throw new StorageUnavailableError(`the storage folder ${folder} is not usable: ${(err as Error).message}`, {
            cause: err,
          });
        }
      }
    },
    async close() {},
  };
}
