import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKind, testDatabaseUrl, type TestDatabase } from "#server/testing/database";
import { startS3, type TestS3 } from "#server/testing/s3";
import { spawnServer } from "#server/testing/spawn";
import { faultDirs, faultEnv } from "./fixture.ts";

/**
 * Start-up checks of the storage configuration (issue #15, decision 0094): with STORAGE=s3 a
 * missing or unreachable bucket stops the server (exit 78) with a message naming the variables;
 * DATABASE_URL with local storage starts but warns, once, that several processes need STORAGE=s3.
 */
describe(`storage at start-up (${testDatabaseKind})`, { timeout: 300_000 }, () => {
  const dirs = faultDirs("storage-startup");
  let database: TestDatabase;
  let s3: TestS3;
  beforeAll(async () => {
    database = await createTestDatabase();
    s3 = await startS3();
  });
  afterAll(async () => {
    await s3?.close();
    await database?.drop();
    dirs.cleanup();
  });
  const env = () => faultEnv({ ...dirs, databaseUrl: database.url });
  const refusal = async (extra: Record<string, string>) => {
    const err = await spawnServer({ ...env(), ...extra }, dirs.logFile).then(
      async (s) => {
        await s.stop();
        return new Error("the server started");
      },
      (e: Error) => e,
    );
    return err.message;
  };

  it("a missing bucket: exit 78 naming S3_BUCKET and the endpoint", async () => {
    const config = await s3.bucket();
    const message = await refusal({ ...s3.env(config), S3_BUCKET: "no-such-bucket" });
    expect(message).toMatch(/exit 78/);
    expect(message).toContain(`S3_BUCKET=no-such-bucket at S3_ENDPOINT=${s3.endpoint} cannot be used`);
    expect(message).toMatch(/HeadBucket .*404/);
  });

  it("an unreachable endpoint: exit 78 naming S3_ENDPOINT", async () => {
    const config = await s3.bucket();
    const message = await refusal({ ...s3.env(config), S3_ENDPOINT: "http://127.0.0.1:1" });
    expect(message).toMatch(/exit 78/);
    expect(message).toContain("S3_ENDPOINT=http://127.0.0.1:1 cannot be used");
    expect(message).toMatch(/ECONNREFUSED/);
  });

  it("STORAGE=s3 without S3_BUCKET, or with half the credentials: exit 78 naming them", async () => {
    const message = await refusal({ STORAGE: "s3", S3_ACCESS_KEY_ID: "only-the-id" });
    expect(message).toMatch(/exit 78/);
    expect(message).toContain("S3_BUCKET: required when STORAGE=s3");
    expect(message).toContain("S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both or neither");
  });

  it("a good bucket starts, without the local-storage warning", async () => {
    const server = await spawnServer({ ...env(), ...s3.env(await s3.bucket()) }, dirs.logFile);
    expect((await server.fetch("/api/health")).status).toBe(200);
    expect(server.log()).not.toMatch(/STORAGE=local with DATABASE_URL/);
    await server.stop();
  });

  it.skipIf(!testDatabaseUrl)(
    "DATABASE_URL with local storage starts and warns once (skipped on PGlite: the warning is about DATABASE_URL)",
    async () => {
      const server = await spawnServer(env(), dirs.logFile);
      expect((await server.fetch("/api/health")).status).toBe(200);
      const warnings = server
        .log()
        .split("\n")
        .filter((l) => l.includes("STORAGE=local with DATABASE_URL"));
      expect(warnings).toHaveLength(1);
      expect(JSON.parse(warnings[0]!)).toMatchObject({ level: 40 });
      expect(warnings[0]).toContain("STORAGE=s3");
      await server.stop();
    },
  );
});
