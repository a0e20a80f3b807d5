import PDFDocument from "pdfkit";
import { formatDose, formatEffort, formatRest } from "#domain/plan/format";
import type { Note, Prescription, Program, Week } from "#domain/plan/types";
import { planDisplayName, roleLabel } from "#domain/plan-record";
import { planName as planNameFor } from "#domain/plan-record";
import { INJURY_REGION_LABELS } from "#domain/questionnaire";
import type { PhasePdfInput } from "./pdf-layout.ts";
import { phaseGrid, weeksLabel, type GridRow, type GridSession, type Scoped } from "./phase-grid.ts";

export { PDF_LAYOUT_VERSION, type PhasePdfInput } from "./pdf-layout.ts";

/**
 * One phase of the generated plan as a printable A4 PDF (issue #5): pdfkit's standard fonts
 * only, nothing remote. Standard fonts cover Windows-1252, so other characters in names and
 * injury text are simplified (accents dropped) or shown as "?" (decision 0030).
 */
export function renderPhasePdf({ athleteName, program, phase, planName }: PhasePdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: 40, bottom: 46, left: 48, right: 48 },
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
  const w = new Writer(doc);

  w.header(info.title, [
    `Athlete: ${athleteName}`,
    `Plan: ${planDisplayName(planName ?? planNameFor(program.profile.primaryRole))}`,
    `Phase ${phase} · weeks ${info.weeks[0]}-${info.weeks[info.weeks.length - 1]} of 8`,
  ]);
  const p = program.profile;
  w.paragraph(
    `${p.ageGroup} · ${p.competitionLevel} · ${roleLabel(p.primaryRole)} · ${p.equipment} · ${p.sessionsPerWeek} sessions a week, up to ${p.maxSessionMinutes} min each · Goals: ${p.goals.join(", ")}`,
    9,
    GREY,
  );
  if (p.emphasis.length > 0) w.paragraph(`Emphasis: ${p.emphasis.join(" · ")}`, 9, GREY);
  w.paragraph(info.summary, 10.5, INK, 6);

  const { injury, juniorBowling, junior, safety, week } = program.notes;
  if (injury) w.note({ ...injury, lines: [`You wrote: "${injury.injuryText}"`, ...injury.lines] }, WARN);
  if (week) w.note(week, ACCENT);
  if (juniorBowling) w.note(juniorBowling, ACCENT);
  if (junior) w.note(junior, ACCENT);
  w.note(safety, GREY);

  // Each session once, its weeks side by side (issue #10, decision 0033): no week is reprinted.
  const grid = phaseGrid(program, phase);
  w.weekOverview(grid.weeks);
  w.heading("Sessions");
  w.paragraph(
    "Each session is printed once. Read a row across to see how the exercise progresses week by week; in each week's box, write the load you used and how hard it felt (RPE 1-10).",
    8.5,
    GREY,
    2,
  );
  for (const s of grid.sessions) w.gridSession(s, grid.weeks);
  w.versions(program, grid.weeks);

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would make pdfkit start a new page.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - 36;
    doc.font("Helvetica").fontSize(8).fillColor(GREY);
    doc.text(text(`GameReady · ${athleteName} · Phase ${phase}`), 48, y, { lineBreak: false });
    doc.text(`Page ${i + 1} of ${range.count}`, 48, y, {
      width: doc.page.width - 96,
      align: "right",
      lineBreak: false,
    });
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
const PLAIN: Record<string, string> = {
  Ł: "L",
  ł: "l",
  Đ: "D",
  đ: "d",
  ı: "i",
  Ħ: "H",
  ħ: "h",
  ŋ: "n",
  Ŧ: "T",
  ŧ: "t",
};
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

/** Portrait A4 leaves 499 pt: the block letter, the exercise, then one column per week of the phase. */
const BLOCK_W = 20;
const EXERCISE_W = 155;
const CELL_PAD = 3;
/** The blank box in each week's cell where the athlete writes the load used and the effort felt. */
const LOG_H = 12;

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
    d.font("Helvetica-Bold")
      .fontSize(9)
      .fillColor(ACCENT)
      .text("GAMEREADY · 8-WEEK CRICKET PLAN", this.left, d.y, { characterSpacing: 1 });
    d.moveDown(0.3);
    d.font("Helvetica-Bold").fontSize(20).fillColor(INK).text(text(title), { width: this.width });
    d.moveDown(0.2);
    for (const l of lines) d.font("Helvetica").fontSize(11).fillColor(INK).text(text(l), { width: this.width });
    d.moveDown(0.4);
    d.moveTo(this.left, d.y)
      .lineTo(this.left + this.width, d.y)
      .lineWidth(1)
      .strokeColor(LIGHT)
      .stroke();
    d.moveDown(0.5);
  }

  paragraph(s: string, size: number, color: string, after = 2, font = "Helvetica") {
    this.doc.font(font).fontSize(size).fillColor(color).text(text(s), this.left, this.doc.y, { width: this.width });
    this.doc.y += after;
  }

  heading(s: string) {
    this.room(40);
    this.doc.y += 6;
    this.doc
      .font("Helvetica-Bold")
      .fontSize(13)
      .fillColor(INK)
      .text(text(s), this.left, this.doc.y, { width: this.width });
    this.doc.y += 2;
  }

  note(note: Note, color: string) {
    const d = this.doc;
    const inner = this.width - 20;
    d.font("Helvetica").fontSize(9);
    const bodyHeight = note.lines.reduce((h, l) => h + d.heightOfString(text(`• ${l}`), { width: inner }) + 1.5, 0);
    d.fontSize(7.5);
    const sources = note.sources.length > 0 ? `Sources: ${note.sources.join("; ")}` : "";
    const srcHeight = sources ? d.heightOfString(text(sources), { width: inner }) + 3 : 0;
    const height = 8 + 14 + bodyHeight + srcHeight + 6;
    this.room(height + 6);
    const top = d.y + 3;
    d.rect(this.left, top, this.width, height).lineWidth(0.8).strokeColor(color).stroke();
    d.rect(this.left, top, 4, height).fill(color);
    d.font("Helvetica-Bold")
      .fontSize(10.5)
      .fillColor(color)
      .text(text(note.title), this.left + 12, top + 7, { width: inner });
    d.font("Helvetica").fontSize(9).fillColor(INK);
    for (const l of note.lines) d.text(text(`• ${l}`), this.left + 12, d.y + 1.5, { width: inner });
    if (sources)
      d.font("Helvetica-Oblique")
        .fontSize(7.5)
        .fillColor(GREY)
        .text(text(sources), this.left + 12, d.y + 3, { width: inner });
    d.y = top + height + 6;
    d.x = this.left;
  }

  /** The phase's weeks at a glance, once: kind, target effort, volume, focus. */
  weekOverview(weeks: Week[]) {
    const d = this.doc;
    const labelW = 118;
    const focusW = this.width - labelW - 6;
    d.font("Helvetica").fontSize(8.5);
    // At least the heading and two weeks together; the rest may follow on the next page.
    this.room(
      weeks.slice(0, 2).reduce((h, w) => h + Math.max(d.heightOfString(text(w.focus), { width: focusW }), 20) + 4, 0) +
        40,
    );
    this.heading("The weeks of this phase");
    for (const w of weeks) {
      d.font("Helvetica").fontSize(8.5);
      const h = Math.max(d.heightOfString(text(w.focus), { width: focusW }), 20) + 4;
      this.room(h);
      const y = d.y;
      d.font("Helvetica-Bold")
        .fontSize(9.5)
        .fillColor(INK)
        .text(text(`Week ${w.week} · ${KIND[w.kind]}`), this.left, y, { width: labelW });
      d.font("Helvetica")
        .fontSize(8)
        .fillColor(GREY)
        .text(`Target RPE ${w.targetRpe} · volume ${w.volumeIndex}%`, this.left, d.y, { width: labelW });
      d.font("Helvetica")
        .fontSize(8.5)
        .fillColor(INK)
        .text(text(w.focus), this.left + labelW + 6, y, { width: focusW });
      d.y = y + h;
      d.moveTo(this.left, d.y - 2.5)
        .lineTo(this.left + this.width, d.y - 2.5)
        .lineWidth(0.4)
        .strokeColor(LIGHT)
        .stroke();
    }
    d.x = this.left;
  }

  private cellWidth(weeks: number) {
    return (this.width - BLOCK_W - EXERCISE_W) / weeks;
  }

  /** Everything above a session's table (title, focus, injury guidance, warm-up): measured by drawing nothing. */
  private sessionTop(s: GridSession, draw: boolean): number {
    const d = this.doc;
    const start = d.y;
    const lines: Array<{ t: string; size: number; font: string; color: string; indent?: number; gap?: number }> = [];
    for (const t of s.titles.slice(1))
      lines.push({ t: `${weeksLabel(t.weeks ?? [])}: ${t.value}`, size: 8.5, font: "Helvetica-Bold", color: ACCENT });
    for (const f of s.focus)
      lines.push({ t: `${scopePrefix(f)}Focus: ${f.value}`, size: 8.5, font: "Helvetica", color: GREY });
    for (const n of s.coachNotes)
      lines.push({
        t: `${scopePrefix(n)}Note from your coach: ${n.value}`,
        size: 8.5,
        font: "Helvetica-Bold",
        color: INK,
      });
    const merged = mergedWarmUp(s.warmUps);
    if (merged) {
      lines.push({ t: `Warm-up (${merged.minutes} min):`, size: 8.5, font: "Helvetica", color: GREY, gap: 1 });
      lines.push({ t: merged.steps.join("   "), size: 8, font: "Helvetica", color: GREY, indent: 10 });
    } else
      for (const w of s.warmUps) {
        // The RAMP steps (2.0.0) in one run of numbered items: the order matters, the lines are short.
        // The description is those same steps run together, so a plan with steps prints only the steps.
        const steps = w.value.steps ?? [];
        if (steps.length > 0) {
          lines.push({
            t: `${scopePrefix(w)}Warm-up (${w.value.minutes} min):`,
            size: 8.5,
            font: "Helvetica",
            color: GREY,
            gap: 1,
          });
          lines.push({
            t: steps.map((step, i) => `${i + 1}. ${step}`).join("   "),
            size: 8,
            font: "Helvetica",
            color: GREY,
            indent: 10,
          });
        } else
          lines.push({
            t: `${scopePrefix(w)}Warm-up (${w.value.minutes} min): ${w.value.description}`,
            size: 8.5,
            font: "Helvetica",
            color: GREY,
            gap: 1,
          });
      }
    const titleH = 16;
    let h = titleH;
    d.font("Helvetica");
    const measured = lines.map((l) => {
      d.font(l.font).fontSize(l.size);
      const lh = d.heightOfString(text(l.t), { width: this.width - (l.indent ?? 0) }) + (l.gap ?? 0.5);
      h += lh;
      return lh;
    });
    const guidance = s.guidance.map((g) => `${scopePrefix(g)}${g.value}`);
    d.font("Helvetica").fontSize(8.5);
    const gInner = this.width - 18;
    const gBody = guidance.reduce((a, g) => a + d.heightOfString(text(`• ${g}`), { width: gInner }) + 1, 0);
    const gH = guidance.length > 0 ? 6 + 12 + gBody + 5 : 0;
    h += gH + (gH ? 7 : 0) + 3;
    if (!draw) return h;

    const top = start + 4;
    d.font("Helvetica-Bold")
      .fontSize(11.5)
      .fillColor(ACCENT)
      .text(text(sessionName(s)), this.left, top, { width: this.width - 90, lineBreak: false, ellipsis: true });
    const minutes =
      s.minutes.min === s.minutes.max ? `about ${s.minutes.min} min` : `about ${s.minutes.min}-${s.minutes.max} min`;
    d.font("Helvetica")
      .fontSize(9)
      .fillColor(GREY)
      .text(minutes, this.left, top + 1.5, { width: this.width, align: "right", lineBreak: false });
    let y = top + titleH;
    if (gH) {
      d.rect(this.left, y + 2, this.width, gH)
        .lineWidth(0.8)
        .strokeColor(WARN)
        .stroke();
      d.rect(this.left, y + 2, 3, gH).fill(WARN);
      d.font("Helvetica-Bold")
        .fontSize(9)
        .fillColor(WARN)
        .text("Injury guidance for this session", this.left + 10, y + 7, { width: gInner });
      d.font("Helvetica").fontSize(8.5).fillColor(INK);
      for (const g of guidance) d.text(text(`• ${g}`), this.left + 10, d.y + 1, { width: gInner });
      y += gH + 7;
    }
    lines.forEach((l, i) => {
      d.font(l.font)
        .fontSize(l.size)
        .fillColor(l.color)
        .text(text(l.t), this.left + (l.indent ?? 0), y, { width: this.width - (l.indent ?? 0) });
      y += measured[i]!;
    });
    d.y = start + h;
    d.x = this.left;
    return h;
  }

  /** One session of the phase, once: exercises as rows, the weeks as columns. */
  gridSession(s: GridSession, weeks: Week[]) {
    const d = this.doc;
    const firstRow = s.rows[0] ? this.rowHeight(s.rows[0], s.guided, weeks.length) : 0;
    this.room(this.sessionTop(s, false) + 30 + firstRow + 8);
    d.y += 6;
    this.sessionTop(s, true);
    this.tableHeader(weeks);
    for (const r of s.rows) {
      const h = this.rowHeight(r, s.guided, weeks.length);
      if (d.y + h > this.bottom) {
        d.addPage();
        d.font("Helvetica-Bold")
          .fontSize(9.5)
          .fillColor(ACCENT)
          .text(text(`Day ${s.day} (continued)`), this.left, d.y, { width: this.width });
        d.y += 2;
        this.tableHeader(weeks);
      }
      this.row(r, s.guided, weeks.length, h);
    }
    d.y += 10;
  }

  /**
   * Easier and harder versions of every exercise in the phase ("use the easier version if it
   * hurts"), in two columns: a reference list, read by looking a name up.
   */
  versions(program: Program, weeks: Week[]) {
    const d = this.doc;
    const ids = [...new Set(weeks.flatMap((w) => w.sessions.flatMap((s) => s.exercises.map((e) => e.exerciseId))))];
    this.heading("Easier and harder versions");
    this.paragraph(
      "Use the easier version while you learn a movement or if it hurts; move to the harder one when the target effort feels easy.",
      8.5,
      GREY,
      3,
    );
    const gap = 14;
    const colW = (this.width - gap) / 2;
    let col = 0;
    let top = d.y;
    let y = top;
    for (const id of ids) {
      const info = program.exercises[id];
      if (!info) continue;
      const rest = `: easier – ${info.easier}; harder – ${info.harder}.`;
      d.font("Helvetica").fontSize(7.5);
      const h = d.heightOfString(text(info.name + rest), { width: colW }) + 2;
      if (y + h > this.bottom) {
        if (col === 0) {
          col = 1;
        } else {
          d.addPage();
          col = 0;
          top = d.y;
        }
        y = top;
      }
      const x = this.left + col * (colW + gap);
      d.font("Helvetica-Bold")
        .fontSize(7.5)
        .fillColor(INK)
        .text(text(info.name), x, y, { continued: true, width: colW });
      d.font("Helvetica").fillColor(GREY).text(text(rest), { width: colW });
      y = d.y + 2;
      if (col === 0) d.y = y;
    }
    d.x = this.left;
  }

  private tableHeader(weeks: Week[]) {
    const d = this.doc;
    const y = d.y;
    const cw = this.cellWidth(weeks.length);
    d.rect(this.left, y, this.width, 24).fill("#f3f4f6");
    d.font("Helvetica-Bold")
      .fontSize(8)
      .fillColor(GREY)
      .text("Exercise", this.left + BLOCK_W + CELL_PAD, y + 4, { width: EXERCISE_W - 6, lineBreak: false });
    d.font("Helvetica")
      .fontSize(6.5)
      .text("write load & effort in each box", this.left + BLOCK_W + CELL_PAD, y + 14, {
        width: EXERCISE_W - 6,
        lineBreak: false,
      });
    weeks.forEach((w, i) => {
      const x = this.left + BLOCK_W + EXERCISE_W + i * cw;
      d.font("Helvetica-Bold")
        .fontSize(8)
        .fillColor(INK)
        .text(text(`Week ${w.week} · ${SHORT_KIND[w.kind]}`), x + CELL_PAD, y + 4, {
          width: cw - 2 * CELL_PAD,
          height: 10,
          lineBreak: false,
          ellipsis: true,
        });
      d.font("Helvetica")
        .fontSize(6.5)
        .fillColor(GREY)
        .text(`RPE ${w.targetRpe} · volume ${w.volumeIndex}%`, x + CELL_PAD, y + 14, {
          width: cw - 2 * CELL_PAD,
          lineBreak: false,
        });
    });
    d.y = y + 27;
  }

  /** The exercise column's lines: name, cue, rest, why it was adapted, and which injured region it still loads. */
  private exerciseLines(r: GridRow, guided: boolean) {
    const lines: Array<{ t: string; font: string; size: number; color: string }> = [
      { t: r.name, font: "Helvetica-Bold", size: 9, color: INK },
      // Rest (when the same every week) ends the cue's line: one line less per row.
      {
        t: r.rest !== null ? `${r.cue} · Rest ${formatRest(r.rest)}` : r.cue,
        font: "Helvetica-Oblique",
        size: 7,
        color: GREY,
      },
    ];
    for (const c of r.changes)
      lines.push({ t: `Adapted: ${scopePrefix(c)}${c.value}`, font: "Helvetica", size: 7, color: ACCENT });
    for (const c of r.coach)
      lines.push({
        t: `Changed by your coach: ${scopePrefix(c)}${c.value}`,
        font: "Helvetica-Bold",
        size: 7,
        color: ACCENT,
      });
    if (guided) {
      const regions = [...new Set(r.flags.map((f) => INJURY_REGION_LABELS[f.value.region].toLowerCase()))];
      if (regions.length > 0)
        lines.push({
          t: `Loads your ${regions.join(", ")}: see the guidance`,
          font: "Helvetica",
          size: 7.5,
          color: WARN,
        });
    } else {
      for (const f of r.flags) {
        lines.push({
          t: `${scopePrefix(f)}Injury check (${f.value.region}): ${f.value.message.replace(/^Loads your [^:]+: /, "")}`,
          font: "Helvetica-Bold",
          size: 7.5,
          color: WARN,
        });
      }
    }
    return lines;
  }

  private cellLines(p: Prescription, showRest: boolean) {
    const lines = [
      { t: formatDose(p), font: "Helvetica-Bold", size: 8.5, color: INK },
      { t: formatEffort(p), font: "Helvetica", size: 7.5, color: INK },
    ];
    if (showRest) lines.push({ t: `rest ${formatRest(p.restSeconds)}`, font: "Helvetica", size: 7, color: GREY });
    return lines;
  }

  private measure(lines: Array<{ t: string; font: string; size: number }>, width: number) {
    return lines.reduce((h, l) => {
      this.doc.font(l.font).fontSize(l.size);
      return h + this.doc.heightOfString(text(l.t), { width });
    }, 0);
  }

  private rowHeight(r: GridRow, guided: boolean, weeks: number) {
    const cw = this.cellWidth(weeks);
    const ex = this.measure(this.exerciseLines(r, guided), EXERCISE_W - 2 * CELL_PAD) + 1;
    const cells = Math.max(
      ...r.cells.map((c) => (c ? this.measure(this.cellLines(c, r.rest === null), cw - 2 * CELL_PAD) + LOG_H + 3 : 12)),
    );
    return Math.max(ex, cells) + 5;
  }

  private row(r: GridRow, guided: boolean, weeks: number, height: number) {
    const d = this.doc;
    const y = d.y + 2;
    const cw = this.cellWidth(weeks);
    d.font("Helvetica-Bold")
      .fontSize(9)
      .fillColor(ACCENT)
      .text(r.block, this.left + CELL_PAD, y, { width: BLOCK_W - 2 * CELL_PAD, lineBreak: false });
    let ty = y;
    for (const l of this.exerciseLines(r, guided)) {
      d.font(l.font)
        .fontSize(l.size)
        .fillColor(l.color)
        .text(text(l.t), this.left + BLOCK_W + CELL_PAD, ty, { width: EXERCISE_W - 2 * CELL_PAD });
      ty = d.y;
    }
    r.cells.forEach((c, i) => {
      const x = this.left + BLOCK_W + EXERCISE_W + i * cw;
      d.moveTo(x, y - 2)
        .lineTo(x, y - 2 + height)
        .lineWidth(0.4)
        .strokeColor(LIGHT)
        .stroke();
      if (!c) {
        d.font("Helvetica")
          .fontSize(9)
          .fillColor(GREY)
          .text("–", x + CELL_PAD, y, { width: cw - 2 * CELL_PAD, lineBreak: false });
        return;
      }
      let cy = y;
      for (const l of this.cellLines(c, r.rest === null)) {
        d.font(l.font)
          .fontSize(l.size)
          .fillColor(l.color)
          .text(text(l.t), x + CELL_PAD, cy, { width: cw - 2 * CELL_PAD });
        cy = d.y;
      }
      // The log box sits at the bottom of the row, so the boxes of one row line up.
      const by = y - 2 + height - LOG_H - 4;
      d.rect(x + CELL_PAD, by, cw - 2 * CELL_PAD, LOG_H)
        .lineWidth(0.5)
        .strokeColor("#9ca3af")
        .stroke();
      d.font("Helvetica")
        .fontSize(5.5)
        .fillColor("#9ca3af")
        .text("load", x + CELL_PAD + 2, by + 1.5, { lineBreak: false });
      d.text("RPE", x + CELL_PAD + (cw - 2 * CELL_PAD) * 0.62, by + 1.5, { lineBreak: false });
    });
    d.y = y - 2 + height;
    d.moveTo(this.left, d.y)
      .lineTo(this.left + this.width, d.y)
      .lineWidth(0.5)
      .strokeColor(LIGHT)
      .stroke();
    d.x = this.left;
  }
}

/** The session's title, which names its day ("Day 1: Lower body"); a title that does not gets "Day N · " before it. */
const sessionName = (s: GridSession) => {
  const title = s.titles[0]?.value ?? "";
  return /^day\b/i.test(title) ? title : `Day ${s.day} · ${title}`;
};

/**
 * Warm-ups that differ between weeks only in some steps (2.0.0: the potentiation changes when
 * sprinting returns) printed as one numbered list: a shared step once, a differing step once per
 * version with its weeks. Null when there is one warm-up, no steps, or the minutes differ.
 */
function mergedWarmUp(warmUps: GridSession["warmUps"]): { minutes: number; steps: string[] } | null {
  if (warmUps.length < 2 || !warmUps.every((w) => (w.value.steps?.length ?? 0) > 0 && w.weeks)) return null;
  const minutes = new Set(warmUps.map((w) => w.value.minutes));
  if (minutes.size > 1) return null;
  const all = new Set(warmUps.flatMap((w) => w.weeks!));
  const steps: string[] = [];
  const count = Math.max(...warmUps.map((w) => w.value.steps!.length));
  for (let i = 0; i < count; i++) {
    const byStep = new Map<string, number[]>();
    for (const w of warmUps) {
      const step = w.value.steps![i];
      if (step) byStep.set(step, [...(byStep.get(step) ?? []), ...w.weeks!]);
    }
    for (const [step, weeks] of byStep)
      steps.push(`${i + 1}. ${weeks.length === all.size ? "" : `${weeksLabel(weeks)}: `}${step}`);
  }
  return { minutes: [...minutes][0]!, steps };
}

/** "Weeks 1-2: " before a line that holds only in some weeks of the phase. */
const scopePrefix = (s: Scoped<unknown>) => (s.weeks ? `${weeksLabel(s.weeks)}: ` : "");

const KIND: Record<Week["kind"], string> = {
  build: "Build",
  unload: "Unload",
  power: "Strength to power",
  taper: "Taper",
};
/** A week column is about 80 pt wide: the kind in one word. */
const SHORT_KIND: Record<Week["kind"], string> = { build: "Build", unload: "Unload", power: "Power", taper: "Taper" };
