/** Moved to server/src/testing/training-log.ts (issue #17: the squad tests log through it too). */
export * from "#server/testing/training-log";
