import { brotliCompressSync, brotliDecompressSync, constants, deflateRawSync, inflateRawSync } from "node:zlib";
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
   * Marks an outline, and names how the whole program in `program_packed` is packed (`PACKINGS`):
   * raw deflate (decisions 0111, 0119), or Brotli (read since decision 0129).
   */
  packed: PackedFormat;
  weeks: Array<{ week: number; sessions: Array<{ day: number }> }>;
}

export type PackedFormat = keyof typeof PACKINGS;

/**
 * Every packing a row may carry, by its marker. Reading knows them all; saves write `WRITE_FORMAT`.
 * - Raw deflate at zlib level 4 (decision 0119; rows from before it are at level 6 and read the same).
 * - Brotli at quality 1 (decision 0129): about 0.22 ms a program over the coaching grid against
 *   0.44-0.52 ms for deflate level 4, for the same bytes (8.9 KB on average against 8.7 KB, at
 *   most 14.8 KB); reading costs the same.
 */
const PACKINGS = {
  "deflate-raw/json": {
    pack: (json: string) => deflateRawSync(json, { level: 4 }),
    unpack: (packed: Buffer) => inflateRawSync(packed),
  },
  "brotli/json": {
    pack: (json: string) =>
      brotliCompressSync(json, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json) },
      }),
    unpack: (packed: Buffer) => brotliDecompressSync(packed),
  },
} satisfies Record<string, { pack(json: string): Buffer; unpack(packed: Buffer): Buffer }>;

/**
 * What saves write: Brotli (decision 0132). The release before this one reads it (decision 0129:
 * readers first, writers one release later), so servers upgraded one after the other while the
 * old ones keep serving (README, "Deploying a new version") never meet a row they cannot read.
 */
export const WRITE_FORMAT: PackedFormat = "brotli/json";

export function packProgram(program: Program, format: PackedFormat = WRITE_FORMAT): ProgramColumns {
  return {
    program: {
      generatorVersion: program.generatorVersion,
      answersHash: program.answersHash,
      packed: format,
      weeks: program.weeks.map((w) => ({ week: w.week, sessions: w.sessions.map((s) => ({ day: s.day })) })),
    },
    programPacked: PACKINGS[format].pack(JSON.stringify(program)),
  };
}

/**
 * The program a row stands for. The jsonb column decides: an outline reads the packed program;
 * anything else (a program stored whole, before decision 0111 or by the seed) reads as stored.
 */
export function unpackProgram(program: unknown, packed: Buffer | null): Program {
  const format = (program as Partial<ProgramOutline> | null)?.packed;
  const unpack = format && Object.hasOwn(PACKINGS, format) ? PACKINGS[format].unpack : undefined;
  if (!unpack) return program as Program;
  if (!packed) throw new Error("a plan's program outline has lost its packed program");
  return JSON.parse(unpack(packed).toString("utf8")) as Program;
}
