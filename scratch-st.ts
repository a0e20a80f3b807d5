import type { PGlite } from "@electric-sql/pglite";
import { openForSeeding } from "#server/ops/seed/open-for-seeding";
import { saveAnswers } from "#server/core/athlete-record/answers";
import { BENCH_ANSWERS } from "./bench/http.ts";
import { QuestionnaireAnswersSchema } from "#domain/questionnaire";
const database = await openForSeeding({ dataDir: process.argv[2]! });
const client = (database.db as unknown as { $client: PGlite }).$client;
const times = new Map<string, number[]>();
const proto = Object.getPrototypeOf(client);
const orig = proto.execProtocolStream;
proto.execProtocolStream = async function (msg: Uint8Array, opts: unknown) {
  const t = performance.now();
  const r = await orig.call(this, msg, opts);
  const dt = performance.now() - t;
  const text = Buffer.from(msg)
    .toString("latin1")
    .replace(/[^\x20-\x7e]/g, " ")
    .replace(/\s+/g, " ")
    .slice(0, 90);
  (times.get(text) ?? times.set(text, []).get(text)!).push(dt);
  return r;
};
const parsed = BENCH_ANSWERS.map((a) => QuestionnaireAnswersSchema.parse(a));
const t0 = performance.now();
for (let n = 0; n < 120; n++)
  await saveAnswers(
    database.db,
    { id: `seed-${String((n % 10) + 1).padStart(6, "0")}`, name: "x", email: "x" },
    parsed[Math.floor(n / 10) % 2]!,
  );
console.log("wall per save", ((performance.now() - t0) / 120).toFixed(2));
let all = 0;
for (const [k, v] of [...times]
  .sort((a, b) => b[1].reduce((x, y) => x + y, 0) - a[1].reduce((x, y) => x + y, 0))
  .slice(0, 14)) {
  v.sort((a, b) => a - b);
  all += v.reduce((a, b) => a + b, 0);
  console.log(
    v.length,
    "median",
    v[Math.floor(v.length / 2)]!.toFixed(2),
    "total",
    v.reduce((a, b) => a + b, 0).toFixed(0),
    k.slice(0, 90),
  );
}
console.log("db total per save", (all / 120).toFixed(2));
await database.close();
