import { describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { profiles } from "#server/core/db/schema";
import { setUpTestServer } from "#server/testing/set-up-test-server";
import { until } from "#server/testing/wait";
import { MAX_INPUT_PIXELS, TOO_MANY_PIXELS, avatarDecodes, avatarSlots } from "./avatar-image.ts";

const {
  server,
  athletes: [athlete],
} = setUpTestServer({
  athletes: [{}],
  // These tests load the conversion pool from one account; the account's budget of expensive
  // requests, which avatar uploads also spend, is proved in testing/security/expensive-limits.
  config: { expensiveConcurrentPerAccount: 1000, expensivePerMinutePerAccount: 1000 },
});

const NOT_AN_IMAGE = "Please upload an image file (JPEG, PNG, WebP or GIF)";

function upload(data: Buffer | string, fileName: string, type: string, cookie = athlete.cookie, field = "file") {
  const form = new FormData();
  const bytes = typeof data === "string" ? new TextEncoder().encode(data) : new Uint8Array(data);
  form.append(field, new Blob([bytes], { type }), fileName);
  return server.fetch("/api/me/avatar", { method: "POST", headers: { cookie }, body: form });
}
const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string; code: string } }).error;
const png = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: "green" } })
    .png()
    .toBuffer();
const avatarUrlInDb = async () =>
  (await server.app.db.select().from(profiles).where(eq(profiles.userId, athlete.userId)))[0]!.avatarUrl;

describe("POST /api/me/avatar", () => {
  it("a PNG renamed .gif is accepted, re-encoded to WebP ≤ 512 px and served with safe headers", async () => {
    const res = await upload(await png(1000, 800), "holiday.gif", "image/gif");
    expect(res.status).toBe(200);
    const { avatarUrl } = (await res.json()) as { avatarUrl: string };
    expect(avatarUrl).toMatch(new RegExp(`^/api/avatars/${athlete.userId}-\\d{13}\\.webp$`));
    expect(await avatarUrlInDb()).toBe(avatarUrl);

    const img = await fetch(server.url + avatarUrl);
    expect(img.status).toBe(200);
    expect(img.headers.get("content-type")).toBe("image/webp");
    expect(img.headers.get("x-content-type-options")).toBe("nosniff");
    expect(img.headers.get("cache-control")).toContain("max-age=");
    const meta = await sharp(Buffer.from(await img.arrayBuffer())).metadata();
    expect(meta.format).toBe("webp");
    expect([meta.width, meta.height]).toEqual([512, 410]);

    const me = (await (await server.fetch("/api/me", { headers: { cookie: athlete.cookie } })).json()) as {
      profile: { avatarUrl: string };
    };
    expect(me.profile.avatarUrl).toBe(avatarUrl);
  });

  it("every piece of metadata is stripped: GPS EXIF in, none out", async () => {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: "red" } })
      .jpeg()
      .withExif({
        IFD0: { Make: "SecretPhone" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSMapDatum: "WGS-84-HOME" },
      })
      .toBuffer();
    const inMeta = await sharp(jpeg).metadata();
    expect(inMeta.exif?.includes("WGS-84-HOME")).toBe(true); // the input really carries GPS

    const res = await upload(jpeg, "photo.jpg", "image/jpeg");
    expect(res.status).toBe(200);
    const { avatarUrl } = (await res.json()) as { avatarUrl: string };
    const out = Buffer.from(await (await fetch(server.url + avatarUrl)).arrayBuffer());
    const outMeta = await sharp(out).metadata();
    expect(outMeta.exif).toBeUndefined();
    expect(outMeta.xmp).toBeUndefined();
    expect(out.includes("WGS-84-HOME")).toBe(false);
    expect(out.includes("SecretPhone")).toBe(false);
    expect(out.includes("GPS")).toBe(false);
  });

  it("the previous avatar file is removed", async () => {
    const first = ((await (await upload(await png(20, 20), "a.png", "image/png")).json()) as { avatarUrl: string })
      .avatarUrl;
    // File names carry the upload's millisecond: move the in-process clock on rather than sleep.
    vi.useFakeTimers({ toFake: ["Date"] });
    let second: string;
    try {
      vi.setSystemTime(Date.now() + 5);
      second = ((await (await upload(await png(30, 30), "b.png", "image/png")).json()) as { avatarUrl: string })
        .avatarUrl;
    } finally {
      vi.useRealTimers();
    }
    expect(second).not.toBe(first);
    expect((await fetch(server.url + first)).status).toBe(404);
    expect((await fetch(server.url + second)).status).toBe(200);
  });

  it("HTML or SVG under an image name is refused", async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>`;
    const html = `<!doctype html><html><body><script>alert(document.cookie)</script></body></html>`;
    for (const [data, name, type] of [
      [svg, "avatar.png", "image/png"],
      [svg, "avatar.svg", "image/svg+xml"],
      [html, "avatar.png", "image/png"],
      [html, "avatar.jpg", "image/jpeg"],
      ["GIF89a but not really an image", "x.gif", "image/gif"],
    ] as const) {
      const res = await upload(data, name, type);
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toEqual({ message: NOT_AN_IMAGE, code: "INVALID_IMAGE" });
    }
  });

  it("other images types by content (a PDF, a TIFF) are refused", async () => {
    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: "red" } })
      .tiff()
      .toBuffer();
    expect((await upload(tiff, "a.png", "image/png")).status).toBe(400);
    expect((await upload("%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\n", "a.png", "image/png")).status).toBe(400);
  });

  it("over 2 MB → 400 'File size must be less than 2MB'", async () => {
    const big = Buffer.concat([await png(16, 16), Buffer.alloc(2 * 1024 * 1024 + 10, 1)]);
    const res = await upload(big, "big.png", "image/png");
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe("File size must be less than 2MB");
  });

  it("an empty file, a wrong field, no file or no multipart body → 400", async () => {
    expect((await upload(Buffer.alloc(0), "empty.png", "image/png")).status).toBe(400);
    expect((await upload(await png(8, 8), "a.png", "image/png", athlete.cookie, "avatar")).status).toBe(400);
    const empty = await server.fetch("/api/me/avatar", {
      method: "POST",
      headers: { cookie: athlete.cookie },
      body: new FormData(),
    });
    expect(empty.status).toBe(400);
    const jsonBody = await server.fetch("/api/me/avatar", {
      method: "POST",
      headers: { cookie: athlete.cookie, "content-type": "application/json" },
      body: "{}",
    });
    expect(jsonBody.status).toBe(400);
  });

  it("401 without a session; the avatar in the database never changes on a refusal", async () => {
    const before = await avatarUrlInDb();
    const res = await upload(await png(8, 8), "a.png", "image/png", "");
    expect(res.status).toBe(401);
    await upload("<svg/>", "a.png", "image/png");
    expect(await avatarUrlInDb()).toBe(before);
  });
});

/**
 * Issue #14 finding 11: a 6300 × 6300 PNG (a few KB) cost about a second of CPU to decode. The
 * pixel count is now read from the header and refused before any decode; and at most two
 * conversions decode at once, the rest waiting in a short queue or refused 503 with Retry-After.
 */
describe("decode cost is bounded", () => {
  it.each([
    [6300, 6300],
    [7000, 7000],
    [4097, 4096],
  ])("a %i × %i PNG is refused from its header, before any decode", async (w, h) => {
    const file = await png(w, h);
    expect(file.length).toBeLessThan(2 * 1024 * 1024); // small on disk: only the pixel limit can stop it
    const before = await avatarUrlInDb();
    const decodes = avatarDecodes.started;
    const res = await upload(file, "huge.png", "image/png");
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ message: TOO_MANY_PIXELS, code: "IMAGE_TOO_LARGE" });
    expect(avatarDecodes.started).toBe(decodes); // the header check refused it: no decode began
    expect(await avatarUrlInDb()).toBe(before);
  });

  it("an image of exactly the limit (4096 × 4096) is still accepted", async () => {
    expect(4096 * 4096).toBe(MAX_INPUT_PIXELS);
    const res = await upload(await png(4096, 4096), "big-but-fine.png", "image/png");
    expect(res.status).toBe(200);
  });

  it("uploads beyond two at once wait for a slot (none decodes meanwhile); beyond the queue, 503 with Retry-After", async () => {
    // Two long jobs hold both slots, as two slow conversions would.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holders = [avatarSlots.run(() => gate), avatarSlots.run(() => gate)];
    const decodes = avatarDecodes.started;
    const file = await png(300, 300);
    const waiting = Array.from({ length: avatarSlots.queue }, () => upload(file, "a.png", "image/png"));
    await until(() => avatarSlots.queued === avatarSlots.queue, { what: "the uploads to queue" });
    expect(avatarSlots.running).toBe(2);
    expect(avatarDecodes.started).toBe(decodes); // queued, not decoding

    const refused = await upload(file, "a.png", "image/png");
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("5");
    expect((await errorOf(refused)).code).toBe("AVATAR_BUSY");

    release();
    await Promise.all(holders);
    const statuses = await Promise.all(waiting.map(async (r) => (await r).status));
    expect(statuses).toEqual(Array(avatarSlots.queue).fill(200));
    expect(avatarDecodes.started).toBe(decodes + avatarSlots.queue);
    expect(avatarSlots.peak).toBeLessThanOrEqual(2);
    expect(avatarSlots.running + avatarSlots.queued).toBe(0);
  });
});

describe("GET /api/avatars/:name", () => {
  it("only generated names are served; anything else is 404", async () => {
    for (const name of [
      "..%2F..%2Fauth-secret",
      "x.png",
      `${athlete.userId}.webp`,
      "..%2Fpglite",
      "a-123.webp.html",
      "%2e%2e",
    ]) {
      const res = await fetch(`${server.url}/api/avatars/${name}`);
      expect(res.status).toBe(404);
    }
    expect((await fetch(`${server.url}/api/avatars/${athlete.userId}-1700000000000.webp`)).status).toBe(404);
  });
});
