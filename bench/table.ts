/** One table: a row per figure, a column per database, each figure beside its floor from the same run. */

export interface Row {
  part: string;
  figure: string;
  values: Record<string, string>;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
export const ms = (n: number) =>
  Number.isFinite(n) ? (n >= 100 ? `${Math.round(n)} ms` : `${n.toFixed(1)} ms`) : "n/a";
export const ratio = (n: number | undefined) => (n === undefined || !Number.isFinite(n) ? "" : ` (${n.toFixed(2)}×)`);

export function renderTable(rows: Row[], columns: string[]): string {
  const header = ["part", "figure", ...columns];
  const body = rows.map((r) => [r.part, r.figure, ...columns.map((c) => r.values[c] ?? "")]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
  return [line(header), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...body.map(line)].join("\n");
}
