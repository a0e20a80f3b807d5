import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { PGLITE_WASM_COMPILATION } from "./client.ts";

const CLIENT = fileURLToPath(new URL("./client.ts", import.meta.url));
const ROOT = fileURLToPath(new URL("../../../..", import.meta.url));

/**
 * Runs `code` in a fresh Node (the sources under tsx) and returns V8's flag-dependent tag at each
 * `mark(name)`: `v8.cachedDataVersionTag()` is derived from V8's flags, so it tells whether a
 * setting was applied without a timer or a memory reading.
 */
function tags(code: string): Record<string, number> {
  const script = `
    import v8 from "node:v8";
    import { openDatabase } from ${JSON.stringify(CLIENT)};
    const out = {};
    const mark = (name) => { out[name] = v8.cachedDataVersionTag(); };
    ${code}
    process.stdout.write(JSON.stringify(out));
  `;
  const stdout = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, NODE_OPTIONS: "" },
  });
  return JSON.parse(stdout) as Record<string, number>;
}

describe("PGlite's WebAssembly is compiled with one background task (idle memory, decision 0127)", () => {
  it("opening PGlite applies the setting, and it is exactly that setting", { timeout: 60_000 }, () => {
    const t = tags(`
      mark("before");
      const database = await openDatabase({ dataDir: "/nonexistent", inMemory: true, migrations: "none" });
      mark("opened");
      // Applying the same setting by hand changes nothing more: the open applied this one.
      v8.setFlagsFromString(${JSON.stringify(PGLITE_WASM_COMPILATION)});
      mark("again");
      await database.close();
    `);
    expect(t.opened).not.toBe(t.before);
    expect(t.again).toBe(t.opened);
  });

  it("the setting is one this V8 knows: applied by hand, it changes V8's flags", { timeout: 60_000 }, () => {
    const t = tags(`
      mark("before");
      v8.setFlagsFromString(${JSON.stringify(PGLITE_WASM_COMPILATION)});
      mark("set");
    `);
    expect(t.set).not.toBe(t.before);
  });
});
