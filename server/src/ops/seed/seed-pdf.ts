import PDFDocument from "pdfkit";

/** One small, real PDF (pdfkit, as the app renders its own), stored once per seeded upload. */
export function seedPdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      compress: true,
      info: { Title: "GameReady seeded phase plan", CreationDate: new Date(0) },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.fontSize(20).text("GameReady: seeded phase plan");
    doc.fontSize(11).text("Made by npm run seed for tests and the bench.");
    doc.end();
  });
}
