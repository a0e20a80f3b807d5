// The stored program moved to core/athlete-record/stored-program.ts (issue #12): the training
// slice reads the same plan, and slices may not import each other.
export {
  ensureProgram,
  hasActivePlan,
  PlanAnswersInvalidError,
  type StoredProgram,
} from "#server/core/athlete-record/stored-program";
