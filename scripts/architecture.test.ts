import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The layering in docs/decisions/0001: domain imports nothing of web or server; web features do
// not import each other; server and web do not import each other.
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

function imports(file: string): string[] {
  const src = readFileSync(file, "utf8");
  const patterns = [
    /(?:import|export)[^"'();]*?from\s*["']([^"']+)["']/g, // import x from "y", export * from "y"
    /import\s*["']([^"']+)["']/g, // import "y" (side effects)
    /import\(\s*["']([^"']+)["']\s*\)/g, // import("y")
  ];
  return patterns.flatMap((re) => [...src.matchAll(re)].map((m) => m[1]!));
}

function resolved(file: string, spec: string): string {
  if (spec.startsWith("#domain/")) return path.resolve("domain", spec.slice(8));
  if (spec.startsWith("#server/")) return path.resolve("server/src", spec.slice(8));
  if (spec.startsWith(".")) return path.resolve(path.dirname(file), spec);
  return spec;
}

describe("architecture", () => {
  it("domain imports nothing from server or web, and no framework", () => {
    const bad = files("domain").flatMap((f) =>
      imports(f)
        .filter((s) => /\/(server|web)\//.test(resolved(f, s)) || /^(react|fastify|drizzle-orm|pg|@electric-sql)/.test(s))
        .map((s) => `${f} → ${s}`),
    );
    expect(bad).toEqual([]);
  });

  it("server and web do not import each other", () => {
    const root = path.resolve(".");
    const serverBad = files("server").flatMap((f) =>
      imports(f).filter((s) => resolved(f, s).startsWith(path.join(root, "web"))).map((s) => `${f} → ${s}`),
    );
    const webBad = files("web/src").flatMap((f) =>
      imports(f).filter((s) => resolved(f, s).startsWith(path.join(root, "server"))).map((s) => `${f} → ${s}`),
    );
    expect([...serverBad, ...webBad]).toEqual([]);
  });

  it("web features do not import other features", () => {
    const featuresDir = path.resolve("web/src/features");
    const bad = files("web/src/features").flatMap((f) => {
      const own = path.relative(featuresDir, f).split(path.sep)[0];
      return imports(f)
        .map((s) => resolved(f, s))
        .filter((r) => r.startsWith(featuresDir + path.sep) && path.relative(featuresDir, r).split(path.sep)[0] !== own)
        .map((r) => `${f} → ${path.relative(".", r)}`);
    });
    // The router is the one place that wires features together; it lives in web/src/app.
    expect(bad).toEqual([]);
  });
});
