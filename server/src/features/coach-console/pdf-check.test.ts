import { describe, expect, it } from "vitest";
import { MAX_PDF_PAGES, sanitisePdf, type PdfVerdict } from "./pdf-check.ts";
import { makePdf, pdfWithScript, pdfWithScriptInObjectStream } from "#server/testing/coach-console";
import {
  EXTERNAL_REFERENCE_PDFS,
  HOSTILE_PDFS,
  HTML_AFTER_HEADER,
  VISIBLE_TEXT,
  encryptedPdf,
  objectStreamBomb,
  pdfWithPages,
  pdfWithWebLink,
} from "#server/testing/hostile-pdfs";
import { activeContent, pdfLinks } from "#server/testing/pdf-active-content";
import { pdfText } from "#server/testing/pdf-text";

/** Issue #14 finding 2 (decision 0051): every upload is rewritten; what cannot be parsed is refused. */
const reason = (v: PdfVerdict) => (v.ok ? "ok" : v.reason);

async function sanitised(data: Buffer): Promise<Buffer> {
  const v = await sanitisePdf(data);
  if (!v.ok) throw new Error(`refused: ${v.reason} ${v.detail ?? ""}`);
  return v.pdf;
}

describe("sanitisePdf: the rewrite keeps the pages and nothing active", () => {
  it("a real coach PDF (pdfkit) keeps its page count and its text", async () => {
    const upload = await makePdf("Week 1: squats and sprints");
    const out = await sanitised(upload);
    expect(out.equals(upload)).toBe(false); // never the upload's bytes
    expect(await pdfText(out)).toEqual(await pdfText(upload));
    expect((await activeContent(out)).found).toEqual([]);
  });

  it.each(Object.entries(HOSTILE_PDFS))("%s: rewritten with none of it, text intact", async (_name, make) => {
    const upload = make();
    // The oracle does see the trick in the upload (else the case would prove nothing)…
    expect((await activeContent(upload)).found.length).toBeGreaterThan(0);
    const out = await sanitised(upload);
    // …and none of it in the rewrite, read by pdf.js and by the bytes.
    expect(await activeContent(out)).toEqual({ pages: 1, found: [] });
    expect((await pdfText(out)).text).toContain(VISIBLE_TEXT);
    expect(await pdfLinks(out)).toEqual([]);
  });

  it.each(Object.entries(EXTERNAL_REFERENCE_PDFS))(
    "%s: rewritten with no reference outside the file",
    async (_name, make) => {
      const upload = make();
      expect((await activeContent(upload)).found.length).toBeGreaterThan(0);
      const out = await sanitised(upload);
      expect(await activeContent(out)).toEqual({ pages: 1, found: [] });
      expect((await pdfText(out)).text).toContain(VISIBLE_TEXT);
      // The objects that held them stay (an image, a form), with their own data only.
      expect(out.toString("latin1")).toMatch(/\/Subtype \/(Image|Form)/);
    },
  );

  it("the pre-#14 corpus (OpenAction script, #-escaped names, object stream) is now rewritten clean", async () => {
    for (const upload of [pdfWithScript(), pdfWithScript("/Java#73cript", "/J#53"), pdfWithScriptInObjectStream()]) {
      expect((await activeContent(await sanitised(upload))).found).toEqual([]);
    }
  });

  it("an ordinary http(s) link survives as a plain link; its URL cannot break out of the string", async () => {
    expect(await pdfLinks(await sanitised(pdfWithWebLink("https://example.org/drill?x=1")))).toEqual([
      "https://example.org/drill?x=1",
    ]);
    // A `)` would end a literal string early: the link is written as a hex string.
    const sneaky = "https://example.org/a\\) /S /JavaScript /JS \\(app.alert\\(1\\)\\)";
    const out = await sanitised(pdfWithWebLink(sneaky));
    expect((await activeContent(out)).found).toEqual([]);
    expect(await pdfLinks(out)).toEqual([new URL("https://example.org/a) /S /JavaScript /JS (app.alert(1))").href]);
  });
});

describe("sanitisePdf: refuses what it cannot parse, within a budget", () => {
  it("HTML after %PDF-, look-alikes, empties and truncated files", async () => {
    expect(reason(await sanitisePdf(HTML_AFTER_HEADER))).toBe("not-pdf");
    expect(reason(await sanitisePdf(Buffer.from("%PDF-1.4\n<html></html>")))).toBe("not-pdf");
    expect(reason(await sanitisePdf(Buffer.from("hello %PDF-1.4 1 0 obj %%EOF")))).toBe("not-pdf");
    expect(reason(await sanitisePdf(Buffer.alloc(0)))).toBe("empty");
    const whole = await makePdf("cut short");
    expect(reason(await sanitisePdf(whole.subarray(0, Math.floor(whole.length * 0.6))))).toBe("not-pdf");
    // Even with an %%EOF put back at the end, a file cut mid-way has no readable page tree.
    const cut = Buffer.concat([whole.subarray(0, 400), Buffer.from("\n%%EOF\n")]);
    expect(reason(await sanitisePdf(cut))).toBe("not-pdf");
  });

  it("encrypted PDFs", async () => {
    expect(reason(await sanitisePdf(encryptedPdf()))).toBe("encrypted");
  });

  it("a decompression bomb stops at the decode budget", async () => {
    const bomb = objectStreamBomb(300);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await sanitisePdf(bomb)).toEqual({ ok: false, reason: "too-complex", detail: "decode budget exceeded" });
  });

  it(`more than ${MAX_PDF_PAGES} pages`, async () => {
    expect(await sanitisePdf(pdfWithPages(MAX_PDF_PAGES + 1))).toEqual({
      ok: false,
      reason: "too-complex",
      detail: `${MAX_PDF_PAGES + 1} pages`,
    });
    const ok = await sanitisePdf(pdfWithPages(30));
    expect(ok.ok && ok.pages).toBe(30);
  });
});
