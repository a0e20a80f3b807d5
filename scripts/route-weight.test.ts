import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildWithManifest,
  firstLoadFiles,
  OVER_BUDGET_CEILINGS,
  ROUTE_FIRST_LOAD_MODULES,
  routeWeights,
  type RouteWeight,
  type ViteManifest,
} from "../bench/page-weight.ts";

// Issue #13, decision 0091: first-load JavaScript (gzip -9) of every route: `/` ≤ 80 KB, every
// other route ≤ 110 KB. Its own production build (with a manifest) in a temporary folder, so it
// needs no earlier `vite build` and never reads a stale dist/web.
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

describe("first-load JavaScript per route (production build)", () => {
  let outDir = "";
  let weights: RouteWeight[] = [];

  beforeAll(() => {
    outDir = mkdtempSync(path.join(tmpdir(), "gameready-route-weight-"));
    buildWithManifest(outDir);
    weights = routeWeights(outDir);
  }, 180_000);
  afterAll(() => {
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it("every route of routes.tsx has a row", () => {
    const source = readFileSync(path.resolve("web/src/app/routes.tsx"), "utf8");
    const paths = [...source.matchAll(/path: "([^"]+)"/g)].map((m) => (m[1] === "*" ? "*" : `/${m[1]}`));
    expect(paths.length).toBeGreaterThan(10);
    for (const p of ["/", ...paths]) expect(Object.keys(ROUTE_FIRST_LOAD_MODULES)).toContain(p);
  });

  it("each route stays within its budget (or, while still over, its ceiling)", () => {
    const over = weights
      .filter((w) => w.jsGzip > w.ceiling)
      .map(
        (w) =>
          `${w.path}: ${kb(w.jsGzip)} > ${kb(w.ceiling)} (${w.scripts.map((s) => `${s.file} ${kb(s.gzip)}`).join(", ")})`,
      );
    expect(over).toEqual([]);
    // The figure counts real chunks: each route loads the entry and at least its own page.
    for (const w of weights) expect(w.scripts.length).toBeGreaterThanOrEqual(w.path === "/" ? 1 : 2);
  });

  // Decision 0113: Vite's preload map (every lazy page's chunk list, in the entry) cost every
  // route 1.5 KB gzip; a first load gets the same lists from the prerendered modulepreload links.
  it("the entry and the route table name no chunk lists for their lazy imports", () => {
    const manifest = JSON.parse(readFileSync(path.join(outDir, ".vite", "manifest.json"), "utf8")) as ViteManifest;
    const entry = Object.values(manifest).find((c) => c.isEntry && c.file.endsWith(".js"))!;
    // The route table (decision 0114: in the router's chunk, off the landing's first load).
    const table = manifest["src/app/nav-router-app.tsx"];
    expect(table?.dynamicImports?.length ?? 0).toBeGreaterThan(20);
    // Vite's dependency list for lazy imports may name the page CSS, never a script.
    for (const chunk of [entry, table!]) {
      const code = readFileSync(path.join(outDir, chunk.file), "utf8");
      const listed = /__vite__mapDeps=[^;]*?m\.f=(\[[^\]]*\])/.exec(code)?.[1] ?? "[]";
      expect(listed, chunk.file).not.toMatch(/\.js/);
    }
  });

  // Decision 0114: the landing runs without the router. What it loads lazily (the footer, the
  // cookie panel, the signed-in visitor's account menu) must not bring it in: only the router's
  // own chunk may (session.ts once did, through useNavigate; decision 0113, seventh session).
  // Decision 0120: the router is the app's own (route table, history); React Router is in no chunk.
  it("nothing the landing loads lazily but the router app brings the router with it", () => {
    const manifest = JSON.parse(readFileSync(path.join(outDir, ".vite", "manifest.json"), "utf8")) as ViteManifest;
    const withReactRouter = Object.values(manifest)
      .map((c) => c.file)
      .filter((f) => f.endsWith(".js") && readFileSync(path.join(outDir, f), "utf8").includes("__reactRouterVersion"));
    expect(withReactRouter).toEqual([]);
    const router = manifest["src/app/nav-router-app.tsx"]!.file;
    // The app's start: main.tsx's chunk, which the entry (boot.ts) loads after the first paint (0115).
    const entry = Object.values(manifest).find((c) => c.isEntry && c.file.endsWith(".js"))!;
    const lazy = (entry.dynamicImports ?? [])
      .flatMap((k) => manifest[k]!.dynamicImports ?? [])
      .filter((k) => k !== "src/app/nav-router-app.tsx");
    expect(lazy).toContain("src/components/layout/account-menu.tsx");
    for (const k of lazy) expect(firstLoadFiles(manifest, [k]), k).not.toContain(router);
  });

  // After mount, fetched in parallel with the data they need: /today's body, /workload's and the
  // coach's athlete page's figures (decision 0113); on intent: /today's log schemas and forms
  // (decision 0118, e2e/training.spec.ts "what /today loads"). Issue #12: the gym has no signal, so
  // the service worker must hold them (it precaches the chunks Vite lists for them).
  for (const [route, page, part] of [
    ["/today", "src/features/training/today-page.tsx", "today-forms"],
    ["/today", "src/features/training/today-page.tsx", "today-body"],
    ["/workload", "src/features/training/workload-page.tsx", "workload-body"],
    ["/admin/athletes/:athleteId", "src/features/admin/admin-athlete-page.tsx", "athlete-body"],
  ] as const) {
    it(`what ${route} loads after mount (${part}) is precached by the service worker, and not in its first load`, () => {
      const manifest = JSON.parse(readFileSync(path.join(outDir, ".vite", "manifest.json"), "utf8")) as ViteManifest;
      const later = manifest[page]?.dynamicImports ?? [];
      const files = later.flatMap((k) => firstLoadFiles(manifest, [k]));
      const laterPages = later.map((k) => manifest[k]!.file);
      expect(laterPages.some((f) => f.includes(part))).toBe(true);
      const sw = readFileSync(path.join(outDir, "sw.js"), "utf8");
      for (const f of files) expect(sw, f).toContain(f);
      const first = weights.find((w) => w.path === route)!;
      for (const f of laterPages) expect(first.scripts.map((s) => s.file)).not.toContain(f);
    });
  }

  it("a route with a ceiling is still over its budget (else its OVER_BUDGET_CEILINGS row goes)", () => {
    const nowWithin = weights
      .filter((w) => w.path in OVER_BUDGET_CEILINGS && w.jsGzip <= w.budget)
      .map((w) => `${w.path}: ${kb(w.jsGzip)} ≤ ${kb(w.budget)}`);
    expect(nowWithin).toEqual([]);
    for (const ceiling of Object.values(OVER_BUDGET_CEILINGS)) expect(ceiling).toBeLessThanOrEqual(150 * 1024);
  });
});

describe("firstLoadFiles", () => {
  const manifest = {
    "index.html": {
      file: "assets/index.js",
      isEntry: true,
      imports: ["_runtime.js"],
      dynamicImports: ["src/page.tsx"],
    },
    "_runtime.js": { file: "assets/runtime.js" },
    "src/page.tsx": { file: "assets/page.js", imports: ["_zod.js"], dynamicImports: ["src/later.tsx"] },
    "_zod.js": { file: "assets/zod.js", imports: ["_runtime.js"] },
    "src/later.tsx": { file: "assets/later.js" },
  };

  it("counts the entry, the route's modules and their static imports, once each, and not what loads later", () => {
    expect(firstLoadFiles(manifest, []).sort()).toEqual(["assets/index.js", "assets/runtime.js"]);
    expect(firstLoadFiles(manifest, ["src/page.tsx"]).sort()).toEqual([
      "assets/index.js",
      "assets/page.js",
      "assets/runtime.js",
      "assets/zod.js",
    ]);
  });

  it("fails loudly on a module the build no longer has", () => {
    expect(() => firstLoadFiles(manifest, ["src/gone.tsx"])).toThrow(/not in the Vite manifest/);
  });
});
