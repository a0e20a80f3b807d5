import http from "node:http";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePdf, makePng, uploadPdf } from "#server/testing/coach-console";
import { AVATAR_MAX_BYTES } from "#server/features/account/avatar-image";
import { MAX_PDF_BYTES } from "#server/features/coach-console/pdf-check";
import { athleteTrainingPdfs, profiles } from "#server/core/db/schema";
import { HOSTILE_PDFS, HTML_AFTER_HEADER, VISIBLE_TEXT, encryptedPdf } from "#server/testing/hostile-pdfs";
import { activeContent } from "#server/testing/pdf-active-content";
import { pdfText } from "#server/testing/pdf-text";
import { standInWebDist, startTarget, uploadAvatar, type Target } from "./helpers.ts";

/**
 * Uploads (issue #7): bad files are refused whatever their name or declared type, stored names
 * are the server's own, and private files cannot be reached by guessing a path.
 */
let t: Target;
beforeAll(async () => {
  t = await startTarget({ webDist: standInWebDist() }, { serveWeb: true });
}, 180_000);
afterAll(() => t?.close());

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>`;
const HTML = `<!doctype html><html><body><script>fetch('/api/me').then(r=>r.text()).then(alert)</script></body></html>`;

describe("avatars", () => {
  it.each([
    [
      "oversize",
      async () => Buffer.concat([await makePng(), Buffer.alloc(AVATAR_MAX_BYTES)]),
      "big.png",
      "image/png",
      "FILE_TOO_LARGE",
    ],
    ["an empty file", async () => Buffer.alloc(0), "empty.png", "image/png", "INVALID_IMAGE"],
    [
      "text under an image name",
      async () => Buffer.from("just some text, honest"),
      "photo.jpg",
      "image/jpeg",
      "INVALID_IMAGE",
    ],
    ["a PDF under an image name", () => makePdf(), "photo.png", "image/png", "INVALID_IMAGE"],
    ["SVG with script", async () => Buffer.from(SVG), "me.svg", "image/svg+xml", "INVALID_IMAGE"],
    ["SVG named .png", async () => Buffer.from(SVG), "me.png", "image/png", "INVALID_IMAGE"],
    ["HTML as an image", async () => Buffer.from(HTML), "me.gif", "image/gif", "INVALID_IMAGE"],
    [
      "HTML behind a PNG signature",
      async () => Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), Buffer.from(HTML)]),
      "me.png",
      "image/png",
      "INVALID_IMAGE",
    ],
  ])("%s is refused", async (_what, data, name, type, code) => {
    const res = await uploadAvatar(t.server, t.b.cookie, await data(), name, type);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(code);
  });

  it("a path in the file name is ignored: the stored name is generated", async () => {
    const res = await uploadAvatar(t.server, t.b.cookie, await makePng(), "../../../training-pdfs/evil.png");
    expect(res.status).toBe(200);
    const { avatarUrl } = (await res.json()) as { avatarUrl: string };
    expect(avatarUrl).toMatch(new RegExp(`^/api/avatars/${t.b.userId}-\\d{10,16}\\.webp$`));
    const [row] = await t.server.app.db
      .select({ url: profiles.avatarUrl })
      .from(profiles)
      .where(eq(profiles.userId, t.b.userId));
    expect(row!.url).toBe(avatarUrl);
    const got = await t.server.fetch(avatarUrl);
    expect(got.headers.get("content-type")).toBe("image/webp");
    expect(got.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("coach PDFs", () => {
  const code = async (res: Response) => [res.status, ((await res.json()) as { error: { code: string } }).error.code];
  it.each([
    ["oversize", async () => Buffer.concat([await makePdf(), Buffer.alloc(MAX_PDF_BYTES)]), 413, "FILE_TOO_LARGE"],
    ["an empty file", async () => Buffer.alloc(0), 400, "PDF_EMPTY"],
    ["HTML under a .pdf name", async () => Buffer.from(HTML), 400, "PDF_NOT_PDF"],
    ["HTML behind a %PDF header", async () => Buffer.from(`%PDF-1.4\n${HTML}\n%%EOF`), 400, "PDF_NOT_PDF"],
    ["a PNG under a .pdf name", () => makePng(), 400, "PDF_NOT_PDF"],
    ["HTML after %PDF- with an obj and %%EOF", async () => HTML_AFTER_HEADER, 400, "PDF_NOT_PDF"],
    ["a truncated PDF", async () => (await makePdf()).subarray(0, 700), 400, "PDF_NOT_PDF"],
    ["an encrypted PDF", async () => encryptedPdf(), 400, "PDF_ENCRYPTED"],
  ])("%s is refused", async (_what, data, status, errorCode) => {
    expect(await code(await uploadPdf(t.server, t.admin, t.b.userId, 1, await data()))).toEqual([status, errorCode]);
  });

  it("a path in the file name is ignored: the storage key is generated", async () => {
    expect((await uploadPdf(t.server, t.admin, t.b.userId, 2, await makePdf(), "../../avatars/x.webp")).status).toBe(
      200,
    );
    const [row] = await t.server.app.db
      .select({ key: athleteTrainingPdfs.pdfUrl })
      .from(athleteTrainingPdfs)
      .where(eq(athleteTrainingPdfs.userId, t.b.userId));
    expect(row!.key).toMatch(new RegExp(`^${t.b.userId}/phase-2-[0-9a-f]{16}\\.pdf$`));
  });

  it("a download is an attachment, typed and not sniffed", async () => {
    const res = await t.server.fetch("/api/me/training-pdfs/1", { headers: { cookie: t.a.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="Phase-1\.pdf"$/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    // The athlete gets the coach's pages and words, in the server's rewrite (decision 0051).
    const got = Buffer.from(await res.arrayBuffer());
    expect(got.equals(t.a.pdf)).toBe(false);
    expect(await pdfText(got)).toEqual(await pdfText(t.a.pdf));
  });

  /**
   * Issue #14 finding 2: each hostile PDF is uploaded by the coach and downloaded by the athlete
   * through the real endpoints; the downloaded bytes, read by pdf.js and by their names, carry
   * none of the active content, and the page's text is still there. (Before #14 the NUL-separated,
   * /Launch, attachment and XFA cases were served byte-identical.)
   */
  it.each(Object.entries(HOSTILE_PDFS))("hostile PDF, as the athlete downloads it: %s", async (_name, make) => {
    const upload = make();
    expect((await activeContent(upload)).found.length).toBeGreaterThan(0);
    const res = await uploadPdf(t.server, t.admin, t.b.userId, 1, upload);
    expect(res.status).toBe(200);
    const got = await t.server.fetch("/api/me/training-pdfs/1", { headers: { cookie: t.b.cookie } });
    expect(got.status).toBe(200);
    const bytes = Buffer.from(await got.arrayBuffer());
    expect(bytes.equals(upload)).toBe(false);
    expect(await activeContent(bytes)).toEqual({ pages: 1, found: [] });
    expect((await pdfText(bytes)).text).toContain(VISIBLE_TEXT);
  });
});

/** A request with the path exactly as written (fetch would normalise `..` away). */
function rawGet(path: string, cookie?: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${t.server.url}/`, { path, headers: cookie ? { cookie } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("private files are never reachable by guessing a path", () => {
  it("A's PDF by its storage key, through every door, as B and as nobody", async () => {
    const [row] = await t.server.app.db
      .select({ key: athleteTrainingPdfs.pdfUrl })
      .from(athleteTrainingPdfs)
      .where(eq(athleteTrainingPdfs.userId, t.a.userId));
    const key = row!.key;
    const file = key.split("/")[1]!;
    const enc = encodeURIComponent(key);
    const guesses = [
      `/api/avatars/../training-pdfs/${key}`,
      `/api/avatars/..%2ftraining-pdfs%2f${enc}`,
      `/api/avatars/..%2Ftraining-pdfs%2F${enc}`,
      `/api/avatars/%2e%2e/training-pdfs/${key}`,
      `/api/avatars/%252e%252e%252ftraining-pdfs%252f${encodeURIComponent(enc)}`,
      `/api/avatars/..%5ctraining-pdfs%5c${enc}`,
      `/api/avatars/${enc}`,
      `/api/avatars/${file}`,
      `/api/me/training-pdfs/${enc}`,
      `/api/me/training-pdfs/..%2f..%2f${enc}`,
      `/api/me/training-pdfs/1/../../training-pdfs/${key}`,
      `/files/training-pdfs/${key}`,
      `/training-pdfs/${key}`,
      `/data/files/training-pdfs/${key}`,
      `/assets/../files/training-pdfs/${key}`,
      `/assets/..%2f..%2ffiles%2ftraining-pdfs%2f${enc}`,
      `/%2e%2e/files/training-pdfs/${key}`,
      `/api/admin/athletes/${t.a.userId}/pdfs/1`,
      `/auth-secret`,
      `/..%2fauth-secret`,
    ];
    for (const cookie of [t.b.cookie, undefined]) {
      for (const guess of guesses) {
        const res = await rawGet(guess, cookie);
        expect(res.body.includes(Buffer.from("%PDF-")), `${guess} served a PDF (${res.status})`).toBe(false);
        expect(res.body.includes(t.a.pdf.subarray(0, 200)), guess).toBe(false);
      }
    }
    // B asking for "their" phase 1 is never A's file.
    const mine = await t.server.fetch("/api/me/training-pdfs/1", { headers: { cookie: t.b.cookie } });
    if (mine.status === 200) expect(Buffer.from(await mine.arrayBuffer()).equals(t.a.pdf)).toBe(false);
  });
});
