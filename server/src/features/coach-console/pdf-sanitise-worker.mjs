// Runs in a worker thread (pdf-sanitise.ts starts one per upload): plain JavaScript because a
// worker on Node 20 cannot load TypeScript without a loader, and tsx in a worker costs about a
// second per start. Policy and reasoning: docs/decisions/0051-coach-pdf-sanitising.md.
//
// In: workerData { data: Uint8Array, maxPages, decodeBudget }.
// Out: one message { ok: true, pdf: Uint8Array, pages } or { ok: false, reason, detail }.
import { parentPort, workerData } from "node:worker_threads";
import {
  EncryptedPDFError,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  PDFString,
} from "pdf-lib";
import DecodeStreamModule from "pdf-lib/cjs/core/streams/DecodeStream.js";
import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";

class Refusal extends Error {
  constructor(reason, detail) {
    super(detail);
    this.reason = reason;
  }
}

// pdf-lib inflates object and xref streams while parsing, with no ceiling: a few KB can ask for
// gigabytes (a decompression bomb). Its decoders all grow one buffer through ensureBuffer, so the
// total it may allocate is counted there and the parse stops at the budget.
const DecodeStream = DecodeStreamModule.default;
const ensureBuffer = DecodeStream.prototype.ensureBuffer;
let decoded = 0;
// The parser catches what a decoder throws and retries the object its own way, so the verdict is
// also kept here.
let overBudget = false;
DecodeStream.prototype.ensureBuffer = function (requested) {
  if (overBudget || decoded + requested > workerData.decodeBudget) {
    overBudget = true;
    throw new Refusal("too-complex", "decode budget exceeded");
  }
  const before = this.buffer.byteLength;
  const buffer = ensureBuffer.call(this, requested);
  decoded += buffer.byteLength - before;
  return buffer;
};

/** The page keys a sanitised page keeps: geometry, resources, content. Everything else goes (/AA, /Annots, /Thumb, /PieceInfo …). */
const PAGE_KEYS = new Set([
  "Type",
  "Parent",
  "MediaBox",
  "CropBox",
  "BleedBox",
  "TrimBox",
  "ArtBox",
  "Rotate",
  "Resources",
  "Contents",
  "UserUnit",
  "Group",
]);

/**
 * Keys that carry actions, scripts, forms or files wherever they appear. Resources could point
 * anywhere (even back at the old catalog), so after copying, every copied dictionary loses these:
 * nothing inert stays behind either.
 */
const ACTIVE_KEYS = [
  "A",
  "AA",
  "JS",
  "JavaScript",
  "OpenAction",
  "Names",
  "EmbeddedFiles",
  "EF",
  "FS",
  "AcroForm",
  "XFA",
  "Next",
  "URI",
].map((k) => PDFName.of(k));

/**
 * Keys that name a file outside the PDF wherever they appear: an OPI proxy's high-resolution
 * original, a reference XObject's external page, associated files. A viewer may fetch them when
 * the page is shown (tracking; a UNC path can leak a Windows login hash).
 */
const EXTERNAL_KEYS = ["OPI", "Ref", "AF", "SpiderInfo", "Threads", "Collection"].map((k) => PDFName.of(k));

/** A stream's data comes from the bytes after it; these make a viewer read an external file instead. */
const STREAM_FILE_KEYS = ["F", "FFilter", "FDecodeParms"].map((k) => PDFName.of(k));

/** Keys whose string value is a file specification (a path or URL), in any dictionary. */
const FILE_NAME_KEYS = new Set(["F", "UF", "DOS", "Mac", "Unix"]);

/** Every action type: a copied object keeps none, whatever key holds it. */
const ACTION_TYPES = new Set(
  [
    "GoTo",
    "GoToR",
    "GoToE",
    "GoToDp",
    "Launch",
    "Thread",
    "URI",
    "Sound",
    "Movie",
    "Hide",
    "Named",
    "SubmitForm",
    "ResetForm",
    "ImportData",
    "JavaScript",
    "SetOCGState",
    "Rendition",
    "Trans",
    "GoTo3DView",
    "RichMediaExecute",
  ].map((k) => PDFName.of(k)),
);

/**
 * An action, a file specification or an embedded file, under whatever key or in whatever array
 * it sits: a file specification is a dictionary of type Filespec, or one with a file system
 * (/FS), embedded files (/EF) or a file name; an action has an action type as /S (or says so).
 */
function pointsOutside(value, context) {
  const v = value instanceof PDFRef ? context.lookup(value) : value;
  const dict = v instanceof PDFRawStream ? v.dict : v;
  if (!(dict instanceof PDFDict)) return false;
  const type = dict.lookup(PDFName.of("Type"));
  if ([PDFName.of("Filespec"), PDFName.of("EmbeddedFile"), PDFName.of("Action")].includes(type)) return true;
  if (ACTION_TYPES.has(dict.lookup(PDFName.of("S")))) return true;
  for (const key of ["FS", "EF", "UF", "DOS", "Mac", "Unix"]) if (dict.has(PDFName.of(key))) return true;
  const f = dict.lookup(PDFName.of("F"));
  return f instanceof PDFString || f instanceof PDFHexString;
}

const MAX_URL = 2048;

/** An http(s) link annotation worth keeping: its rectangle and URL, or null. */
function webLink(annot) {
  if (!(annot instanceof PDFDict)) return null;
  if (annot.lookup(PDFName.of("Subtype")) !== PDFName.of("Link")) return null;
  const action = annot.lookup(PDFName.of("A"));
  if (!(action instanceof PDFDict) || action.lookup(PDFName.of("S")) !== PDFName.of("URI")) return null;
  if (action.has(PDFName.of("Next"))) return null; // a chained action could be anything
  const uri = action.lookup(PDFName.of("URI"));
  if (!(uri instanceof PDFString || uri instanceof PDFHexString)) return null;
  let url;
  try {
    url = new URL(uri.decodeText());
  } catch {
    return null;
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.href.length > MAX_URL) return null;
  const rect = annot.lookup(PDFName.of("Rect"));
  if (!(rect instanceof PDFArray) || rect.size() !== 4) return null;
  const numbers = rect.asArray().map((n) => (n instanceof PDFRef ? annot.context.lookup(n) : n));
  if (!numbers.every((n) => n instanceof PDFNumber && Number.isFinite(n.asNumber()))) return null;
  return { rect: numbers.map((n) => n.asNumber()), href: url.href };
}

function scrub(object, seen) {
  if (seen.has(object)) return;
  seen.add(object);
  const dict = object instanceof PDFRawStream ? object.dict : object;
  if (dict instanceof PDFDict) {
    for (const key of ACTIVE_KEYS) dict.delete(key);
    for (const key of EXTERNAL_KEYS) dict.delete(key);
    if (object instanceof PDFRawStream) for (const key of STREAM_FILE_KEYS) dict.delete(key);
    for (const [key, value] of dict.entries()) {
      const fileName =
        FILE_NAME_KEYS.has(key.asString().slice(1)) && (value instanceof PDFString || value instanceof PDFHexString);
      if (fileName || pointsOutside(value, dict.context)) dict.delete(key);
      else scrub(value, seen);
    }
  } else if (object instanceof PDFArray) {
    for (let i = object.size() - 1; i >= 0; i--) {
      if (pointsOutside(object.get(i), object.context)) object.remove(i);
      else scrub(object.get(i), seen);
    }
  }
}

/**
 * Objects nothing reachable from the catalog refers to any more (what the scrub cut loose: a file
 * specification, an embedded file) are not written: no viewer could reach them, and no reader of
 * the bytes should find them either.
 */
function dropUnreachable(context) {
  const reached = new Set();
  const walk = (value) => {
    if (value instanceof PDFRef) {
      if (reached.has(value)) return;
      reached.add(value);
      walk(context.lookup(value));
    } else if (value instanceof PDFRawStream) walk(value.dict);
    else if (value instanceof PDFDict) for (const [, v] of value.entries()) walk(v);
    else if (value instanceof PDFArray) for (const v of value.asArray()) walk(v);
  };
  walk(context.trailerInfo.Root);
  walk(context.trailerInfo.Info);
  for (const [ref] of context.enumerateIndirectObjects()) if (!reached.has(ref)) context.delete(ref);
}

async function sanitise(data) {
  let src;
  try {
    src = await PDFDocument.load(data, { updateMetadata: false, throwOnInvalidObject: true });
  } catch (err) {
    if (overBudget) throw new Refusal("too-complex", "decode budget exceeded");
    if (err instanceof Refusal) throw err;
    // pdf-lib's errors are ES5 classes: `instanceof` does not see them, their message does.
    if (err instanceof EncryptedPDFError || /is encrypted/.test(String(err?.message)))
      throw new Refusal("encrypted", "encrypted");
    throw new Refusal("not-pdf", String(err?.message ?? err).slice(0, 200));
  }
  let pages;
  try {
    pages = src.getPages();
  } catch (err) {
    throw new Refusal("not-pdf", String(err?.message ?? err).slice(0, 200));
  }
  if (pages.length === 0) throw new Refusal("not-pdf", "no pages");
  if (pages.length > workerData.maxPages) throw new Refusal("too-complex", `${pages.length} pages`);

  // 1. Links to keep, read before anything is removed; then each source page is cut down to its
  //    whitelist, so the copy below drags nothing else (no annotation, action or form) along.
  const links = pages.map((page) => {
    const annots = page.node.lookup(PDFName.of("Annots"));
    return annots instanceof PDFArray
      ? annots
          .asArray()
          .map((a) => webLink(src.context.lookup(a)))
          .filter(Boolean)
      : [];
  });
  for (const page of pages) {
    for (const key of page.node.keys()) if (!PAGE_KEYS.has(key.asString().slice(1))) page.node.delete(key);
  }

  // 2. A new document: its own catalog and page tree, the pages copied in. No OpenAction, Names,
  //    AcroForm, Outlines or metadata of the upload's comes with them.
  const out = await PDFDocument.create({ updateMetadata: false });
  const copied = await out.copyPages(
    src,
    pages.map((_, i) => i),
  );
  for (const page of copied) out.addPage(page);
  const seen = new Set();
  for (const [, object] of out.context.enumerateIndirectObjects()) scrub(object, seen);

  // 3. The kept links, rebuilt from scratch: a rectangle, no border, a URI action. Hex strings,
  //    so no character of the URL can end the string early.
  copied.forEach((page, i) => {
    if (links[i].length === 0) return;
    const refs = links[i].map(({ rect, href }) =>
      out.context.register(
        out.context.obj({
          Type: "Annot",
          Subtype: "Link",
          Rect: rect,
          Border: [0, 0, 0],
          A: { S: "URI", URI: PDFHexString.of(Buffer.from(href, "latin1").toString("hex")) },
        }),
      ),
    );
    page.node.set(PDFName.of("Annots"), out.context.obj(refs));
  });
  dropUnreachable(out.context);
  const pdf = await out.save({ useObjectStreams: false, addDefaultPage: false, updateFieldAppearances: false });
  await verify(pdf, pages.length);
  return { pdf, pages: pages.length };
}

/**
 * The second, independent reader (pdf.js, Firefox's): the output must hold no script, no
 * attachment, no form, no open action and no outline, every annotation must be an http(s) link,
 * and it must have every page. The guarantee then does not rest on one parser's reading.
 */
async function verify(pdf, pages) {
  const doc = await pdfjs.getDocument({
    data: pdf.slice(),
    isEvalSupported: false,
    enableXfa: true,
    stopAtErrors: true,
    verbosity: 0,
  }).promise;
  try {
    const problems = [];
    if (doc.numPages !== pages) problems.push(`pages ${doc.numPages} of ${pages}`);
    if (await doc.hasJSActions()) problems.push("JS actions");
    if (await doc.getJSActions()) problems.push("document JS");
    if (await doc.getAttachments()) problems.push("attachments");
    if (await doc.getOpenAction()) problems.push("open action");
    if (await doc.getOutline()) problems.push("outline");
    if (await doc.getFieldObjects()) problems.push("form fields");
    if (doc.isPureXfa || doc.allXfaHtml) problems.push("XFA");
    for (let i = 1; i <= doc.numPages; i++) {
      const page = await doc.getPage(i);
      if (await page.getJSActions()) problems.push(`page ${i} JS`);
      for (const a of await page.getAnnotations({ intent: "any" })) {
        const web = a.subtype === "Link" && typeof a.url === "string" && /^https?:\/\//.test(a.url);
        if (!web || a.actions || a.action || a.attachment || a.dest || a.unsafeUrl?.startsWith("javascript"))
          problems.push(`page ${i} annotation ${a.subtype}`);
      }
    }
    if (problems.length > 0) throw new Refusal("unsafe", problems.join(", "));
  } finally {
    await doc.destroy();
  }
}

try {
  const { pdf, pages } = await sanitise(workerData.data);
  parentPort.postMessage({ ok: true, pdf, pages }, [pdf.buffer]);
} catch (err) {
  if (overBudget) parentPort.postMessage({ ok: false, reason: "too-complex", detail: "decode budget exceeded" });
  else if (err instanceof Refusal) parentPort.postMessage({ ok: false, reason: err.reason, detail: err.message });
  else parentPort.postMessage({ ok: false, reason: "not-pdf", detail: String(err?.message ?? err).slice(0, 200) });
}
