import { deflateRawSync, inflateRawSync } from "node:zlib";
import type { Program } from "#domain/plan/types";

/**
 * How a program is stored (issue #13, docs/decisions/0111-plan-storage.md).
 *
 * A generated program is about 120 KB of JSON that repeats itself (each session its warm-up,
 * each prescription its exercise's name and cue): writing it as jsonb (parsing it, then TOAST
 * compression inside PGlite's wasm) was most of a questionnaire save. It is now stored whole, as
 * deflated JSON in `program_packed` (about 10 KB; Node's zlib, outside the database), and the
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
  /** Marks an outline: the whole program is in `program_packed`. */
  packed: "deflate-raw/json";
  weeks: Array<{ week: number; sessions: Array<{ day: number }> }>;
}

/**
 * zlib level 4 rather than the default 6 (docs/decisions/0119): about 20% less CPU per save for
 * about 11% more bytes (8.7 KB against 7.9 KB on average, at most 14 KB over the coaching grid,
 * within 0111's 16 KB). Level 3 costs less still but reaches 18.7 KB. Any level reads back the same.
 */
const PACK_LEVEL = 4;

export function packProgram(program: Program): ProgramColumns {
  return {
    program: {
      generatorVersion: program.generatorVersion,
      answersHash: program.answersHash,
      packed: "deflate-raw/json",
      weeks: program.weeks.map((w) => ({ week: w.week, sessions: w.sessions.map((s) => ({ day: s.day })) })),
    },
    programPacked: deflateRawSync(JSON.stringify(program), { level: PACK_LEVEL }),
  };
}

/**
 * The program a row stands for. The jsonb column decides: an outline reads the packed program;
 * anything else (a program stored whole, before decision 0111 or by the seed) reads as stored.
 */
export function unpackProgram(program: unknown, packed: Buffer | null): Program {
  if ((program as Partial<ProgramOutline> | null)?.packed !== "deflate-raw/json") return program as Program;
  if (!packed) throw new Error("a plan's program outline has lost its packed program");
  return JSON.parse(inflateRawSync(packed).toString("utf8")) as Program;
}
