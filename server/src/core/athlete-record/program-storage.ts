import { brotliCompressSync, brotliDecompressSync, constants, inflateRawSync } from "node:zlib";
import type { Program } from "#domain/plan/types";

/**
 * How a program is stored (issue #13, docs/decisions/0111-plan-storage.md).
 *
 * A generated program is about 120 KB of JSON that repeats itself (each session its warm-up,
 * each prescription its exercise's name and cue): writing it as jsonb (parsing it, then TOAST
 * compression inside PGlite's wasm) was most of a questionnaire save. It is now stored whole, as
 * compressed JSON in `program_packed` (about 9 KB; Node's zlib, outside the database), and the
 * `program` jsonb column keeps only its outline (weeks and their sessions' days), so SQL that
 * counts sessions (the squad view's `program->'weeks'`) reads it as before.
 *
 * Lossless and self-contained: reading needs neither the generator nor the exercise library,
 * so a plan reads exactly as it was made whatever generator version runs now. A row without
 * `program_packed` (stored before this decision, or by older code) reads as stored.
 */
export interface ProgramColumns {
  program: ProgramOutline;
  programPacked: Buffer;
}

export interface ProgramOutline {
  generatorVersion: string;
  answersHash: string;
  /**
   * Marks an outline, and names how the whole program in `program_packed` is packed: Brotli
   * since decision 0129, raw deflate before it (rows saved then keep theirs and still read).
   */
  packed: PackedFormat;
  weeks: Array<{ week: number; sessions: Array<{ day: number }> }>;
}

type PackedFormat = "brotli/json" | "deflate-raw/json";

/**
 * Brotli at quality 1 (docs/decisions/0129): about 0.22 ms a program over the coaching grid
 * against 0.44-0.52 ms for zlib's level 4 (decision 0119), for the same bytes (8.9 KB on average
 * against 8.7 KB, at most 14.8 KB). Every save packs one program; reading costs the same.
 */
const BROTLI_PARAMS = { [constants.BROTLI_PARAM_QUALITY]: 1 };

export function packProgram(program: Program): ProgramColumns {
  const json = JSON.stringify(program);
  return {
    program: {
      generatorVersion: program.generatorVersion,
      answersHash: program.answersHash,
      packed: "brotli/json",
      weeks: program.weeks.map((w) => ({ week: w.week, sessions: w.sessions.map((s) => ({ day: s.day })) })),
    },
    programPacked: brotliCompressSync(json, {
      params: { ...BROTLI_PARAMS, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json) },
    }),
  };
}

const UNPACK: Record<PackedFormat, (packed: Buffer) => Buffer> = {
  "brotli/json": (b) => brotliDecompressSync(b),
  "deflate-raw/json": (b) => inflateRawSync(b),
};

/**
 * The program a row stands for. The jsonb column decides: an outline reads the packed program;
 * anything else (a program stored whole, before decision 0111 or by the seed) reads as stored.
 */
export function unpackProgram(program: unknown, packed: Buffer | null): Program {
  const format = (program as Partial<ProgramOutline> | null)?.packed;
  const unpack = format && Object.hasOwn(UNPACK, format) ? UNPACK[format] : undefined;
  if (!unpack) return program as Program;
  if (!packed) throw new Error("a plan's program outline has lost its packed program");
  return JSON.parse(unpack(packed).toString("utf8")) as Program;
}
