import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, json, tokenFromMail } from "#server/testing/athletes";
import { createTestDatabase, type TestDatabase } from "#server/testing/database";
import { athlete } from "#server/testing/factory";
import { faultDirs, faultEnv } from "#server/testing/fault/fixture";
import { startMailbox, type Mailbox } from "#server/testing/mailbox";
import { spawnServer, type SpawnedServer } from "#server/testing/spawn";
import { buildServer } from "../../scripts/build-server.ts";

/**
 * Start-up imports only what serving needs (issue #13, decision 0093 "Follow-up (brief H)"):
 * the PDF, image and S3 libraries load at their first use, not before "ready". The server runs
 * as `npm start` runs it (the bundle `npm run build` writes, decision 0112), with a loader hook
 * that records every module the main thread and its workers resolve. Counts modules, never times
 * them: robust on a busy machine.
 */
const RECORDER = fileURLToPath(new URL("./testing/record-imports.mjs", import.meta.url));
const LAZY = ["pdfkit", "sharp", "pdf-lib", "pdfjs-dist", "@aws-sdk/client-s3", "file-type"];
/** Never needed by this server: better-auth/minimal leaves Kysely out (we pass the Drizzle adapter). */
const NEVER = ["kysely", "@better-auth/kysely-adapter"];
/**
 * Modules resolved by the ESM loader before "ready" (decision 0112), node: built-ins included:
 * 38 from the bundle on PostgreSQL, 80 on PGlite (its own files), against 2,377 and 2,386 from
 * the sources under tsx (CommonJS requires are not seen here: 61 against 552). A bundle that
 * leaves out any one of drizzle-orm, better-auth, zod or jose, or a start that goes back to
 * tsx, passes it by more than a hundred.
 */
const MAX_MODULES_AT_READY = 150;
/** Bundled (scripts/build-server.ts keeps only EXTERNAL out): never entered from node_modules. */
const BUNDLED = [
  "fastify",
  "better-auth",
  "@better-auth/core",
  "drizzle-orm",
  "zod",
  "jose",
  "nodemailer",
  "prom-client",
];
const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** The packages a thread resolved, by thread id ("0" is the main thread). */
function packagesByThread(file: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const m = /^(\d+) .*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(line);
    if (!m) continue;
    if (!out.has(m[1]!)) out.set(m[1]!, new Set());
    out.get(m[1]!)!.add(m[2]!);
  }
  return out;
}

describe("the server's start path", () => {
  let database: TestDatabase;
  let mailbox: Mailbox;
  let server: SpawnedServer;
  const dirs = faultDirs("startup-imports");
  const recorded = `${dirs.dataDir}.imports`;
  // Inside the repository, so the bundle finds node_modules as dist/server does.
  const bundle = mkdtempSync(path.join(ROOT, "dist", "startup-imports-"));

  beforeAll(async () => {
    await buildServer(bundle);
    writeFileSync(recorded, "");
    database = await createTestDatabase();
    mailbox = await startMailbox();
    server = await spawnServer(
      {
        ...faultEnv({ ...dirs, databaseUrl: database.url, smtpUrl: mailbox.url }),
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${RECORDER}`.trim(),
        RECORD_IMPORTS_FILE: recorded,
      },
      dirs.logFile,
      { entry: [path.join(bundle, "main.mjs")] },
    );
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    await mailbox?.close();
    await database?.drop();
    dirs.cleanup();
    rmSync(bundle, { recursive: true, force: true });
  });

  it("resolves few modules before ready: the packages come bundled", () => {
    const lines = readFileSync(recorded, "utf8").split("\n").filter(Boolean);
    expect(lines.length).toBeGreaterThan(10); // the recorder works
    expect(lines.length).toBeLessThanOrEqual(MAX_MODULES_AT_READY);
    const main = packagesByThread(recorded).get("0") ?? new Set();
    expect([...main]).toContain("pg"); // external (scripts/build-server.ts EXTERNAL)
    for (const name of BUNDLED) expect([...main]).not.toContain(name);
    // PGlite loads only when it is the database: a server on PostgreSQL never loads it.
    if (database.url) expect([...main]).not.toContain("@electric-sql/pglite");
    else expect([...main]).toContain("@electric-sql/pglite");
  });

  it("is ready without pdfkit, sharp, pdf-lib, pdfjs-dist, @aws-sdk or file-type; they load at first use", async () => {
    const atReady = packagesByThread(recorded);
    const main = atReady.get("0") ?? new Set();
    // The recorder works: what the start path does need from node_modules is there.
    expect([...main]).toContain("pg");
    for (const thread of atReady.values())
      for (const name of [...LAZY, ...NEVER]) expect([...thread]).not.toContain(name);

    // An athlete uploads an avatar and downloads a generated PDF: sharp and file-type now load
    // in the main thread, pdfkit in the render worker (never in the main thread).
    const a = athlete({ fullName: "Lazy Loader" });
    expect((await server.fetch("/api/signup", json(a))).status).toBe(201);
    const mail = await mailbox.waitFor(a.email, (m) => m.links.some((l) => l.includes("/verify-email?")));
    const verified = await server.fetch(
      "/api/verify-email",
      json({ token: tokenFromMail(mail, "/verify-email?").token }),
    );
    const cookie = cookieFrom(verified);
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: "blue" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "a.png");
    const upload = await server.fetch("/api/me/avatar", { method: "POST", body: form, headers: { cookie } });
    expect(upload.status, await upload.clone().text()).toBe(200);
    const pdf = await server.fetch("/api/me/training-pdfs/1", { headers: { cookie } });
    expect(pdf.status, server.log().slice(-2000)).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    const after = packagesByThread(recorded);
    expect([...after.get("0")!]).toEqual(expect.arrayContaining(["sharp", "file-type"]));
    expect([...after.get("0")!]).not.toContain("pdfkit");
    for (const thread of after.values()) for (const name of NEVER) expect([...thread]).not.toContain(name);
    const workers = [...after.entries()].filter(([id]) => id !== "0").map(([, names]) => names);
    expect(workers.some((names) => names.has("pdfkit"))).toBe(true);
  });
});
