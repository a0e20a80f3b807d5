import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { makePdf, makePng } from "#server/testing/coach-console";
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from "#server/testing/database";
import { openEventStream, type EventStreamClient } from "#server/testing/live-count";
import { startMailbox, type Mailbox } from "#server/testing/mailbox";
import { startS3, type TestS3 } from "#server/testing/s3";
import { spawnServer, type SpawnedServer } from "#server/testing/spawn";
import { adminCookieFor, faultDirs, faultEnv } from "./fixture.ts";
import { SimAthlete } from "./sim-athlete.ts";

/**
 * Two server processes as on two machines (issue #15): one PostgreSQL, one S3 bucket, the same
 * AUTH_SECRET, separate DATA_DIRs. What one process stores the other serves, byte for byte.
 */
describe("two server processes on PostgreSQL and S3", { timeout: 300_000 }, () => {
  if (!testDatabaseUrl) {
    // PGlite is embedded and single-process: two servers cannot share it (decision 0004).
    it.skip("needs TEST_DATABASE_URL (PostgreSQL): PGlite cannot be shared by two server processes", () => {});
    return;
  }
  const dirsA = faultDirs("two-a");
  const dirsB = faultDirs("two-b");
  let database: TestDatabase;
  let mailbox: Mailbox;
  let s3: TestS3;
  let a: SpawnedServer | undefined;
  let b: SpawnedServer | undefined;
  const streams: EventStreamClient[] = [];
  afterAll(async () => {
    for (const s of streams) s.close();
    await a?.stop();
    await b?.stop();
    await mailbox?.close();
    await s3?.close();
    await database?.drop();
    dirsA.cleanup();
    dirsB.cleanup();
  });

  it("sign up on A, verify on B; avatar and coach PDF stored through A are served byte-identical by B; the live count moves on both", async () => {
    database = await createTestDatabase();
    mailbox = await startMailbox();
    s3 = await startS3();
    const storage = s3.env(await s3.bucket("shared/"));
    // A first, so the migrations run once; then B on the migrated database.
    a = await spawnServer(
      { ...faultEnv({ ...dirsA, databaseUrl: database.url, smtpUrl: mailbox.url }), ...storage },
      dirsA.logFile,
    );
    b = await spawnServer(
      { ...faultEnv({ ...dirsB, databaseUrl: database.url, smtpUrl: mailbox.url }), ...storage },
      dirsB.logFile,
    );
    const [A, B] = [a, b];

    // The shown count starts at 31 (a floor); 31 athletes put it just there, the sign-up moves it.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const ids = Array.from({ length: 31 }, () => randomUUID());
    await client.query(
      `insert into "user" (id, name, email) select id, 'A', id || '@example.test' from unnest($1::text[]) id`,
      [ids],
    );
    await client.query(
      `insert into profiles (user_id, full_name, email) select id, 'A', id || '@example.test' from unnest($1::text[]) id`,
      [ids],
    );
    await client.end();
    const onA = await openEventStream(`${A.url}/api/athletes/count/events`);
    const onB = await openEventStream(`${B.url}/api/athletes/count/events`);
    streams.push(onA, onB);
    expect(await onA.nextCount()).toBe(31);
    expect(await onB.nextCount()).toBe(31);

    const athlete = new SimAthlete(7, "two");
    expect((await athlete.signUp(A, 172)).status).toBe(201);
    await athlete.readToken(mailbox);
    expect((await athlete.verify(B)).status).toBe(200);
    expect(await onA.nextCount()).toBe(32);
    expect(await onB.nextCount()).toBe(32);

    // The avatar: uploaded through A, served by B (and A) with the same bytes.
    const up = await athlete.upload(A, "/api/me/avatar", await makePng(), "me.png", "image/png");
    expect(up.status).toBe(200);
    const { avatarUrl } = (await up.json()) as { avatarUrl: string };
    const fromA = Buffer.from(await (await A.fetch(avatarUrl)).arrayBuffer());
    const resB = await B.fetch(avatarUrl);
    expect(resB.status).toBe(200);
    expect(resB.headers.get("content-type")).toBe("image/webp");
    expect(Buffer.from(await resB.arrayBuffer())).toEqual(fromA);

    // The coach PDF: uploaded through A's console, downloaded by the athlete through B.
    const me = (await (await athlete.dashboard(B)).json()) as { user: { id: string } };
    const form = new FormData();
    form.append(
      "file",
      new Blob([new Uint8Array(await makePdf("two instances"))], { type: "application/pdf" }),
      "p.pdf",
    );
    const admin = await adminCookieFor(A);
    const pdfUp = await A.fetch(`/api/admin/athletes/${me.user.id}/pdfs/1`, {
      method: "POST",
      body: form,
      headers: { cookie: admin },
    });
    expect(pdfUp.status).toBe(200);
    const pdfA = await athlete.get(A, "/api/me/training-pdfs/1");
    const pdfB = await athlete.get(B, "/api/me/training-pdfs/1");
    expect(pdfB.status).toBe(200);
    const bytesA = Buffer.from(await pdfA.arrayBuffer());
    expect(Buffer.from(await pdfB.arrayBuffer())).toEqual(bytesA);
    expect(bytesA.subarray(0, 5).toString()).toBe("%PDF-");
    const statuses = (await (await athlete.get(B, "/api/me/training-pdfs")).json()) as unknown;
    expect(JSON.stringify(statuses)).toContain('"source":"coach"');

    // Neither process warned about local storage: both run on the shared bucket.
    expect(A.log() + B.log()).not.toMatch(/STORAGE=local with DATABASE_URL/);
  });
});
