/**
 * `npm run soak -- --seconds 60 --athletes 50 [--database-url postgresql://…]`: simulated
 * athletes against one real server on loopback (server/src/testing/fault/soak.ts); prints the
 * operation count, error rate and server RSS at start, peak and end. Exits 1 on any error.
 * With --database-url a fresh database is created on that server and dropped afterwards.
 */
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "60" },
    athletes: { type: "string", default: "50" },
    "database-url": { type: "string" },
  },
});
const seconds = Number(values.seconds);
const athletes = Number(values.athletes);
if (!(seconds > 0) || !Number.isInteger(athletes) || athletes < 1) {
  console.error("Usage: npm run soak -- --seconds S --athletes N [--database-url postgresql://…]");
  process.exit(64);
}
// Read by the test database helper when it is imported: set it first.
if (values["database-url"]) process.env.TEST_DATABASE_URL = values["database-url"];
const { runSoak } = await import("#server/testing/fault/soak");
const report = await runSoak({ seconds, athletes, log: (l) => console.log(l) });
console.log(JSON.stringify(report, null, 2));
console.log(
  `soak: ${report.operations} operations in ${report.seconds} s (${report.opsPerSecond}/s), ${report.errors} errors ` +
    `(rate ${(report.errorRate * 100).toFixed(2)} %), RSS ${report.rssStartMb} → ${report.rssEndMb} MB (peak ${report.rssPeakMb} MB); ` +
    `median RSS by quarter of the run ${report.rssQuartersMb.join(" → ")} MB`,
);
process.exit(report.errors === 0 ? 0 : 1);
