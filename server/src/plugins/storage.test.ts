import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePng } from "#server/testing/coach-console";
import { startS3, testStorageKind, type TestS3 } from "#server/testing/s3";
import { setUpTestServer, startTestKit, type TestKit } from "#server/testing/set-up-test-server";

const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

function uploadAvatar(kit: TestKit, data: Buffer) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(data)], { type: "image/png" }), "me.png");
  return kit.server.fetch("/api/me/avatar", {
    method: "POST",
    headers: { cookie: kit.athletes[0]!.cookie },
    body: form,
  });
}

/** The store going away while the server runs (decision 0094): 503 STORAGE_UNAVAILABLE, never a 500 or a hang. */
describe("S3 store unavailable while running", { timeout: 120_000 }, () => {
  let s3: TestS3;
  let kit: TestKit;
  beforeAll(async () => {
    s3 = await startS3();
    kit = await startTestKit({ athletes: 1, config: { storage: await s3.bucket() } });
  }, 120_000);
  afterAll(async () => {
    await kit?.close();
  });

  it("uploads and reads go through the bucket, then answer 503 STORAGE_UNAVAILABLE once it is gone", async () => {
    expect(kit.server.app.storage.kind).toBe("s3");
    const up = await uploadAvatar(kit, await makePng());
    expect(up.status).toBe(200);
    const { avatarUrl } = (await up.json()) as { avatarUrl: string };
    expect((await kit.server.fetch(avatarUrl)).status).toBe(200);

    await s3.close();
    const read = await kit.server.fetch(avatarUrl);
    expect(read.status).toBe(503);
    expect(await errorOf(read)).toMatchObject({
      code: "STORAGE_UNAVAILABLE",
      message: "The file could not be read from storage just now; please try again later.",
    });
    const write = await uploadAvatar(kit, await makePng());
    expect(write.status).toBe(503);
    expect((await errorOf(write)).code).toBe("STORAGE_UNAVAILABLE");
    // The rest of the app is unaffected.
    expect((await kit.server.fetch("/api/me", { headers: { cookie: kit.athletes[0]!.cookie } })).status).toBe(200);
  });
});

describe("the test kit's storage", () => {
  const { server } = setUpTestServer();
  it("follows TEST_STORAGE (local unless TEST_STORAGE=s3), so every suite can run on both drivers", () => {
    expect(server.app.storage.kind).toBe(testStorageKind);
  });
});
