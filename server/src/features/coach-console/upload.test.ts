import { createHash } from "node:crypto";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminSessions, athleteTrainingPdfs } from "#server/core/db/schema";
import { MAX_PDF_BYTES } from "./pdf-check.ts";
import {
  adminCookie,
  insertAthlete,
  makePdf,
  makePng,
  pdfWithScript,
  pdfWithScriptInObjectStream,
  uploadPdf,
} from "#server/testing/coach-console";
import { setUpTestServer } from "#server/testing/set-up-test-server";
import { pdfText } from "#server/testing/pdf-text";
import { activeContent } from "#server/testing/pdf-active-content";
import { HOSTILE_PDFS, HTML_AFTER_HEADER, encryptedPdf, objectStreamBomb } from "#server/testing/hostile-pdfs";

const { server } = setUpTestServer();
let cookie: string;
let athleteId: string;
beforeAll(async () => {
  cookie = await adminCookie(server);
  athleteId = (await insertAthlete(server.app.db, "Upload Athlete")).userId;
});

/** The athlete's stored PDFs, through the storage interface (local or S3 driver). */
const filesOf = async (userId: string) => {
  const names: string[] = [];
  for await (const key of server.app.storage.list("training-pdfs"))
    if (key.startsWith(`${userId}/`)) names.push(key.slice(userId.length + 1));
  return names.sort();
};
const rowOf = async (userId: string, phase: number) =>
  (
    await server.app.db
      .select()
      .from(athleteTrainingPdfs)
      .where(and(eq(athleteTrainingPdfs.userId, userId), eq(athleteTrainingPdfs.phase, phase)))
  )[0];

/** The text of a stored PDF (stored files are rewrites: compare what they say, not their bytes). */
const textOf = async (key: string) => pdfText((await server.app.storage.read("training-pdfs", key))!);

async function errorOf(res: Response): Promise<{ status: number; message: string }> {
  const body = (await res.json()) as { error: { message: string } };
  return { status: res.status, message: body.error.message };
}

describe("POST /api/admin/athletes/:userId/pdfs/:phase", () => {
  it("stores the sanitised rewrite of a real PDF under a generated name, records the ADMIN SESSION as uploader, and answers {phase, uploadedAt, sizeBytes}", async () => {
    const pdf = await makePdf("Phase 1");
    const res = await uploadPdf(server, cookie, athleteId, 1, pdf, "../../../etc/passwd.pdf");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { phase: number; uploadedAt: string; sizeBytes: number };
    const row = await rowOf(athleteId, 1);
    const stored = (await server.app.storage.read("training-pdfs", row!.pdfUrl))!;
    // Since #14 the stored file is the rewrite (decision 0051): same pages and text, other bytes.
    expect(stored.equals(pdf)).toBe(false);
    expect(await pdfText(stored)).toEqual(await pdfText(pdf));
    expect(body).toEqual({ phase: 1, uploadedAt: expect.any(String), sizeBytes: stored.length });
    expect(Math.abs(Date.parse(body.uploadedAt) - Date.now())).toBeLessThan(60_000);

    expect(row!.pdfUrl).toMatch(new RegExp(`^${athleteId}/phase-1-[0-9a-f]{16}\\.pdf$`));
    expect(row!.sha256).toBe(createHash("sha256").update(stored).digest("hex"));
    expect(row!.sizeBytes).toBe(stored.length);
    // uploaded_by is an admin session (the earlier app stored the athlete's own id).
    const sessions = await server.app.db
      .select({ id: adminSessions.id })
      .from(adminSessions)
      .where(eq(adminSessions.id, row!.uploadedBy));
    expect(sessions).toHaveLength(1);
    expect(row!.uploadedBy).not.toBe(athleteId);

    // The client's file name (a path traversal attempt) had no effect: only the generated file exists.
    expect(await filesOf(athleteId)).toEqual([path.basename(row!.pdfUrl)]);
  });

  it("re-uploading replaces the row and deletes the old file", async () => {
    await uploadPdf(server, cookie, athleteId, 2, await makePdf("Phase 2 first"));
    const before = await rowOf(athleteId, 2);
    const second = await makePdf("Phase 2 second");
    // A new admin session uploads the replacement: uploaded_by follows it.
    const otherCookie = await adminCookie(server);
    const res = await uploadPdf(server, otherCookie, athleteId, 2, second);
    expect(res.status).toBe(200);
    const after = await rowOf(athleteId, 2);
    expect(after!.id).toBe(before!.id); // same row, updated
    expect(after!.pdfUrl).not.toBe(before!.pdfUrl);
    expect(after!.uploadedBy).not.toBe(before!.uploadedBy);
    expect(after!.uploadedAt.getTime()).toBeGreaterThanOrEqual(before!.uploadedAt.getTime());
    expect(await server.app.storage.read("training-pdfs", before!.pdfUrl)).toBeNull();
    expect(await textOf(after!.pdfUrl)).toEqual(await pdfText(second));
    const rows = await server.app.db
      .select()
      .from(athleteTrainingPdfs)
      .where(eq(athleteTrainingPdfs.userId, athleteId));
    expect(rows).toHaveLength(2);
    expect(await filesOf(athleteId)).toHaveLength(2);
  });

  it("a database failure midway keeps the previous PDF and leaves no new file behind", async () => {
    const id = (await insertAthlete(server.app.db, "Midway Failure")).userId;
    const first = await makePdf("kept");
    expect((await uploadPdf(server, cookie, id, 1, first)).status).toBe(200);
    const before = await rowOf(id, 1);
    const db = server.app.db as unknown as { transaction: unknown };
    const original = db.transaction;
    db.transaction = async () => {
      throw new Error("simulated database outage");
    };
    try {
      const res = await uploadPdf(server, cookie, id, 1, await makePdf("lost"));
      expect(res.status).toBe(500);
      expect(JSON.stringify(await res.json())).not.toMatch(/simulated/);
    } finally {
      db.transaction = original;
    }
    expect(await rowOf(id, 1)).toEqual(before);
    expect(await filesOf(id)).toEqual([path.basename(before!.pdfUrl)]);
    expect(await textOf(before!.pdfUrl)).toEqual(await pdfText(first));
  });

  it("a failure removing the replaced file still answers success (the new PDF is committed)", async () => {
    const id = (await insertAthlete(server.app.db, "Orphan File")).userId;
    await uploadPdf(server, cookie, id, 2, await makePdf("old"));
    const old = await rowOf(id, 2);
    const storage = server.app.storage;
    const remove = storage.remove;
    storage.remove = async () => {
      throw new Error("disk says no");
    };
    try {
      const next = await makePdf("new");
      expect((await uploadPdf(server, cookie, id, 2, next)).status).toBe(200);
      const now = await rowOf(id, 2);
      expect(await textOf(now!.pdfUrl)).toEqual(await pdfText(next));
    } finally {
      storage.remove = remove;
    }
    expect(await filesOf(id)).toContain(path.basename(old!.pdfUrl)); // an orphan, logged; nothing lost
  });

  it("shows both phases in the athlete list", async () => {
    const res = await server.fetch(`/api/admin/athletes?q=upload%20athlete`, { headers: { cookie } });
    const { athletes } = (await res.json()) as {
      athletes: Array<{ userId: string; pdfs: Array<{ phase: number; uploaded: boolean; sizeBytes: number }> }>;
    };
    expect(athletes[0]!.userId).toBe(athleteId);
    expect(athletes[0]!.pdfs.map((p) => [p.phase, p.uploaded])).toEqual([
      [1, true],
      [2, true],
    ]);
  });

  describe("refuses, and stores nothing", () => {
    let victim: string;
    beforeAll(async () => {
      victim = (await insertAthlete(server.app.db, "Refused Uploads")).userId;
    });

    const cases: Array<
      [string, () => Promise<{ data: Buffer; name?: string; type?: string }>, number, RegExp | string]
    > = [
      [
        "a PNG renamed .pdf",
        async () => ({ data: await makePng(), name: "plan.pdf", type: "application/pdf" }),
        400,
        "Please upload a PDF file",
      ],
      [
        "HTML named .pdf",
        async () => ({ data: Buffer.from("<!doctype html><script>alert(1)</script>"), name: "plan.pdf" }),
        400,
        "Please upload a PDF file",
      ],
      [
        "HTML starting with %PDF-",
        async () => ({ data: Buffer.from("%PDF-1.4\n<html><script>alert(1)</script></html>") }),
        400,
        "Please upload a PDF file",
      ],
      [
        "an SVG",
        async () => ({
          data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          name: "x.svg",
          type: "image/svg+xml",
        }),
        400,
        "Please upload a PDF file",
      ],
      [
        "HTML after %PDF- shaped like a PDF at both ends",
        async () => ({ data: HTML_AFTER_HEADER }),
        400,
        "Please upload a PDF file",
      ],
      ["a truncated PDF", async () => ({ data: (await makePdf()).subarray(0, 600) }), 400, "Please upload a PDF file"],
      ["an encrypted PDF", async () => ({ data: encryptedPdf() }), 400, /encrypted or password-protected/],
      ["a decompression bomb", async () => ({ data: objectStreamBomb(200) }), 400, /could not be checked/],
      ["an empty file", async () => ({ data: Buffer.alloc(0) }), 400, /empty/],
    ];

    for (const [name, make, status, message] of cases) {
      it(name, async () => {
        const { data, name: filename, type } = await make();
        const res = await uploadPdf(server, cookie, victim, 1, data, filename, type);
        const err = await errorOf(res);
        expect(err.status).toBe(status);
        if (typeof message === "string") expect(err.message).toBe(message);
        else expect(err.message).toMatch(message);
        expect(await rowOf(victim, 1)).toBeUndefined();
        expect(await filesOf(victim)).toEqual([]);
      });
    }

    it("a file over 20 MB (413 with the limit in the message)", async () => {
      const pdf = await makePdf();
      const big = Buffer.concat([pdf, Buffer.alloc(MAX_PDF_BYTES + 1 - pdf.length + 10, 0x20)]);
      const err = await errorOf(await uploadPdf(server, cookie, victim, 1, big));
      expect(err).toEqual({ status: 413, message: "The PDF is too large: the limit is 20 MB." });
      expect(await filesOf(victim)).toEqual([]);
    });

    it("a PDF just under 20 MB is accepted (the limit is not the 1 MB JSON body limit)", async () => {
      const pdf = await makePdf();
      // Padding as a comment line after the header keeps it a well-formed PDF.
      const pad = MAX_PDF_BYTES - pdf.length;
      const big = Buffer.concat([
        pdf.subarray(0, 9),
        Buffer.from("%"),
        Buffer.alloc(pad - 2, 0x20),
        Buffer.from("\n"),
        pdf.subarray(9),
      ]);
      const res = await uploadPdf(server, cookie, victim, 2, big);
      expect(res.status).toBe(200);
      // The rewrite drops the padding comment (before #14 the 20 MB were stored as sent).
      expect(((await res.json()) as { sizeBytes: number }).sizeBytes).toBeLessThan(pdf.length * 2);
    });

    it("a phase other than 1 or 2", async () => {
      for (const phase of ["0", "3", "1.0", "abc", "-1"]) {
        expect(await errorOf(await uploadPdf(server, cookie, victim, phase, await makePdf()))).toEqual({
          status: 400,
          message: "Phase must be 1 or 2",
        });
      }
    });

    it("an athlete that does not exist (404)", async () => {
      for (const id of ["00000000-0000-4000-8000-000000000000", "..%2F..%2Fetc", "a%20b"]) {
        const err = await errorOf(await uploadPdf(server, cookie, id, 1, await makePdf()));
        expect(err).toEqual({ status: 404, message: "Athlete not found" });
      }
    });

    it("a request without a file, or with the file under another field", async () => {
      const form = new FormData();
      form.append("other", new Blob([new Uint8Array(await makePdf())], { type: "application/pdf" }), "p.pdf");
      const res = await server.fetch(`/api/admin/athletes/${victim}/pdfs/1`, {
        method: "POST",
        body: form,
        headers: { cookie },
      });
      expect(res.status).toBe(400);
      const json = await server.fetch(`/api/admin/athletes/${victim}/pdfs/1`, {
        method: "POST",
        body: "{}",
        headers: { cookie, "content-type": "application/json" },
      });
      expect(json.status).toBe(400);
      expect(await rowOf(victim, 1)).toBeUndefined();
    });
  });
});

/**
 * Before #14 a PDF with JavaScript was refused, and every other trick (NUL-separated names, /Launch,
 * attachments, XFA) slipped through byte-identical. Now every upload is rewritten: active content is
 * stripped and the rest delivered (decision 0051); these were "refuses" cases above.
 */
describe("strips active content and stores the rewrite", () => {
  const cases: Array<[string, () => Buffer]> = [
    ["a PDF with a /JavaScript action", () => pdfWithScript()],
    ["a PDF with #-escaped script names", () => pdfWithScript("/Java#53cript", "/J#53")],
    ["a PDF hiding its script in a compressed object stream", () => pdfWithScriptInObjectStream()],
    ...Object.entries(HOSTILE_PDFS),
  ];
  it.each(cases)("%s", async (_name, make) => {
    const id = (await insertAthlete(server.app.db, "Stripped Upload")).userId;
    const upload = make();
    const res = await uploadPdf(server, cookie, id, 1, upload);
    expect(res.status).toBe(200);
    const row = await rowOf(id, 1);
    const stored = (await server.app.storage.read("training-pdfs", row!.pdfUrl))!;
    expect(await activeContent(stored)).toEqual({ pages: 1, found: [] });
    expect(row!.sha256).toBe(createHash("sha256").update(stored).digest("hex"));
    expect(((await res.json()) as { sizeBytes: number }).sizeBytes).toBe(stored.length);
  });
});
