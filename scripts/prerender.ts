/**
 * The web build (`npm run build`; issue #13, docs/decisions/0090): the browser build (Vite) into
 * dist/web (or `--out <dir>`), the same pages built for Node into a scratch folder, then each page
 * written to HTML. For each path: the page's markup goes into index.html's #root, its title and
 * hoisted links into the head, and the list of its own chunks, which web/src/boot.ts preloads once
 * the text is drawn, so hydration does not wait on a chain of imports (decision 0115). The entry
 * script is fetched at low priority. The server sends these files (server/src/features/site/spa.ts);
 * index.html stays the bare shell for paths the build did not render.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import { precompress } from "./precompress.ts";

process.env.NODE_ENV = "production";

interface Chunk {
  file: string;
  imports?: string[];
  css?: string[];
}
interface EntryServer {
  PRERENDERED_PATHS: string[];
  NOT_FOUND_PATH: string;
  pageModules(pathname: string): string[];
  render(pathname: string): Promise<string>;
}

const root = path.resolve(import.meta.dirname, "..");
const { values } = parseArgs({ options: { out: { type: "string", default: path.join(root, "dist", "web") } } });
const webDist = path.resolve(values.out);
const PRERENDERED_DIR = "prerendered";
/** Read by web/src/boot.ts. */
const PAGE_MODULES_META = "gameready:page-modules";

/** The file a path is written to, under dist/web/prerendered ("/" → index.html, 404 → 404.html). */
function prerenderedFile(pathname: string): string {
  return pathname === "/" ? "index.html" : `${pathname.slice(1)}.html`;
}

/** The chunk files a page module needs that the entry does not already load, and its styles. */
function chunksOf(manifest: Record<string, Chunk>, keys: string[]) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || key === "index.html" || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const k of chunk.imports ?? []) visit(k);
  };
  for (const k of keys) visit(k);
  return { scripts: [...scripts], styles: [...styles] };
}

/** Leading hoistables React emits for a body-only render (<title>, <link>, <meta>): they belong in the head. */
function splitHoisted(markup: string): { head: string; body: string } {
  const m = /^(?:<title>[^<]*<\/title>|<link [^>]*\/>|<meta [^>]*\/>)+/.exec(markup);
  return m ? { head: m[0], body: markup.slice(m[0].length) } : { head: "", body: markup };
}

async function main() {
  const configFile = path.join(root, "vite.config.ts");
  // Inside the checkout, so the Node bundle finds the packages it imports (node_modules).
  mkdirSync(path.join(root, "dist"), { recursive: true });
  const ssrDist = mkdtempSync(path.join(root, "dist", ".ssr-"));
  await build({ configFile, logLevel: "warn", build: { outDir: webDist, emptyOutDir: true } });
  await build({ configFile, logLevel: "warn", build: { ssr: "src/entry-server.tsx", outDir: ssrDist } });
  const template = readFileSync(path.join(webDist, "index.html"), "utf8");
  const manifestFile = path.join(webDist, ".vite", "manifest.json");
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, Chunk>;
  const server = (await import(pathToFileURL(path.join(ssrDist, "entry-server.js")).href)) as EntryServer;
  if (!template.includes('<div id="root"></div>')) throw new Error("index.html has no empty #root to fill");

  const paths = [...server.PRERENDERED_PATHS, server.NOT_FOUND_PATH];
  for (const pathname of paths) {
    const { head, body } = splitHoisted(await server.render(pathname));
    // The CSP allows no inline script: a page that needed one would break (and flash) in the browser.
    if (/<script/i.test(body)) throw new Error(`${pathname} rendered an inline script`);
    const modules = server.pageModules(pathname).map((m) => path.posix.join("src/app", m));
    // Every page but the landing starts with the router (web/src/main.tsx, decision 0114).
    if (pathname !== "/") modules.unshift("src/app/nav-router-app.tsx");
    const { scripts, styles } = chunksOf(manifest, modules);
    // The page's chunks are preloaded by web/src/boot.ts once the text is drawn (decision 0115):
    // a <link rel=modulepreload> here would fetch them alongside the styles and fonts.
    const links = [
      ...styles.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
      ...(scripts.length
        ? [`<meta name="${PAGE_MODULES_META}" content="${scripts.map((f) => `/${f}`).join(" ")}">`]
        : []),
    ].join("\n    ");
    let html = template.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
    // On a drawn page the entry script only waits for the paint (web/src/boot.ts): it must not
    // take bandwidth from the styles and fonts the paint needs. Vite drops the attribute if set in
    // index.html; the bare shell keeps its default priority (it has nothing to draw without it).
    html = html.replace('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin');
    if (head.includes("<title>")) html = html.replace(/<title>[^<]*<\/title>/, "");
    html = html.replace("</head>", () => `\n    ${head}\n    ${links}\n  </head>`);
    const name = pathname === server.NOT_FOUND_PATH ? "404.html" : prerenderedFile(pathname);
    const file = path.join(webDist, PRERENDERED_DIR, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  // Build inputs only: neither is served.
  rmSync(path.dirname(manifestFile), { recursive: true, force: true });
  rmSync(ssrDist, { recursive: true, force: true });
  console.log(`prerendered ${paths.length} pages into ${path.relative(root, webDist)}/${PRERENDERED_DIR}`);
  const c = precompress(webDist);
  const kb = (n: number) => `${Math.round(n / 1024)} KB`;
  console.log(
    `compressed ${c.files} files: ${kb(c.bytes)} → ${kb(c.brotliBytes)} brotli, ${kb(c.gzipBytes)} gzip (served by Accept-Encoding)`,
  );
}

await main();
// Vite's build leaves handles open (its worker pool) that kept the process alive for minutes.
process.exit(0);
