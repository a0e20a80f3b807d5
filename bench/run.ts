/**
 * `npm run bench` (issue #6; docs/decisions/0040-bench.md): the product as users and operators
 * feel it, each figure beside the nearest floor measured in the same run. `--smoke`: one very
 * short pass of each part, for CI (fails only when the bench itself breaks, never on a timing).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { execSync } from "node:child_process";
import pg from "pg";
import { seedAthletes } from "#server/ops/seed/seed-athletes";
import { openForSeeding } from "#server/ops/seed/open-for-seeding";
import { seedEmail } from "#server/ops/seed/ids";
import { createLocalStorage } from "#server/core/storage/local-storage";
import { runFanout } from "./fanout.ts";
import { adminCookie, signIn, signUpThroughApp } from "./http.ts";
import { runLighthouse, scriptFreeCopy, serveFloor, serveStatic, type LighthouseFigures } from "./lighthouse.ts";
import { loadTargets, runLoadSuite, type LoadFigures } from "./load.ts";
import {
  LANDING_JS_BUDGET,
  landingTextPage,
  launchChromium,
  measurePage,
  type PageWeight,
  SIGNED_IN_PAGES,
  WEIGHED_PAGES,
} from "./page-weight.ts";
import { benchEnv, createBenchDatabase, ensureProductionBuild } from "./server.ts";
import { measureSignin, type SigninFigures } from "./signin.ts";
import { measureLogSet, type LogSetFigures } from "./log-set.ts";
import { startExisting, startFloor, startNew, type StartupFigures } from "./startup.ts";
import { kb, mb, ms, ratio, renderTable, type Row } from "./table.ts";
import { measureStorm, type StormFigures } from "./storm.ts";
import { goalRows } from "./goals.ts";
import { SEED_PASSWORD } from "#server/ops/seed/seed-athletes";
import type { FanoutFigures } from "./fanout.ts";
import type { SeedFigures } from "#server/ops/seed/seed-athletes";

const smoke = process.argv.includes("--smoke");
const P = smoke
  ? {
      athletes: 200,
      loadSeconds: 1,
      sseClients: 50,
      lhRuns: 1,
      lhPaths: ["/"],
      signinSeconds: 1,
      verifyRuns: 1,
      settleMs: 500,
    }
  : {
      athletes: 10_000,
      loadSeconds: 10,
      sseClients: 1000,
      lhRuns: 3,
      lhPaths: ["/", "/cricket-questionnaire", "/auth"],
      signinSeconds: 10,
      verifyRuns: 5,
      settleMs: 3000,
    };
const PAGES = WEIGHED_PAGES;

interface DbRun {
  kind: "pglite" | "postgres";
  seed: SeedFigures;
  startup: StartupFigures;
  load: LoadFigures[];
  fanout: FanoutFigures;
  signin: SigninFigures;
  logSet: LogSetFigures;
  storm: StormFigures;
}
interface FrontEnd {
  pages: PageWeight[];
  lighthouse: LighthouseFigures[];
  floor: LighthouseFigures;
  /** Issue #13: each Lighthouse page's own script-free copy (scriptFreeCopy), in lhPaths order. */
  pageFloors: LighthouseFigures[];
}

const step = (what: string) => console.log(`bench: ${what}…`);

async function benchDatabase(
  kind: "pglite" | "postgres",
  frontEnd: boolean,
): Promise<{ run: DbRun; front?: FrontEnd }> {
  const tmp = mkdtempSync(path.join(tmpdir(), `gameready-bench-${kind}-`));
  const dataDir = path.join(tmp, "data");
  const logFile = path.join(tmp, "server.log");
  const database = kind === "postgres" ? await createBenchDatabase(process.env.DATABASE_URL!) : undefined;
  const env = benchEnv(dataDir, database?.url);
  let stopServer = async () => {};
  try {
    step(`${kind}: start-up on a new ${kind === "pglite" ? "DATA_DIR" : "database"}`);
    const floorMs = startFloor();
    const newMs = await startNew(env, logFile);

    step(`${kind}: seeding ${P.athletes} athletes`);
    const db = await openForSeeding({ dataDir, databaseUrl: database?.url });
    let seed: SeedFigures;
    try {
      seed = await seedAthletes(db.db, createLocalStorage(path.join(dataDir, "files")), {
        count: P.athletes,
        // A year of training log each (issue #17): the squad row filters and sorts over it.
        logDays: 365,
      });
    } finally {
      await db.close();
    }

    step(`${kind}: start-up on existing data`);
    const { server, readyMs, idleRss } = await startExisting(env, logFile, P.settleMs);
    stopServer = () => server.stop();
    const url = server.url;
    const athleteCookies = await Promise.all(
      Array.from({ length: 10 }, (_, i) => signIn(url, seedEmail(i + 1), SEED_PASSWORD)),
    );
    const admin = await adminCookie(url);

    let front: FrontEnd | undefined;
    if (frontEnd) {
      step("page weight (Chromium, first load)");
      const browser = await launchChromium();
      try {
        const pages: PageWeight[] = [];
        for (const p of PAGES)
          pages.push(await measurePage(browser, url, p, SIGNED_IN_PAGES.has(p) ? athleteCookies[0] : undefined));
        const floorHtml = await landingTextPage(browser, url);
        const copies: string[] = [];
        for (const p of P.lhPaths) copies.push(await scriptFreeCopy(browser, url, p));
        await browser.close();
        step(`lighthouse (${P.lhRuns} run(s) per page and per script-free copy)`);
        const floorServer = await serveStatic(floorHtml);
        const copyServers = await Promise.all(copies.map((html) => serveFloor(html, url)));
        try {
          const [floor, ...rest] = await runLighthouse(
            [floorServer.url, ...P.lhPaths.map((p) => url + p), ...copyServers.map((c) => c.url)],
            P.lhRuns,
          );
          const lighthouse = rest.slice(0, P.lhPaths.length);
          const pageFloors = rest.slice(P.lhPaths.length);
          front = { pages, lighthouse, floor: floor!, pageFloors };
        } finally {
          await floorServer.close();
          await Promise.all(copyServers.map((c) => c.close()));
        }
      } finally {
        await browser.close().catch(() => {});
      }
    }

    step(`${kind}: API load (${P.loadSeconds} s per route, 10 connections)`);
    const load = await runLoadSuite(url, loadTargets(url, athleteCookies, admin), P.loadSeconds);

    step(`${kind}: log a set (${P.loadSeconds} s, 10 athletes, one request at a time each)`);
    // Athletes of their own: the questionnaire load above keeps remaking the first ten's plans.
    const loggers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => signIn(url, seedEmail(i + 11), SEED_PASSWORD)),
    );
    const logSet = await measureLogSet(url, loggers, P.loadSeconds);

    step(`${kind}: live count fan-out to ${P.sseClients} clients`);
    const fanout = await runFanout(
      url,
      P.sseClients,
      () => server.rss(),
      await profileAdder(kind, url, dataDir, database?.url),
    );

    step(`${kind}: download storm (${P.loadSeconds} s: /api/health while one account downloads PDFs)`);
    const storm = await measureStorm(url, athleteCookies[0]!, P.loadSeconds);

    step(`${kind}: sign-in cost`);
    const signin = await measureSignin(url, Math.min(P.athletes, 1000), P.signinSeconds, P.verifyRuns);

    return {
      run: {
        kind,
        seed: seed!,
        startup: { floorMs, newMs, existingMs: readyMs, idleRss },
        load,
        fanout,
        signin,
        logSet,
        storm,
      },
      front,
    };
  } finally {
    await stopServer();
    await database?.drop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** PGlite cannot be written from outside the server: a real sign-up through the app. PostgreSQL: a direct insert. */
async function profileAdder(
  kind: "pglite" | "postgres",
  url: string,
  dataDir: string,
  databaseUrl?: string,
): Promise<() => Promise<number>> {
  const email = `bench-fanout-${Date.now()}@bench.gameready.example`;
  if (kind === "pglite") return (await signUpThroughApp(url, dataDir, email)).verify;
  return async () => {
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    try {
      const t0 = performance.now();
      await c.query(
        `with u as (insert into "user" (id, name, email, email_verified) values ($1, 'Fan Out', $2, true) returning id, name, email)
         insert into profiles (user_id, full_name, email) select id, name, email from u`,
        [`bench-fanout-${Date.now()}`, email],
      );
      return t0;
    } finally {
      await c.end();
    }
  };
}

function tableRows(runs: DbRun[], front: FrontEnd | undefined): Row[] {
  const rows: Row[] = goalRows(runs, front, { athletes: P.athletes, lhPaths: P.lhPaths });
  const label = (k: string) => (k === "pglite" ? "PGlite" : "PostgreSQL");
  const each = (part: string, figure: string, f: (r: DbRun) => string) =>
    rows.push({ part, figure, values: Object.fromEntries(runs.map((r) => [label(r.kind), f(r)])) });
  const once = (part: string, figure: string, value: string) =>
    rows.push({ part, figure, values: { [label(runs[0]!.kind)]: value } });

  if (front) {
    for (const p of front.pages) {
      const budget =
        p.path === "/" ? ` ${p.jsGzip <= LANDING_JS_BUDGET ? "OK" : "OVER"} (budget ${kb(LANDING_JS_BUDGET)})` : "";
      const redirected = p.finalPath !== p.path ? ` → ${p.finalPath}` : "";
      const later = p.laterJsGzip > 0 ? `; +${kb(p.laterJsGzip)} once scrolled` : "";
      once(
        "1 weight",
        `${p.path}${redirected} JS gzip (raw)`,
        `${kb(p.jsGzip)} (${kb(p.jsRaw)}), ${p.jsFiles} files${budget}${later}`,
      );
      once(
        "1 weight",
        `${p.path} CSS gzip (raw); fonts`,
        `${kb(p.cssGzip)} (${kb(p.cssRaw)}); ${p.fontFiles} fonts ${kb(p.fontBytes)}`,
      );
    }
    const lh = (l: LighthouseFigures) =>
      `perf ${l.performance} a11y ${l.accessibility} bp ${l.bestPractices} seo ${l.seo}; FCP ${ms(l.fcpMs)} LCP ${ms(l.lcpMs)} (${Object.entries(
        l.lcpPhases,
      )
        .map(([k, v]) => `${k} ${ms(v)}`)
        .join(", ")}) TBT ${ms(l.tbtMs)} CLS ${l.cls.toFixed(3)}`;
    once("2 lighthouse", "floor: landing text, no script", lh(front.floor));
    for (const l of front.lighthouse)
      once(
        "2 lighthouse",
        new URL(l.url).pathname,
        `${lh(l)} (LCP ${(l.lcpMs / front.floor.lcpMs).toFixed(1)}× floor)`,
      );
  }
  const routes = runs[0]!.load.map((l) => l.route);
  for (const route of routes) {
    each("3 load", route, (r) => {
      const l = r.load.find((x) => x.route === route)!;
      return `${Math.round(l.rps)} req/s${route.includes("floor") ? "" : ratio(l.ratioToHealth)}, p50 ${l.p50} ms, p99 ${l.p99} ms, ${l.errors} err`;
    });
  }
  each(
    "3 load",
    "PUT /api/me/training/sessions/:id (log a set)",
    (r) =>
      `${Math.round(r.logSet.rps)} req/s${ratio(r.logSet.rps / r.load[0]!.rps)}, p50 ${r.logSet.p50} ms, p95 ${r.logSet.p95} ms, ${r.logSet.errors} err (${r.logSet.clients} athletes, one request at a time each)`,
  );
  each(
    "4 fan-out",
    "clients got new count p50/p99/max",
    (r) =>
      `${r.fanout.received}/${r.fanout.clients}: ${ms(r.fanout.p50Ms)} / ${ms(r.fanout.p99Ms)} / ${ms(r.fanout.maxMs)}`,
  );
  each(
    "4 fan-out",
    "server RSS idle → clients connected",
    (r) => `${mb(r.fanout.rssBefore)} → ${mb(r.fanout.rssConnected)}`,
  );
  each("5 start-up", "floor: node, empty module", (r) => ms(r.startup.floorMs));
  each(
    "5 start-up",
    "ready: new / existing data",
    (r) => `${ms(r.startup.newMs)} / ${ms(r.startup.existingMs ?? NaN)}`,
  );
  each("5 start-up", "idle RSS", (r) => mb(r.startup.idleRss ?? NaN));
  each(
    "6 sign-in",
    "one password check (floor)",
    (r) => `${ms(r.signin.verifyMs)} = ${r.signin.floorPerSecond.toFixed(1)}/s per core`,
  );
  each(
    "6 sign-in",
    "sign-ins over HTTP",
    (r) =>
      `${r.signin.perSecond.toFixed(1)}/s${ratio(r.signin.perSecond / r.signin.floorPerSecond)}, p50 ${r.signin.p50} ms, ${r.signin.errors} err`,
  );
  each(
    "7 storm",
    "/api/health p95 quiet → during one account's PDF downloads",
    (r) =>
      `${ms(r.storm.idleP95)} → ${ms(r.storm.stormP95)} (${r.storm.healthRequests} health, ${r.storm.downloads} PDFs, ${r.storm.downloadErrors} refused/failed)`,
  );
  each(
    "seed",
    `${runs[0]!.seed.requested} athletes`,
    (r) => `${(r.seed.ms / 1000).toFixed(1)} s (${r.seed.athletesPerSecond}/s)`,
  );
  return rows;
}

async function main() {
  const started = new Date();
  const build = ensureProductionBuild();
  const kinds: Array<"pglite" | "postgres"> = process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
  const runs: DbRun[] = [];
  let front: FrontEnd | undefined;
  for (const kind of kinds) {
    const r = await benchDatabase(kind, kind === kinds[0]);
    runs.push(r.run);
    front ??= r.front;
  }
  const rows = tableRows(runs, front);
  const columns = runs.map((r) => (r.kind === "pglite" ? "PGlite" : "PostgreSQL"));
  const commit = execSync("git rev-parse --short HEAD", { encoding: "utf8" }).trim();
  console.log(
    `\nGameReady bench${smoke ? " (smoke: figures are not meaningful)" : ""}, ${commit}, ${cpus().length} cores, load ${loadavg()[0]!.toFixed(1)} at the end\n`,
  );
  console.log(renderTable(rows, columns));
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(
    "bench/results/latest.json",
    `${JSON.stringify(
      {
        startedAt: started.toISOString(),
        finishedAt: new Date().toISOString(),
        smoke,
        commit,
        build,
        cores: cpus().length,
        loadavg: loadavg(),
        params: P,
        frontEnd: front,
        runs,
        table: rows,
      },
      null,
      2,
    )}\n`,
  );
  console.log("\nbench: wrote bench/results/latest.json");
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error("bench failed:", err);
    process.exit(1);
  },
);
