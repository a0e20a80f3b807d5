import { randomBytes, randomUUID } from "node:crypto";
import { deflateSync } from "node:zlib";
import PDFDocument from "pdfkit";
import sharp from "sharp";
import type { Db } from "#server/core/db/client";
import { profiles, user } from "#server/core/db/schema";
import { insertAthleteBatch } from "#server/ops/seed/seed-athletes";
import { savedAnswers } from "./factory.ts";
import { toQuestionnaireResponseRow, toTrainingPlanRow } from "#domain/plan-record";
import { TEST_ADMIN_KEY, type TestServer } from "./server.ts";

/** Signs in with the test key; returns the `gr_admin=…` cookie pair to send back. */
export async function adminCookie(server: TestServer, key = TEST_ADMIN_KEY): Promise<string> {
  const res = await server.fetch("/api/admin/session", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ key }),
  });
  if (res.status !== 200) throw new Error(`admin sign-in failed: ${res.status} ${await res.text()}`);
  // `__Host-gr_admin` when the server's PUBLIC_URL is https.
  const set = res.headers.getSetCookie().find((c) => /^(__Host-)?gr_admin=/.test(c));
  if (!set) throw new Error("no gr_admin cookie");
  return set.split(";")[0]!;
}

/** A user with a profile, inserted directly (sign-up is another feature's concern). */
export async function insertAthlete(
  db: Db,
  fullName = "Test Athlete",
  email?: string,
): Promise<{ userId: string; email: string }> {
  const userId = randomUUID();
  const mail = email ?? `athlete-${userId}@example.test`;
  await db.insert(user).values({ id: userId, name: fullName, email: mail, emailVerified: true });
  await db.insert(profiles).values({ userId, fullName, email: mail });
  return { userId, email: mail };
}

/** A real PDF made by pdfkit (compressed content streams, as real tools write them). */
export function makePdf(text = "Phase plan"): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ compress: true, info: { CreationDate: new Date(0) } });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.fontSize(20).text(text);
    doc.text(randomBytes(8).toString("hex"));
    doc.end();
  });
}

/** A hand-written PDF whose catalog's /OpenAction runs JavaScript; `name` lets tests disguise it. */
export function pdfWithScript(name = "/JavaScript", jsKey = "/JS"): Buffer {
  const objects = [
    `1 0 obj\n<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>\nendobj\n`,
    `2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n`,
    `3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>\nendobj\n`,
    `4 0 obj\n<< /Type /Action /S ${name} ${jsKey} (app.alert\\('hi'\\)) >>\nendobj\n`,
  ];
  return assemblePdf(objects);
}

/** The script action hidden inside a Flate-compressed object stream (PDF 1.5). */
export function pdfWithScriptInObjectStream(): Buffer {
  const inner = `4 0 << /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>`;
  const packed = deflateSync(Buffer.from(inner, "latin1"));
  const head = [
    `1 0 obj\n<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>\nendobj\n`,
    `2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n`,
    `3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>\nendobj\n`,
  ].join("");
  const stream = Buffer.concat([
    Buffer.from(
      `5 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`,
      "latin1",
    ),
    packed,
    Buffer.from(`\nendstream\nendobj\n`, "latin1"),
  ]);
  return Buffer.concat([
    Buffer.from(`%PDF-1.7\n%\xe2\xe3\xcf\xd3\n${head}`, "latin1"),
    stream,
    Buffer.from(`trailer\n<< /Root 1 0 R >>\n%%EOF\n`, "latin1"),
  ]);
}

function assemblePdf(objects: string[]): Buffer {
  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  for (const o of objects) {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += o;
  }
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

export function makePng(): Promise<Buffer> {
  return sharp({ create: { width: 4, height: 4, channels: 3, background: "#22d3ee" } })
    .png()
    .toBuffer();
}

/** POSTs a file as multipart field `file`, as the browser's FormData does. */
export function uploadPdf(
  server: TestServer,
  cookie: string | undefined,
  userId: string,
  phase: string | number,
  data: Buffer,
  filename = "plan.pdf",
  type = "application/pdf",
): Promise<Response> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(data)], { type }), filename);
  return server.fetch(`/api/admin/athletes/${userId}/pdfs/${phase}`, {
    method: "POST",
    body: form,
    headers: cookie ? { cookie } : {},
  });
}

/**
 * `n` complete athletes (user, profile, answers, active plan) in bulk through the seed's own
 * insert routine (server/src/ops/seed: one transaction of multi-row inserts per 500 athletes), newest
 * first by index (athlete 0 is the newest). Names are `{prefix} {i}`, ids random, so a test can
 * call it again with another prefix (the seed's own ids are fixed: it would skip them).
 */
export async function seedAthletes(
  db: Db,
  n: number,
  prefix = "Seeded Athlete",
  now = Date.now(),
  answers = savedAnswers(),
): Promise<string[]> {
  const ids: string[] = [];
  const answersRow = toQuestionnaireResponseRow(answers);
  const planRow = toTrainingPlanRow(answers);
  for (let start = 0; start < n; start += 500) {
    const batch = Array.from({ length: Math.min(500, n - start) }, (_, j) => {
      const i = start + j;
      const id = randomUUID();
      ids.push(id);
      return {
        id,
        name: `${prefix} ${i}`,
        email: `seed-${i}-${id.slice(0, 8)}@example.test`,
        createdAt: new Date(now - i * 1000),
      };
    });
    await insertAthleteBatch(db, {
      users: batch.map((u) => ({ ...u, emailVerified: true })),
      profiles: batch.map((u) => ({ userId: u.id, fullName: u.name, email: u.email, createdAt: u.createdAt })),
      responses: batch.map((u) => ({ userId: u.id, ...answersRow })),
      plans: batch.map((u) => ({ userId: u.id, ...planRow })),
    });
  }
  return ids;
}
