import { countBreaches } from "./coach-rules.test-helper.ts";
import { GENERATOR_VERSION } from "./generator.ts";

/** Prints how many grid plans break each coach rule: `npx tsx domain/plan/count-rules.ts [step]`. */
const step = Number(process.argv[2] ?? 1);
const { plans, counts, examples } = countBreaches(step);
console.log(
  `generator ${GENERATOR_VERSION}: ${plans} plans (every ${step === 1 ? "" : `${step}th `}combination of the grid)`,
);
for (const [name, n] of Object.entries(counts))
  console.log(`${String(n).padStart(5)}  ${name}${examples[name] ? `\n       e.g. ${examples[name]}` : ""}`);
