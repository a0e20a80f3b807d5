import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";

/** All text of a PDF, page by page, as a reader would copy it (whitespace collapsed). */
export async function pdfText(data: Buffer): Promise<{ pages: number; text: string }> {
  const doc = await pdfjs.getDocument({ data: new Uint8Array(data), isEvalSupported: false, verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const content = await page.getTextContent();
    parts.push(content.items.map((it) => ("str" in it ? it.str + (it.hasEOL ? " " : "") : "")).join(""));
  }
  const pages = doc.numPages;
  await doc.destroy();
  return { pages, text: parts.join(" ").replace(/\s+/g, " ") };
}
