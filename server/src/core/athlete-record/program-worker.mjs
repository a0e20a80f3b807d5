// Runs in a worker thread (program-pool.ts): makes the program a save of answers stores,
// generated and packed (about 120 KB of JSON deflated to about 10 KB), off the event loop
// (issue #13, docs/decisions/0116). Registers tsx itself, as the PDF worker does (decision 0092).
//
// In: QuestionnaireAnswers. Out: newStoredProgram's columns, the packed bytes handed over, not copied.
import { register } from "tsx/esm/api";
import { serve, transferable } from "../worker-host.mjs";

register();
const { newStoredProgram } = await import("./program.ts");

serve((answers) => {
  const made = newStoredProgram(answers);
  const programPacked = transferable(made.programPacked);
  return { output: { ...made, programPacked }, transfer: [programPacked.buffer] };
});
