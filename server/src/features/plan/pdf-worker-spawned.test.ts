import { existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, json, tokenFromMail } from "#server/testing/athletes";
import { createTestDatabase, type TestDatabase } from "#server/testing/database";
import { athlete } from "#server/testing/factory";
import { makePdf } from "#server/testing/coach-console";
import { adminCookieFor, faultDirs, faultEnv } from "#server/testing/fault/fixture";
import { startMailbox, type Mailbox } from "#server/testing/mailbox";
import { pdfText } from "#server/testing/pdf-text";
import { spawnServer, type SpawnedServer } from "#server/testing/spawn";
import { until } from "#server/testing/wait";

/**
 * The render worker also starts in the server as `npm start` runs it (node --import tsx
 * main.ts), not only under Vitest: the worker registers tsx itself (decision 0092). The PDF is
 * cached in DATA_DIR's pdf-cache area and the second download is those bytes.
 */
describe("generated PDFs in the real server process", () => {
  let database: TestDatabase;
  let mailbox: Mailbox;
  let server: SpawnedServer;
  const dirs = faultDirs("pdf-worker");

  beforeAll(async () => {
    database = await createTestDatabase();
    mailbox = await startMailbox();
    server = await spawnServer(faultEnv({ ...dirs, databaseUrl: database.url, smtpUrl: mailbox.url }), dirs.logFile);
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    await mailbox?.close();
    await database?.drop();
    dirs.cleanup();
  });

  const signedUp = async (fullName: string) => {
    const a = athlete({ fullName });
    const signUp = await server.fetch("/api/signup", json(a));
    expect(signUp.status, await signUp.clone().text()).toBe(201);
    const mail = await mailbox.waitFor(a.email, (m) => m.links.some((l) => l.includes("/verify-email?")));
    const verified = await server.fetch(
      "/api/verify-email",
      json({ token: tokenFromMail(mail, "/verify-email?").token }),
    );
    expect(verified.status).toBe(200);
    const cookie = cookieFrom(verified);
    const me = (await (await server.fetch("/api/me", { headers: { cookie } })).json()) as { user: { id: string } };
    return { cookie, userId: me.user.id };
  };

  it("renders in the worker, caches the file, and serves the cached bytes next time", async () => {
    const { cookie } = await signedUp("Worker Test");
    const first = await server.fetch("/api/me/training-pdfs/1", { headers: { cookie } });
    expect(first.status, server.log().slice(-2000)).toBe(200);
    const body = Buffer.from(await first.arrayBuffer());
    expect((await pdfText(body)).text).toContain("Athlete: Worker Test");

    const cacheDir = path.join(dirs.dataDir, "files", "pdf-cache");
    expect(existsSync(cacheDir)).toBe(true);
    const [userDir] = readdirSync(cacheDir);
    expect(readdirSync(path.join(cacheDir, userDir!))).toEqual([
      expect.stringMatching(/^phase-1-[A-Za-z0-9_-]+\.pdf$/),
    ]);

    const second = await server.fetch("/api/me/training-pdfs/1", { headers: { cookie } });
    expect(Buffer.from(await second.arrayBuffer()).equals(body)).toBe(true);
  });

  it("a coach PDF missing from storage: 502 COACH_PDF_MISSING and an error logged with the athlete and the key", async () => {
    const { cookie, userId } = await signedUp("Missing Coach File");
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(await makePdf("Coach plan"))], { type: "application/pdf" }), "p.pdf");
    const upload = await server.fetch(`/api/admin/athletes/${userId}/pdfs/1`, {
      method: "POST",
      body: form,
      headers: { cookie: await adminCookieFor(server) },
    });
    expect(upload.status, await upload.clone().text()).toBe(200);
    rmSync(path.join(dirs.dataDir, "files", "training-pdfs", userId), { recursive: true, force: true });

    const res = await server.fetch("/api/me/training-pdfs/1", { headers: { cookie } });
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("COACH_PDF_MISSING");
    const logged = await until(() =>
      server
        .log()
        .split("\n")
        .find((l) => l.includes("coach PDF missing from storage")),
    );
    const line = JSON.parse(logged) as { level: number; userId: string; phase: number; key: string };
    expect(line).toMatchObject({ level: 50, userId, phase: 1 });
    expect(line.key).toMatch(new RegExp(`^${userId}/phase-1-[A-Za-z0-9_-]+\\.pdf$`));
  });
});
