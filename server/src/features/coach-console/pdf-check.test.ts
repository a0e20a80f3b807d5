import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { checkPdf } from "./pdf-check.ts";
import { makePdf, pdfWithScript, pdfWithScriptInObjectStream } from "#server/testing/coach-console";

const reason = async (data: Buffer) => {
  const v = await checkPdf(data);
  return v.ok ? "ok" : v.reason;
};

describe("checkPdf", () => {
  it("accepts real PDFs, including names that merely start like /JS", async () => {
    expect(await reason(await makePdf())).toBe("ok");
    expect(await reason(pdfWithScript("/URI", "/JSON"))).toBe("ok");
  });

  it("refuses script actions however they are spelled or hidden", async () => {
    expect(await reason(pdfWithScript())).toBe("script");
    expect(await reason(pdfWithScript("/Java#73cript", "/J#53"))).toBe("script");
    expect(await reason(pdfWithScriptInObjectStream())).toBe("script");
    // A truncated compressed stream still decodes as far as it goes, as viewers do.
    const packed = deflateSync(Buffer.from("<< /S /JavaScript /JS (x) >>" + " ".repeat(5000)));
    const truncated = packed.subarray(0, packed.length - 8);
    const doc = Buffer.concat([
      Buffer.from("%PDF-1.7\n1 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>\nstream\n"),
      truncated,
      Buffer.from("\nendstream\nendobj\n%%EOF\n"),
    ]);
    expect(await reason(doc)).toBe("script");
  });

  it("refuses object streams it cannot decode (other filters, predictors)", async () => {
    const hex = Buffer.from(
      "%PDF-1.7\n1 0 obj\n<< /Type /ObjStm /Filter /ASCIIHexDecode >>\nstream\n3c3c2f4a533e3e>\nendstream\nendobj\n%%EOF\n",
    );
    expect(await reason(hex)).toBe("too-complex");
  });

  it("refuses encrypted PDFs (their streams cannot be inspected)", async () => {
    const enc = Buffer.from(
      "%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R /Encrypt 2 0 R >>\n%%EOF\n",
    );
    expect(await reason(enc)).toBe("encrypted");
  });

  it("refuses look-alikes and empties", async () => {
    expect(await reason(Buffer.alloc(0))).toBe("empty");
    expect(await reason(Buffer.from("%PDF-1.4\n<html></html>"))).toBe("not-pdf");
    expect(await reason(Buffer.from("hello %PDF-1.4 1 0 obj %%EOF"))).toBe("not-pdf");
  });

  it("refuses a decompression bomb instead of inflating it without end", async () => {
    const bomb = deflateSync(Buffer.alloc(70 * 1024 * 1024));
    const doc = Buffer.concat([
      Buffer.from("%PDF-1.7\n1 0 obj\n<< /Type /ObjStm /Filter /FlateDecode >>\nstream\n"),
      bomb,
      Buffer.from("\nendstream\nendobj\n%%EOF\n"),
    ]);
    expect(await reason(doc)).toBe("too-complex");
  });
});
