import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePdf, makePng } from "#server/testing/coach-console";
import { STORAGE_FULL, STORAGE_UNAVAILABLE } from "#server/plugins/storage";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "#server/testing/database";
import { startMailbox, type Mailbox } from "#server/testing/mailbox";
import { spawnServer, type SpawnedServer } from "#server/testing/spawn";
import { adminCookieFor, faultDirs, faultEnv } from "./fixture.ts";
import { SimAthlete } from "./sim-athlete.ts";

/**
 * Disk full and an unwritable upload folder (issue #7): uploads answer a clear error, the
 * database row stays as it was, no temporary or half-written file is left, and the previous
 * avatar and PDF still download. Disk full is a real one: a 3 MB tmpfs mounted on
 * DATA_DIR/files and filled up; read-only is that tmpfs remounted read-only (both skipped,
 * saying so, where mounting is not allowed).
 */
describe(`disk full and unwritable upload folder (${testDatabaseKind})`, { timeout: 300_000 }, () => {
  const dirs = faultDirs("disk");
  const files = path.join(dirs.dataDir, "files");
  let mounted = false;
  let database: TestDatabase;
  let mailbox: Mailbox;
  let server: SpawnedServer;
  let admin: string;

  beforeAll(async () => {
    mkdirSync(files, { recursive: true });
    mounted = spawnSync("mount", ["-t", "tmpfs", "-o", "size=3m", "tmpfs", files]).status === 0;
    database = await createTestDatabase();
    mailbox = await startMailbox();
    server = await spawnServer(faultEnv({ ...dirs, databaseUrl: database.url, smtpUrl: mailbox.url }), dirs.logFile);
    admin = await adminCookieFor(server);
  });
  afterAll(async () => {
    await server?.stop();
    await mailbox?.close();
    await database?.drop();
    if (mounted) spawnSync("umount", ["-l", files]);
    dirs.cleanup();
  });

  const newAthlete = async (i: number) => {
    const a = new SimAthlete(i, "disk");
    expect((await a.signUp(server, 170)).status).toBe(201);
    await a.readToken(mailbox);
    expect((await a.verify(server)).status).toBe(200);
    const me = (await (await a.dashboard(server)).json()) as { user: { id: string } };
    return { a, userId: me.user.id };
  };
  const uploadAvatar = async (a: SimAthlete) =>
    a.upload(server, "/api/me/avatar", await makePng(), "me.png", "image/png");
  const uploadPdf = async (userId: string, phase = 1) => {
    const form = new FormData();
    form.append(
      "file",
      new Blob([new Uint8Array(await makePdf(`phase ${phase}`))], { type: "application/pdf" }),
      "plan.pdf",
    );
    return server.fetch(`/api/admin/athletes/${userId}/pdfs/${phase}`, {
      method: "POST",
      body: form,
      headers: { cookie: admin },
    });
  };
  const avatarUrl = async (a: SimAthlete) =>
    ((await (await a.dashboard(server)).json()) as { profile: { avatarUrl: string | null } }).profile.avatarUrl;
  const coachPhase = async (a: SimAthlete) =>
    (
      (await (await a.get(server, "/api/me/training-pdfs")).json()) as {
        phases: Array<{ phase: number; source: string | null; uploadedAt: string | null }>;
      }
    ).phases[0];
  const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());
  const listAll = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((d) => d.isFile())
          .map((d) => path.join(d.parentPath, d.name))
      : [];
  /** A failed upload: a server error with a message and no internals. */
  const expectCleanFailure = async (res: Response) => {
    expect([500, 503, 507]).toContain(res.status);
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(/./);
    expect(JSON.stringify(body)).not.toMatch(/ENOSPC|ENOTDIR|EEXIST|\/tmp\/|at .*\.ts/);
    return body;
  };

  it("disk full: avatar and PDF uploads fail clearly, nothing changes, old files still download, and it recovers", async (ctx) => {
    if (!mounted) ctx.skip(); // `mount -t tmpfs` is not allowed here (needs root / CAP_SYS_ADMIN)
    const { a, userId } = await newAthlete(1);
    expect((await uploadAvatar(a)).status).toBe(200);
    expect((await uploadPdf(userId)).status).toBe(200);
    const avatarBefore = await avatarUrl(a);
    const phaseBefore = await coachPhase(a);
    const avatarBytes = await bytes(await server.fetch(avatarBefore!));
    const pdfBytes = await bytes(await a.get(server, "/api/me/training-pdfs/1"));
    const filesBefore = listAll(files).sort();

    // Fill the disk to the last byte.
    const filler = path.join(files, "filler");
    for (const size of [1 << 20, 1 << 16, 1 << 12, 1 << 8, 1]) {
      for (let i = 0; ; i++) {
        try {
          writeFileSync(`${filler}-${size}-${i}`, Buffer.alloc(size));
        } catch (err) {
          expect((err as NodeJS.ErrnoException).code).toBe("ENOSPC");
          rmSync(`${filler}-${size}-${i}`, { force: true });
          break;
        }
      }
    }
    const fillers = readdirSync(files).filter((n) => n.startsWith("filler"));

    const avatarRes = await uploadAvatar(a);
    expect(avatarRes.status).toBe(507);
    const avatarError = await expectCleanFailure(avatarRes);
    const pdfRes = await uploadPdf(userId);
    const pdfError = await expectCleanFailure(pdfRes);
    expect(pdfRes.status).toBe(507);
    expect(pdfError.error.message).toBe(STORAGE_FULL);
    console.log(
      `disk full: avatar upload ${avatarRes.status} "${avatarError.error.message}", PDF upload ${pdfRes.status} "${pdfError.error.message}"`,
    );

    expect(await avatarUrl(a)).toBe(avatarBefore);
    expect(await coachPhase(a)).toEqual(phaseBefore);
    expect(
      listAll(files)
        .filter((f) => !path.basename(f).startsWith("filler"))
        .sort(),
    ).toEqual(filesBefore);
    expect(await bytes(await server.fetch(avatarBefore!))).toEqual(avatarBytes);
    expect(await bytes(await a.get(server, "/api/me/training-pdfs/1"))).toEqual(pdfBytes);
    expect((await server.fetch("/api/health")).status).toBe(200);

    // Room again: the same uploads work without a restart.
    for (const f of fillers) rmSync(path.join(files, f));
    expect((await uploadAvatar(a)).status).toBe(200);
    expect((await uploadPdf(userId)).status).toBe(200);
    expect(await avatarUrl(a)).not.toBe(avatarBefore);
  });

  /** An upload refused because the folder cannot be written: 503 with the message that says so. */
  const expectUnavailable = async (res: Response) => {
    expect(res.status).toBe(503);
    expect((await expectCleanFailure(res)).error).toMatchObject({
      message: STORAGE_UNAVAILABLE,
      code: "STORAGE_UNAVAILABLE",
    });
  };

  it("unwritable folder: a regular file where a folder should be gives a clear error and no row", async () => {
    const { a, userId } = await newAthlete(2);
    const filesBefore = listAll(files).sort();

    // The athlete's PDF folder cannot be created (ENOTDIR / EEXIST).
    const pdfDir = path.join(files, "training-pdfs", userId);
    mkdirSync(path.dirname(pdfDir), { recursive: true });
    writeFileSync(pdfDir, "not a folder");
    await expectUnavailable(await uploadPdf(userId));
    expect((await coachPhase(a))?.source).not.toBe("coach");
    rmSync(pdfDir);

    // The avatar folder is a file: nothing can be written into it.
    const avatars = path.join(files, "avatars");
    const moved = existsSync(avatars);
    if (moved) renameSync(avatars, `${avatars}.away`);
    writeFileSync(avatars, "not a folder");
    try {
      await expectUnavailable(await uploadAvatar(a));
      expect(await avatarUrl(a)).toBeNull();
    } finally {
      rmSync(avatars);
      if (moved) renameSync(`${avatars}.away`, avatars);
    }
    expect(listAll(files).sort()).toEqual(filesBefore);
    expect((await uploadAvatar(a)).status).toBe(200);
    expect((await uploadPdf(userId)).status).toBe(200);
  });

  it("read-only folder: uploads answer 503 with a clear message, nothing changes, old files still download, and it recovers", async (ctx) => {
    if (!mounted) ctx.skip(); // `mount` is not allowed here (needs root / CAP_SYS_ADMIN)
    const { a, userId } = await newAthlete(3);
    expect((await uploadAvatar(a)).status).toBe(200);
    expect((await uploadPdf(userId)).status).toBe(200);
    const avatarBefore = await avatarUrl(a);
    const phaseBefore = await coachPhase(a);
    const pdfBytes = await bytes(await a.get(server, "/api/me/training-pdfs/1"));
    const filesBefore = listAll(files).sort();

    expect(spawnSync("mount", ["-o", "remount,ro", files]).status).toBe(0);
    try {
      await expectUnavailable(await uploadAvatar(a));
      await expectUnavailable(await uploadPdf(userId));
      expect(await avatarUrl(a)).toBe(avatarBefore);
      expect(await coachPhase(a)).toEqual(phaseBefore);
      expect(await bytes(await a.get(server, "/api/me/training-pdfs/1"))).toEqual(pdfBytes);
      expect((await server.fetch(avatarBefore!)).status).toBe(200);
    } finally {
      expect(spawnSync("mount", ["-o", "remount,rw", files]).status).toBe(0);
    }
    expect(listAll(files).sort()).toEqual(filesBefore);
    expect((await uploadAvatar(a)).status).toBe(200);
    expect((await uploadPdf(userId)).status).toBe(200);
  });
});
