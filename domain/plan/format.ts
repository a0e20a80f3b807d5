import type { Prescription } from "./types.ts";

/** How a prescription reads, the same in the browser and the PDF. */

export function formatDose(p: Pick<Prescription, "sets" | "dose">): string {
  const d = p.dose;
  const each = d.perSide ? " each side" : "";
  if (d.kind === "reps") return `${p.sets} × ${d.reps}${each}`;
  if (d.kind === "time") return `${p.sets} × ${d.seconds} s${each}`;
  return `${p.sets} × ${d.metres} m`;
}

export function formatEffort(p: Pick<Prescription, "rpe" | "rir">): string {
  return p.rir === null ? `RPE ${p.rpe}` : `RPE ${p.rpe} · ${p.rir} in reserve`;
}

export function formatRest(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return s === 0 ? `${m} min` : `${m} min ${s} s`;
}
