import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";

/**
 * What in this PDF could act when opened: read by pdf.js as a viewer would (scripts, attachments,
 * forms, XFA, open action, outline actions, non-link annotations, links that are not http(s))
 * and by the bytes (names a viewer acts on, and any reference to a file outside the PDF). The tests' own oracle for docs/decisions/0051: an
 * empty list means the athlete receives no active content.
 */
export async function activeContent(data: Buffer): Promise<{ pages: number; found: string[] }> {
  const found: string[] = [];
  // The sanitiser writes no object streams and no NUL-separated tokens, so the names are plain.
  const names = data
    .toString("latin1")
    .match(
      /\/(JavaScript|JS|Launch|EmbeddedFiles?|EF|XFA|AA|OpenAction|AcroForm|FileAttachment|ObjStm|SubmitForm|ImportData|GoToR|GoToE|Rendition|Widget|Outlines|Names|OPI|Ref|AF|FFilter|FDecodeParms|Filespec|FS|UF|DOS|Mac|Unix)\b/g,
    );
  if (names) found.push(...new Set(names.map((n) => `bytes ${n}`)));
  // A file named outside the PDF: /F with a string or a file specification (never a number or
  // a name), or a URL in a literal string (the sanitiser writes its kept links as hex strings).
  if (/\/F\s*(?:\(|<)/.test(data.toString("latin1"))) found.push("bytes /F file");
  if (/\((?:https?|ftp|file|smb):/i.test(data.toString("latin1"))) found.push("bytes URL string");
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(data),
    isEvalSupported: false,
    enableXfa: true,
    verbosity: 0,
  }).promise;
  try {
    if (await doc.hasJSActions()) found.push("JS actions");
    if (await doc.getJSActions()) found.push("document JS");
    if (await doc.getAttachments()) found.push("attachments");
    if (await doc.getOpenAction()) found.push("open action");
    if (await doc.getOutline()) found.push("outline");
    if (await doc.getFieldObjects()) found.push("form fields");
    if (doc.isPureXfa || doc.allXfaHtml) found.push("XFA");
    for (let i = 1; i <= doc.numPages; i++) {
      const page = await doc.getPage(i);
      if (await page.getJSActions()) found.push(`page ${i} JS`);
      for (const a of await page.getAnnotations({ intent: "any" })) {
        const web = a.subtype === "Link" && typeof a.url === "string" && /^https?:\/\//.test(a.url);
        if (!web || a.action || a.actions || a.attachment || a.dest) found.push(`page ${i} annotation ${a.subtype}`);
      }
    }
    return { pages: doc.numPages, found };
  } finally {
    await doc.destroy();
  }
}

/** The http(s) links a reader would offer, page by page. */
export async function pdfLinks(data: Buffer): Promise<string[]> {
  const doc = await pdfjs.getDocument({ data: new Uint8Array(data), isEvalSupported: false, verbosity: 0 }).promise;
  const urls: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    for (const a of await (await doc.getPage(i)).getAnnotations()) if (a.url) urls.push(a.url as string);
  }
  await doc.destroy();
  return urls;
}
