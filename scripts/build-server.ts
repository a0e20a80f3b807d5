/**
 * The server build (`npm run build`, after the web build; issue #13, docs/decisions/0112): the
 * server, the domain and their pure-JavaScript packages bundled with esbuild into
 * dist/server/main.mjs, which `npm start` and the image run with plain Node. Starting from
 * TypeScript under tsx cost every start the loader's hooks on about 2,400 ESM resolutions and
 * 550 CommonJS files; the bundle loads about 30 and 60 (see EXTERNAL).
 *
 * Three things keep the bundle equivalent to the sources:
 * - `import.meta.url` in a source file becomes that file's own URL (relative to the bundle), so
 *   the migrations folder and the PDF workers (plain .mjs files that register tsx themselves)
 *   are found where they are in the source tree, which the image keeps.
 * - Code splitting: a dynamic `import()` stays a separate chunk loaded at first use (the S3
 *   driver), and packages left external stay where the sources import them (sharp, file-type,
 *   pdfkit by dynamic import, never before "ready": startup-imports.test.ts).
 * - Packages with native code, wasm, or worker files found by path stay in node_modules (EXTERNAL).
 *
 * `--out <dir>` writes elsewhere (tests build into a scratch folder).
 */
import { rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Packages left in node_modules (every other import is bundled): native code or wasm (PGlite,
 * pg's optional pg-native, sharp), worker or transport files found by path (pino, tsx for the
 * PDF workers), and the heavy libraries loaded at first use, never at start (S3, PDF, file-type).
 */
export const EXTERNAL = [
  "@electric-sql/pglite",
  "pg",
  "pg-native",
  "sharp",
  "pino",
  "thread-stream",
  "tsx",
  "esbuild",
  "@aws-sdk/",
  "pdfkit",
  "pdf-lib",
  "pdfjs-dist",
  "file-type",
];

function packageName(specifier: string): string {
  return /^(@[^/]+\/[^/]+|[^/]+)/.exec(specifier)?.[1] ?? specifier;
}

const externals: Plugin = {
  name: "externals",
  setup(b) {
    b.onResolve({ filter: /^[^./#]/ }, (args) => {
      const name = packageName(args.path);
      const external = EXTERNAL.some((p) => (p.endsWith("/") ? name.startsWith(p) : name === p));
      return args.path.startsWith("node:") || external ? { path: args.path, external: true } : undefined;
    });
  },
};

/** Each source file's `import.meta.url` stays its own (see above), computed from the bundle's. */
function sourceUrls(outdir: string): Plugin {
  return {
    name: "source-urls",
    setup(b) {
      b.onLoad({ filter: /\.ts$/ }, async (args) => {
        let contents = await readFile(args.path, "utf8");
        if (contents.includes("import.meta.url")) {
          const rel = path.relative(outdir, args.path).split(path.sep).join("/");
          contents = contents.replaceAll("import.meta.url", `new URL(${JSON.stringify(rel)}, import.meta.url).href`);
        }
        return { contents, loader: "ts" };
      });
    },
  };
}

/** Bundles server/src/main.ts into `outdir`; resolves to the number of files written. */
export async function buildServer(outdir = path.join(root, "dist/server")): Promise<number> {
  // Chunk names carry a hash: a previous build's chunks would stay behind.
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: ["server/src/main.ts"],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    splitting: true,
    outdir,
    outExtension: { ".js": ".mjs" },
    // Bundled CommonJS (fastify, nodemailer) calls require() for Node's own modules: give it one.
    banner: {
      js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
    },
    sourcemap: "linked",
    metafile: true,
    logLevel: "warning",
    plugins: [externals, sourceUrls(outdir)],
  });
  return Object.keys(result.metafile.outputs).length;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  const outdir = values.out ? path.resolve(values.out) : undefined;
  const started = performance.now();
  const files = await buildServer(outdir);
  console.log(
    `server bundled into ${outdir ?? "dist/server"} (${files} files) in ${Math.round(performance.now() - started)} ms`,
  );
}
