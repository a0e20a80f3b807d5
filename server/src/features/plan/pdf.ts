import PDFDocument from "pdfkit";
import { formatDose, formatEffort, formatRest } from "#domain/plan/format";
import type { Note, Prescription, Program, Session, Week } from "#domain/plan/types";
import { planName as planNameFor } from "#domain/plan-record";

export interface PhasePdfInput {
  athleteName: string;
  program: Program;
  phase: 1 | 2;
  planName?: string;
}

/**
 * One phase of the generated plan as a printable A4 PDF (issue #5): pdfkit's standard fonts
 * only, nothing remote. Standard fonts cover Windows-1252, so other characters in names and
 * injury text are simplified (accents dropped) or shown as "?" (decision 0030).
 */
export function renderPhasePdf({ athleteName, program, phase, planName }: PhasePdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: 48, bottom: 56, left: 48, right: 48 },
    bufferPages: true,
    info: { Title: `Phase ${phase} - ${text(athleteName)}`, Author: "GameReady", Creator: "GameReady" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const info = program.phases.find((p) => p.phase === phase)!;
  const weeks = program.weeks.filter((w) => w.phase === phase);
  const w = new Writer(doc);

  w.header(info.title, [
    `Athlete: ${athleteName}`,
    `Plan: ${planName ?? planNameFor(program.profile.primaryRole)}`,
    `Phase ${phase} · weeks ${info.weeks[0]}-${info.weeks[info.weeks.length - 1]} of 8`,
  ]);
  const p = program.profile;
  w.paragraph(
    `${p.ageGroup} · ${p.competitionLevel} · ${p.primaryRole} · ${p.equipment} · ${p.sessionsPerWeek} sessions a week, up to ${p.maxSessionMinutes} min each · Goals: ${p.goals.join(", ")}`,
    9, GREY,
  );
  if (p.emphasis.length > 0) w.paragraph(`Emphasis: ${p.emphasis.join(" · ")}`, 9, GREY);
  w.paragraph(info.summary, 10.5, INK, 6);

  const { injury, juniorBowling, junior, safety } = program.notes;
  if (injury) w.note({ ...injury, lines: [`You wrote: "${injury.injuryText}"`, ...injury.lines] }, WARN);
  if (juniorBowling) w.note(juniorBowling, ACCENT);
  if (junior) w.note(junior, ACCENT);
  w.note(safety, GREY);

  for (const week of weeks) w.week(week);
  w.versions(program, weeks);

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would make pdfkit start a new page.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - 36;
    doc.font("Helvetica").fontSize(8).fillColor(GREY);
    doc.text(text(`GameReady · ${athleteName} · Phase ${phase}`), 48, y, { lineBreak: false });
    doc.text(`Page ${i + 1} of ${range.count}`, 48, y, { width: doc.page.width - 96, align: "right", lineBreak: false });
  }
  doc.end();
  return done;
}

const INK = "#111827";
const GREY = "#4b5563";
const LIGHT = "#e5e7eb";
const ACCENT = "#0f766e";
const WARN = "#b45309";

/** Characters the standard fonts can show: Windows-1252. Accents are kept where it has them. */
const CP1252_EXTRA = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";
/** Latin letters that do not decompose into a base letter plus accent. */
const PLAIN: Record<string, string> = { Ł: "L", ł: "l", Đ: "D", đ: "d", ı: "i", Ħ: "H", ħ: "h", ŋ: "n", Ŧ: "T", ŧ: "t" };
export function text(s: string): string {
  return [...s.normalize("NFC")]
    .map((ch) => {
      const code = ch.codePointAt(0)!;
      if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRA.includes(ch)) return ch;
      if (ch === "\n" || ch === "\t") return " ";
      const plain = (PLAIN[ch] ?? ch).normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
      return /^[\x20-\x7e]+$/.test(plain) ? plain : "?";
    })
    .join("");
}

const COLS = [
  { key: "block", title: "", width: 26 },
  { key: "exercise", title: "Exercise", width: 223 },
  { key: "dose", title: "Sets × reps", width: 96 },
  { key: "effort", title: "Effort", width: 100 },
  { key: "rest", title: "Rest", width: 54 },
] as const;

class Writer {
  constructor(private doc: PDFKit.PDFDocument) {}

  private get left() {
    return this.doc.page.margins.left;
  }
  private get width() {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }
  private get bottom() {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** Starts a new page unless `height` points still fit. */
  private room(height: number) {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  header(title: string, lines: string[]) {
    const d = this.doc;
    d.font("Helvetica-Bold").fontSize(9).fillColor(ACCENT).text("GAMEREADY · 8-WEEK CRICKET PLAN", this.left, d.y, { characterSpacing: 1 });
    d.moveDown(0.3);
    d.font("Helvetica-Bold").fontSize(20).fillColor(INK).text(text(title), { width: this.width });
    d.moveDown(0.2);
    for (const l of lines) d.font("Helvetica").fontSize(11).fillColor(INK).text(text(l), { width: this.width });
    d.moveDown(0.4);
    d.moveTo(this.left, d.y).lineTo(this.left + this.width, d.y).lineWidth(1).strokeColor(LIGHT).stroke();
    d.moveDown(0.5);
  }

  paragraph(s: string, size: number, color: string, after = 2) {
    this.doc.font("Helvetica").fontSize(size).fillColor(color).text(text(s), this.left, this.doc.y, { width: this.width });
    this.doc.y += after;
  }

  note(note: Note, color: string) {
    const d = this.doc;
    const inner = this.width - 20;
    d.font("Helvetica").fontSize(9.5);
    const bodyHeight = note.lines.reduce((h, l) => h + d.heightOfString(text(`• ${l}`), { width: inner }) + 2, 0);
    d.fontSize(7.5);
    const sources = note.sources.length > 0 ? `Sources: ${note.sources.join("; ")}` : "";
    const srcHeight = sources ? d.heightOfString(text(sources), { width: inner }) + 3 : 0;
    const height = 12 + 14 + bodyHeight + srcHeight + 8;
    this.room(height + 8);
    const top = d.y + 4;
    d.rect(this.left, top, this.width, height).lineWidth(0.8).strokeColor(color).stroke();
    d.rect(this.left, top, 4, height).fill(color);
    d.font("Helvetica-Bold").fontSize(11).fillColor(color).text(text(note.title), this.left + 12, top + 10, { width: inner });
    d.font("Helvetica").fontSize(9.5).fillColor(INK);
    for (const l of note.lines) {
      d.text(text(`• ${l}`), this.left + 12, d.y + 2, { width: inner });
    }
    if (sources) d.font("Helvetica-Oblique").fontSize(7.5).fillColor(GREY).text(text(sources), this.left + 12, d.y + 3, { width: inner });
    d.y = top + height + 8;
    d.x = this.left;
  }

  week(week: Week) {
    const d = this.doc;
    this.room(170);
    d.y += 6;
    const top = d.y;
    d.rect(this.left, top, this.width, 24).fill(INK);
    const label = `Week ${week.week} · ${KIND[week.kind]}`;
    d.font("Helvetica-Bold").fontSize(12).fillColor("#ffffff").text(text(label), this.left + 10, top + 7, { lineBreak: false });
    d.font("Helvetica").fontSize(9.5).text(`Target effort RPE ${week.targetRpe} · volume ${week.volumeIndex}% of week 1`, this.left, top + 8.5, {
      width: this.width - 10, align: "right", lineBreak: false,
    });
    d.y = top + 30;
    this.paragraph(week.focus, 10, INK, 4);
    for (const s of week.sessions) this.session(s);
  }

  session(s: Session) {
    const d = this.doc;
    this.room(125);
    d.y += 4;
    d.font("Helvetica-Bold").fontSize(11.5).fillColor(ACCENT).text(text(s.title), this.left, d.y, { width: this.width - 90, continued: false });
    const titleBottom = d.y;
    d.font("Helvetica").fontSize(9).fillColor(GREY).text(`about ${s.estimatedMinutes} min`, this.left, titleBottom - 13, { width: this.width, align: "right" });
    d.y = titleBottom + 1;
    if (s.focus) this.paragraph(`Focus: ${s.focus}`, 8.5, GREY, 1);
    this.paragraph(`Warm-up (${s.warmUp.minutes} min): ${s.warmUp.description}`, 8.5, GREY, 4);
    this.tableHeader();
    for (const e of s.exercises) this.row(e);
    d.y += 8;
  }

  /** Easier and harder versions of every exercise in the phase ("use the easier version if it hurts"). */
  versions(program: Program, weeks: Week[]) {
    const d = this.doc;
    const ids = [...new Set(weeks.flatMap((w) => w.sessions.flatMap((s) => s.exercises.map((e) => e.exerciseId))))];
    this.room(80);
    d.y += 8;
    d.font("Helvetica-Bold").fontSize(13).fillColor(INK).text("Easier and harder versions", this.left, d.y, { width: this.width });
    this.paragraph("Use the easier version while you learn a movement or if it hurts; move to the harder one when the target effort feels easy.", 9, GREY, 4);
    for (const id of ids) {
      const info = program.exercises[id];
      if (!info) continue;
      const line = `${info.name}: easier – ${info.easier}; harder – ${info.harder}.`;
      d.font("Helvetica").fontSize(8.5);
      this.room(d.heightOfString(text(line), { width: this.width }) + 2);
      d.font("Helvetica-Bold").fillColor(INK).text(text(info.name), this.left, d.y, { continued: true });
      d.font("Helvetica").fillColor(GREY).text(text(`: easier – ${info.easier}; harder – ${info.harder}.`), { width: this.width });
      d.y += 2;
    }
  }

  private tableHeader() {
    const d = this.doc;
    let x = this.left;
    const y = d.y;
    d.font("Helvetica-Bold").fontSize(8).fillColor(GREY);
    for (const c of COLS) {
      d.text(c.title, x + 3, y, { width: c.width - 6, lineBreak: false });
      x += c.width;
    }
    d.y = y + 11;
    d.moveTo(this.left, d.y).lineTo(this.left + this.width, d.y).lineWidth(0.6).strokeColor(GREY).stroke();
    d.y += 3;
  }

  private row(e: Prescription) {
    const d = this.doc;
    const [, ex, dose, effort, rest] = COLS;
    const flags = e.flags.map((f) => `Injury check (${f.region}): ${f.message.replace(/^Loads your [^:]+: /, "")}`);
    d.font("Helvetica-Bold").fontSize(9.5);
    const nameH = d.heightOfString(text(e.name), { width: ex.width - 6 });
    d.font("Helvetica-Oblique").fontSize(8);
    const cueH = d.heightOfString(text(e.cue), { width: ex.width - 6 });
    const flagH = flags.reduce((h, f) => h + d.heightOfString(text(f), { width: ex.width - 6 }), 0);
    d.font("Helvetica").fontSize(9);
    const effortH = d.heightOfString(formatEffort(e), { width: effort.width - 6 });
    const doseH = d.heightOfString(text(formatDose(e)), { width: dose.width - 6 });
    const height = Math.max(nameH + cueH + flagH + 2, effortH, doseH) + 6;
    if (d.y + height > this.bottom) {
      d.addPage();
      this.tableHeader();
    }
    const y = d.y;
    let x = this.left;
    d.font("Helvetica-Bold").fontSize(9.5).fillColor(ACCENT).text(e.block, x + 3, y, { width: COLS[0].width - 6 });
    x += COLS[0].width;
    d.font("Helvetica-Bold").fontSize(9.5).fillColor(INK).text(text(e.name), x + 3, y, { width: ex.width - 6 });
    d.font("Helvetica-Oblique").fontSize(8).fillColor(GREY).text(text(e.cue), x + 3, d.y + 1, { width: ex.width - 6 });
    for (const f of flags) d.font("Helvetica-Bold").fontSize(8).fillColor(WARN).text(text(f), x + 3, d.y, { width: ex.width - 6 });
    x += ex.width;
    d.font("Helvetica").fontSize(9).fillColor(INK).text(text(formatDose(e)), x + 3, y, { width: dose.width - 6 });
    x += dose.width;
    d.text(formatEffort(e), x + 3, y, { width: effort.width - 6 });
    x += effort.width;
    d.text(formatRest(e.restSeconds), x + 3, y, { width: rest.width - 6 });
    d.y = y + height;
    d.moveTo(this.left, d.y - 3).lineTo(this.left + this.width, d.y - 3).lineWidth(0.4).strokeColor(LIGHT).stroke();
    d.x = this.left;
  }
}

const KIND: Record<Week["kind"], string> = { build: "Build", unload: "Unload", power: "Strength to power", taper: "Taper" };
