import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ARTICLES_PER_TOPIC, DEFAULT_SUPPORT_EMAIL, LEARN_CATEGORIES } from "#domain/site";
import { startTestKit, type TestKit } from "#server/testing/set-up-test-server";

/**
 * The prerendered pages (issue #13, docs/decisions/0090) as a visitor without JavaScript gets
 * them: the real build (`npm run build`'s script, into a scratch folder), served by a real server.
 */
const SUPPORT = "desk@club.example";
const webDist = mkdtempSync(path.join(tmpdir(), "gameready-prerendered-"));
let kit: TestKit;

beforeAll(async () => {
  const built = spawnSync("npx", ["tsx", "scripts/prerender.ts", "--out", webDist], { encoding: "utf8" });
  if (built.status !== 0) throw new Error(`the build failed:\n${built.stdout}\n${built.stderr}`);
  kit = await startTestKit({ config: { webDist, supportEmail: SUPPORT }, serveWeb: true });
}, 240_000);
afterAll(async () => {
  await kit?.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** The text a reader sees: tags dropped, the entities React writes decoded. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
}
const h1Of = (html: string) => textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "").trim();
/** The page's chunks, which web/src/boot.ts preloads once the text is drawn (decision 0115). */
const pageModules = (html: string) =>
  (/<meta name="gameready:page-modules" content="([^"]*)">/.exec(html)?.[1] ?? "").split(" ").filter(Boolean);

// Each page: its main heading and a sentence only it says.
const PAGES: [string, string, string][] = [
  ["/", "The gym should serve the game.", "Pick a sport, answer a short questionnaire"],
  ["/cricket", "Choose your path", "Answer 10 quick questions about your role"],
  ["/cricket-learn", "Train your body. Sharpen your mind.", "Pick a category, then your sport."],
  ["/learn/learn-your-body", "Learn Your Body", "Choose your sport to see its articles."],
  ["/learn/master-your-mind/badminton", "Badminton", "Building a Pre-Performance Routine for Badminton"],
  ["/learn/get-inspired/javelin", "Javelin", "Five reads we are writing for javelin athletes."],
  // Issue #16: the cricket articles, their text and sources in the HTML.
  ["/learn/learn-your-body/cricket", "Cricket", "Fast Bowling Workload and Your Back"],
  [
    "/learn/learn-your-body/cricket/fast-bowling-workload-and-your-back",
    "Fast Bowling Workload and Your Back",
    "between 20% and 33% of pace bowlers under 19 develop a lower-back bone stress injury",
  ],
  [
    "/learn/master-your-mind/cricket/pre-delivery-routines",
    "Build Your Pre-Delivery Routine",
    "analysed video of 22 professional first-class batters, 14 of them internationals, across 1,071 deliveries",
  ],
  [
    "/learn/get-inspired/cricket/bradman-and-the-water-tank",
    "Bradman's Water Tank: Practice You Invent",
    "throw a golf ball at the curved brick stand",
  ],
  ["/badminton-coming-soon", "Badminton", "Court movement and footwork"],
  ["/programs", "The gym should serve the game", "an 8-week block in two 4-week phases"],
  ["/privacy", "Privacy Policy", "This page says exactly what we keep"],
  ["/terms", "Terms of Service", "train smart, check with a professional when injured"],
  ["/cricket-questionnaire", "Build Your Performance Plan", "What's your age group?"],
  ["/cricket-signup", "Assessment Complete", "Loading…"],
  ["/auth", "Welcome Back, Champion", "Forgot password?"],
  ["/verify-email", "Verifying...", "Checking your link"],
  ["/profile", "Your Dashboard", "Loading your dashboard…"],
  ["/training-schedule", "Training Schedule", "Loading your schedule…"],
  ["/today", "Today", "Loading your training…"],
  ["/workload", "Workload", "whether this week is a jump"],
];

describe("prerendered pages", () => {
  it.each(PAGES)("%s answers 200 with its heading and text in the HTML", async (route, heading, text) => {
    const res = await kit.server.fetch(route);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const html = await res.text();
    expect(h1Of(html)).toBe(heading);
    expect(textOf(html)).toContain(text);
    // Hydrated by the app's script, never by an inline one (the CSP forbids them).
    expect(html).toMatch(
      /<script type="module" fetchpriority="low" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/,
    );
    expect(html.match(/<script/g)).toHaveLength(1);
    // Nothing fetches a script before the text is drawn (decision 0115).
    expect(html).not.toContain("modulepreload");
  });

  it("gives a page with a query string its shell (/verify-email?token=)", async () => {
    const res = await kit.server.fetch("/verify-email?token=abc");
    expect(res.status).toBe(200);
    expect(h1Of(await res.text())).toBe("Verifying...");
  });

  it("preloads the page's own chunk and takes its title into the head", async () => {
    const html = await (await kit.server.fetch("/privacy")).text();
    expect(pageModules(html)).toContainEqual(expect.stringMatching(/^\/assets\/privacy-page-[\w-]+\.js$/));
    expect(pageModules(html).join(" ")).not.toMatch(/terms-page/);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain("<title>Privacy Policy · GameReady</title>");
  });

  it("fetches no script before the text is drawn: a low-priority entry, its chunks listed for later", async () => {
    // Issue #13, decision 0115: a modulepreload link or a high-priority entry script shares the
    // phone's bandwidth with the styles and fonts the first paint needs.
    for (const route of ["/", "/cricket-questionnaire", "/auth"]) {
      const html = await (await kit.server.fetch(route)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head, route).not.toContain("modulepreload");
      expect(head, route).toMatch(/<script type="module" fetchpriority="low" crossorigin src=/);
      // The styles and the three fonts the first screen uses are still fetched with the page.
      expect(head.match(/<link rel="stylesheet"/g), route).toHaveLength(1);
      expect(head.match(/<link rel="preload" as="font"/g), route).toHaveLength(3);
      const modules = pageModules(html);
      expect(modules.length, route).toBeGreaterThan(0);
      for (const m of modules) expect(existsSync(path.join(webDist, m)), `${route} ${m}`).toBe(true);
    }
    // The bare shell draws nothing without its script: it keeps the default priority.
    const shell = await (await kit.server.fetch("/index.html")).text();
    expect(shell).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/);
    expect(shell).not.toContain("gameready:page-modules");
  });

  it("writes the configured support address into the meta tag and the page's contact links", async () => {
    const html = await (await kit.server.fetch("/privacy")).text();
    expect(html).toContain(`<meta name="gameready:support-email" content="${SUPPORT}" />`);
    expect(html).toContain(`href="mailto:${SUPPORT}"`);
    expect(html).not.toContain(DEFAULT_SUPPORT_EMAIL);
  });

  it("answers an unknown path with HTTP 404 and the 404 page", async () => {
    for (const route of ["/no-such-page", "/cricket/extra"]) {
      const res = await kit.server.fetch(route);
      expect(res.status, route).toBe(404);
      expect(res.headers.get("content-type")).toContain("text/html");
      expect(h1Of(await res.text()), route).toBe("Oops! Page not found");
    }
  });

  it("answers a learn page the site does not link with 404 and the bare shell the browser renders", async () => {
    // An unknown article too (#16): the browser renders the learn section's own 404, no mismatch.
    for (const route of ["/learn/no-such-category", "/learn/learn-your-body/cricket/no-such-article"]) {
      const res = await kit.server.fetch(route);
      expect(res.status, route).toBe(404);
      const html = await res.text();
      expect(html, route).toContain('<div id="root"></div>');
      expect(html, route).toContain(`content="${SUPPORT}"`);
    }
  });

  it("prerenders every cricket article, and loads an article's body only on its own page", async () => {
    // server/ never imports web/: the articles are read from what the build wrote.
    for (const c of LEARN_CATEGORIES) {
      const dir = path.join(webDist, "prerendered", "learn", c.slug, "cricket");
      const files = readdirSync(dir).filter((f) => f.endsWith(".html"));
      expect(files, c.slug).toHaveLength(ARTICLES_PER_TOPIC);
      for (const f of files) {
        const res = await kit.server.fetch(`/learn/${c.slug}/cricket/${f.slice(0, -".html".length)}`);
        expect(res.status, f).toBe(200);
        const html = await res.text();
        expect(h1Of(html), f).not.toBe("");
        expect(textOf(html), f).toContain("Sources");
      }
    }
    const html = await (await kit.server.fetch("/learn/learn-your-body/cricket/sleep-and-recovery")).text();
    expect(pageModules(html).join(" ")).toMatch(/learn-article-page-/);
    expect(pageModules(html).join(" ")).not.toMatch(/hydration-in-the-heat-/);
    const list = await (await kit.server.fetch("/learn/learn-your-body/cricket")).text();
    expect(pageModules(list).join(" ")).not.toMatch(/(sleep-and-recovery|learn-article-page)-/);
  });

  it("answers a coach console page of one athlete with 200 and the bare shell (the API says whether the athlete exists)", async () => {
    for (const route of ["/admin/athletes/some-id", "/admin/athletes/some-id/tests", "/admin/athletes/some-id/plan"]) {
      const res = await kit.server.fetch(route);
      expect(res.status, route).toBe(200);
      expect(await res.text(), route).toContain('<div id="root"></div>');
    }
    expect((await kit.server.fetch("/admin/athletes/some-id/other")).status).toBe(404);
    expect((await kit.server.fetch("/fitness-tests/no-such-test")).status).toBe(404);
  });

  it("answers the coach's plan page of an athlete (a parameter, never prerendered) with 200 and the bare shell", async () => {
    const res = await kit.server.fetch("/admin/athletes/some-athlete/plan");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root"></div>');
    expect((await kit.server.fetch("/admin/athletes/some-athlete/plan/extra")).status).toBe(404);
  });

  it("keeps /index.html the bare shell (the service worker's offline fallback) and the built files private", async () => {
    const shell = await kit.server.fetch("/index.html");
    expect(shell.status).toBe(200);
    expect(await shell.text()).toContain('<div id="root"></div>');
    expect((await kit.server.fetch("/prerendered/privacy.html")).status).toBe(404);
    expect((await kit.server.fetch("/.vite/manifest.json")).status).toBe(404);
  });

  it("still answers unknown API paths with JSON", async () => {
    const res = await kit.server.fetch("/api/unknown");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect((await res.json()).error.message).toMatch(/Not found/);
  });
});

/** A GET as sent, with the bytes as they come over the wire (fetch would decompress them). */
function raw(route: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const headers = acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding };
      request(kit.server.url + route, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on("error", reject)
        .end();
    },
  );
}
const decode = (r: Awaited<ReturnType<typeof raw>>) =>
  r.headers["content-encoding"] === "br"
    ? brotliDecompressSync(r.body)
    : r.headers["content-encoding"] === "gzip"
      ? gunzipSync(r.body)
      : r.body;

describe("compression (issue #13, decision 0097): what a phone downloads", () => {
  it("sends a page brotli-compressed to a browser that accepts it, the same page as uncompressed", async () => {
    const plain = await raw("/privacy");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toContain(`href="mailto:${SUPPORT}"`);
    for (const [accept, encoding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip, deflate", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["identity", undefined],
    ] as const) {
      const res = await raw("/privacy", accept);
      expect(res.headers["content-encoding"], accept).toBe(encoding);
      expect(res.headers.vary, accept).toContain("accept-encoding");
      expect(decode(res).equals(plain.body), accept).toBe(true);
      if (encoding) expect(res.body.length, accept).toBeLessThan(plain.body.length / 2);
    }
  });

  it("compresses the 404 page and keeps its status", async () => {
    const res = await raw("/no-such-page", "br");
    expect(res.status).toBe(404);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(h1Of(decode(res).toString())).toBe("Oops! Page not found");
  });

  it("sends the build's own brotli and gzip copies of scripts and styles, never compressing per request", async () => {
    const assets = readdirSync(path.join(webDist, "assets"));
    const entry = assets.find((f) => /^index-[\w-]+\.js$/.test(f));
    const css = assets.find((f) => /^index-[\w-]+\.css$/.test(f));
    for (const file of [entry, css]) {
      expect(file).toBeDefined();
      const original = readFileSync(path.join(webDist, "assets", file!));
      const br = await raw(`/assets/${file}`, "gzip, deflate, br");
      expect(br.headers["content-encoding"], file).toBe("br");
      expect(br.body.equals(readFileSync(path.join(webDist, "assets", `${file}.br`))), file).toBe(true);
      expect(brotliDecompressSync(br.body).equals(original), file).toBe(true);
      expect(br.headers["cache-control"]).toContain("immutable");
      const gz = await raw(`/assets/${file}`, "gzip");
      expect(gz.headers["content-encoding"], file).toBe("gzip");
      expect(gunzipSync(gz.body).equals(original), file).toBe(true);
      const plain = await raw(`/assets/${file}`);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.equals(original)).toBe(true);
    }
  });

  it("leaves fonts and tiny files as they are: they gain nothing", async () => {
    const font = readdirSync(path.join(webDist, "assets")).find((f) => f.endsWith(".woff2"));
    expect(existsSync(path.join(webDist, "assets", `${font}.br`))).toBe(false);
    const res = await raw(`/assets/${font}`, "br, gzip");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(existsSync(path.join(webDist, "favicon.svg.br"))).toBe(
      readFileSync(path.join(webDist, "favicon.svg")).length >= 1024,
    );
  });
});
