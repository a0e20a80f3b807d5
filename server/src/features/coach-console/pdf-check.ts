import { promisify } from "node:util";
import { constants as zlibConstants, inflate } from "node:zlib";
import { fileTypeFromBuffer } from "file-type";

const inflateAsync = promisify(inflate);

/**
 * Is this upload a PDF the athlete can safely open? Judged by content, never by the name or
 * the browser's type (issue #4, #7). A PDF may carry JavaScript (/JS, /JavaScript actions):
 * those are refused. Names can be disguised with #xx escapes (/J#53) and hidden inside
 * compressed object streams, so names are decoded and object streams inflated (within a
 * budget, so a decompression bomb costs little) before looking.
 */
export const MAX_PDF_BYTES = 20 * 1024 * 1024;
/** Total inflated object-stream bytes per file; beyond it the file is refused as too complex to check. */
const INFLATE_BUDGET = 64 * 1024 * 1024;

export type PdfVerdict =
  | { ok: true }
  | { ok: false; reason: "empty" | "not-pdf" | "script" | "encrypted" | "too-complex" };

export async function checkPdf(data: Buffer): Promise<PdfVerdict> {
  if (data.length === 0) return { ok: false, reason: "empty" };
  if (!/^%PDF-[12]\.\d/.test(data.toString("latin1", 0, 8))) return { ok: false, reason: "not-pdf" };
  const type = await fileTypeFromBuffer(data);
  if (type?.mime !== "application/pdf") return { ok: false, reason: "not-pdf" };
  if (!looksLikePdfBody(data)) return { ok: false, reason: "not-pdf" };
  return scanForScript(data);
}

/**
 * The magic number alone is five bytes anyone can type in front of HTML. A PDF also has at
 * least one indirect object and ends with %%EOF (viewers accept some trailing junk: 4 KB here).
 */
function looksLikePdfBody(data: Buffer): boolean {
  const tail = data.toString("latin1", Math.max(0, data.length - 4096));
  if (!tail.includes("%%EOF")) return false;
  return /\d+\s+\d+\s+obj\b/.test(data.toString("latin1"));
}

/** PDF name tokens (`/Name`), with #xx escapes decoded. */
function* names(text: string): Generator<string> {
  const re = /\/([^\s/[\]<>(){}%]+)/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const raw = m[1]!;
    yield raw.includes("#")
      ? raw.replace(/#([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
      : raw;
  }
}

const SCRIPT_NAMES = new Set(["JS", "JavaScript"]);

function hasScriptName(bytes: Buffer): boolean {
  for (const name of names(bytes.toString("latin1"))) if (SCRIPT_NAMES.has(name)) return true;
  return false;
}

/** Each stream's dictionary (the text since the preceding `obj`) and its raw bytes. */
function* streams(data: Buffer): Generator<{ dict: string; raw: Buffer }> {
  let from = 0;
  for (;;) {
    const start = data.indexOf("stream", from, "latin1");
    if (start < 0) return;
    // Skip the "stream" inside "endstream".
    if (start >= 3 && data.toString("latin1", start - 3, start) === "end") {
      from = start + 6;
      continue;
    }
    const head = data.toString("latin1", Math.max(from, start - 4096), start);
    const dict = head.slice(head.lastIndexOf("obj") + 3);
    let body = start + 6;
    if (data[body] === 0x0d) body++;
    if (data[body] === 0x0a) body++;
    const end = data.indexOf("endstream", body, "latin1");
    if (end < 0) return;
    yield { dict, raw: data.subarray(body, end) };
    from = end + 9;
  }
}

/**
 * A script action is a dictionary key (/S /JavaScript, /JS …). Dictionaries live either in the
 * file's plain text (scanned whole) or, since PDF 1.5, inside compressed object streams
 * (/Type /ObjStm): those are inflated and scanned too. Content and image streams hold no
 * dictionaries a viewer would run, so they are not inflated (a 20 MB PDF of images stays cheap).
 */
async function scanForScript(data: Buffer): Promise<PdfVerdict> {
  const top = [...names(data.toString("latin1"))];
  if (top.some((n) => SCRIPT_NAMES.has(n))) return { ok: false, reason: "script" };
  // Encrypted streams cannot be inspected, so a script could hide in them.
  if (top.includes("Encrypt")) return { ok: false, reason: "encrypted" };
  let budget = INFLATE_BUDGET;
  for (const { dict, raw } of streams(data)) {
    const dictNames = [...names(dict)];
    if (!dictNames.includes("ObjStm")) continue;
    // Only plain Flate is decoded here; other filters or predictors could hide names from us.
    const filters = dictNames.filter(
      (n) => n.endsWith("Decode") || n === "Fl" || n === "AHx" || n === "A85" || n === "LZW" || n === "RL",
    );
    if (
      filters.some((f) => f !== "FlateDecode" && f !== "Fl") ||
      dictNames.includes("DecodeParms") ||
      dictNames.includes("DP")
    ) {
      return { ok: false, reason: "too-complex" };
    }
    let inflated: Buffer;
    if (filters.length === 0) inflated = raw;
    else {
      try {
        // SYNC_FLUSH decodes a truncated stream as far as it goes, as viewers do, instead of failing.
        inflated = await inflateAsync(raw, { maxOutputLength: budget, finishFlush: zlibConstants.Z_SYNC_FLUSH });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE") return { ok: false, reason: "too-complex" };
        return { ok: false, reason: "too-complex" }; // an object stream we cannot read is one we cannot vouch for
      }
    }
    budget -= inflated.length;
    if (hasScriptName(inflated)) return { ok: false, reason: "script" };
    if (budget <= 0) return { ok: false, reason: "too-complex" };
  }
  return { ok: true };
}
