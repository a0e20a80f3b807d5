import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The layering (docs/decisions/0001, 0071) is enforced by the linter: lint/boundaries.grit holds
// the zones, biome.jsonc the cycle and drizzle rules. This test proves each rule fires: it writes
// small files that break one rule each into a fresh folder (its biome.json extends the repository's
// biome.jsonc, so the very same rules run) and asserts the linter reports exactly those files.
const repo = path.resolve(import.meta.dirname, "..");
const biome = path.join(repo, "node_modules", ".bin", "biome");

type Finding = { rule: string; file: string; message: string };

function lint(cwd: string, args: string[] = ["."]): Finding[] {
  const r = spawnSync(biome, ["lint", "--reporter=github", "--max-diagnostics=none", ...args], {
    cwd,
    encoding: "utf8",
  });
  if (r.error) throw r.error;
  return r.stdout
    .split("\n")
    .map((line) => /^::(?:error|warning) title=([^,]+),file=([^,]+),[^:]*::(.*)$/.exec(line))
    .filter((m) => m !== null)
    .map((m) => ({ rule: m[1]!, file: path.relative(cwd, m[2]!), message: m[3]! }));
}

// Each fixture breaks one rule; `rule` is Biome's category ("plugin" for a zone) and `says` a
// piece of the message, so a fixture caught by the wrong rule fails too.
const broken: { file: string; source: string; rule: string; says: string }[] = [
  {
    file: "domain/imports-web.ts",
    source: `import { x } from "../web/src/lib/x.ts";\nexport const y = x;\n`,
    rule: "plugin",
    says: "Zone domain",
  },
  {
    file: "domain/plan/imports-server-by-alias.ts",
    source: `import { x } from "#server/core/config.ts";\nexport const y = x;\n`,
    rule: "plugin",
    says: "Zone domain",
  },
  {
    file: "domain/imports-a-framework.ts",
    source: `import { useState } from "react";\nexport const y = useState;\n`,
    rule: "plugin",
    says: "Zone domain",
  },
  {
    file: "web/src/lib/imports-server.ts",
    source: `import { x } from "../../../server/src/core/config.ts";\nexport const y = x;\n`,
    rule: "plugin",
    says: "Zone web",
  },
  {
    file: "web/src/app/imports-server-by-alias.ts",
    source: `export const y = () => import("#server/features/plan/routes.ts");\n`,
    rule: "plugin",
    says: "Zone web",
  },
  {
    file: "server/src/core/imports-web.ts",
    source: `export * from "#web/lib/x.ts";\n`,
    rule: "plugin",
    says: "Zone server",
  },
  {
    file: "web/src/features/alpha/imports-beta.tsx",
    source: `import { Beta } from "../beta/beta.tsx";\nexport const A = Beta;\n`,
    rule: "plugin",
    says: "Zone web features",
  },
  {
    file: "web/src/features/alpha/deep/imports-beta-by-alias.ts",
    source: `import type { B } from "#web/features/beta/api/get-beta.ts";\nexport type A = B;\n`,
    rule: "plugin",
    says: "Zone web features",
  },
  {
    file: "server/src/features/signup/imports-plan.ts",
    source: `import { x } from "../plan/plan-service.ts";\nexport const y = x;\n`,
    rule: "plugin",
    says: "Zone server features",
  },
  {
    file: "server/src/features/signup/routes/imports-account-by-alias.ts",
    source: `import { x } from "#server/features/account/account-repository.ts";\nexport const y = x;\n`,
    rule: "plugin",
    says: "Zone server features",
  },
  {
    file: "server/src/core/imports-plugins.ts",
    source: `import { x } from "../plugins/auth.ts";\nexport const y = x;\n`,
    rule: "plugin",
    says: "Zone server core",
  },
  {
    file: "server/src/core/db/imports-a-feature.ts",
    source: `import "#server/features/health/routes.ts";\n`,
    rule: "plugin",
    says: "Zone server core",
  },
  {
    file: "server/src/core/imports-ops.ts",
    source: `import { x } from "../ops/backup/backup.ts";\nexport const y = x;\n`,
    rule: "plugin",
    says: "Zone server core",
  },
  {
    file: "server/src/plugins/imports-a-feature.ts",
    source: `import { x } from "../features/plan/plan-service.ts";\nexport const y = x;\n`,
    rule: "plugin",
    says: "Zone server plugins",
  },
  {
    file: "server/src/plugins/imports-ops.ts",
    source: `import { x } from "#server/ops/seed/seed.ts";\nexport const y = x;\n`,
    rule: "plugin",
    says: "Zone server plugins",
  },
  {
    file: "server/src/core/delete-all.ts",
    source: `declare const db: any, users: any;\nexport const wipe = () => db.delete(users);\n`,
    rule: "lint/suspicious/noDrizzleDeleteWithoutWhere",
    says: "",
  },
  {
    file: "server/src/core/update-all.ts",
    source: `declare const tx: any, users: any;\nexport const reset = () => tx.update(users).set({ name: "x" });\n`,
    rule: "lint/suspicious/noDrizzleUpdateWithoutWhere",
    says: "",
  },
  {
    file: "server/src/features/plan/cycle-a.ts",
    source: `import { b } from "./cycle-b.ts";\nexport const a = () => b();\n`,
    rule: "lint/suspicious/noImportCycles",
    says: "",
  },
];

// Imports every zone allows: none of these may be reported (no false positives).
const allowed: { file: string; source: string }[] = [
  {
    file: "server/src/features/plan/cycle-b.ts",
    source: `import { a } from "./cycle-a.ts";\nexport const b = () => a;\n`,
  },
  {
    file: "domain/plan/ok.ts",
    source: `import { z } from "zod";\nimport { q } from "../q.ts";\nexport const y = [z, q];\n`,
  },
  { file: "domain/q.ts", source: `export const q = 1;\n` },
  {
    file: "domain/q.test.ts",
    source: `import { expect, it } from "vitest";\nimport { q } from "#domain/q";\nit("q", () => expect(q).toBe(1));\n`,
  },
  {
    file: "web/src/features/alpha/ok.tsx",
    source:
      `import { q } from "#domain/q";\nimport { l } from "../../lib/l.ts";\nimport { m } from "#web/lib/l.ts";\n` +
      `import { s } from "./deep/s.ts";\nimport { t } from "#web/features/alpha/deep/s.ts";\nexport const A = [q, l, m, s, t];\n`,
  },
  {
    file: "web/src/features/alpha/deep/s.ts",
    source: `import { l } from "../../../lib/l.ts";\nexport const s = l;\nexport const t = 2;\n`,
  },
  { file: "web/src/lib/l.ts", source: `export const l = 1;\nexport const m = 2;\n` },
  {
    file: "web/src/app/router.ts",
    source: `export const routes = [() => import("../features/alpha/ok.tsx"), () => import("#web/features/beta/b.ts")];\n`,
  },
  { file: "web/src/features/beta/b.ts", source: `export const b = 1;\n` },
  {
    file: "server/src/features/signup/routes/ok.ts",
    source:
      `import { q } from "#domain/q";\nimport { c } from "../../../core/c.ts";\nimport { p } from "#server/plugins/p.ts";\n` +
      `import { s } from "../signup-service.ts";\nimport { r } from "#server/features/signup/signup-service.ts";\nexport const y = [q, c, p, s, r];\n`,
  },
  { file: "server/src/features/signup/signup-service.ts", source: `export const s = 1;\nexport const r = 2;\n` },
  { file: "server/src/core/c.ts", source: `import { d } from "./db/d.ts";\nexport const c = d;\n` },
  { file: "server/src/core/db/d.ts", source: `import { q } from "#domain/q";\nexport const d = q;\n` },
  { file: "server/src/plugins/p.ts", source: `import { c } from "../core/c.ts";\nexport const p = c;\n` },
  { file: "server/src/web/serves-the-build.ts", source: `import { c } from "../core/c.ts";\nexport const w = c;\n` },
  {
    file: "server/src/core/deletes-with-where.ts",
    source: `declare const db: any, users: any, eq: any;\nexport const drop = (id: string) => db.delete(users).where(eq(users.id, id));\n`,
  },
];

describe("architecture: the linter enforces every zone", () => {
  let dir: string;
  let findings: Finding[];

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "gameready-lint-fixture-"));
    writeFileSync(
      path.join(dir, "biome.json"),
      JSON.stringify({ root: true, extends: [path.join(repo, "biome.jsonc")] }),
    );
    for (const { file, source } of [...broken, ...allowed]) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), source);
    }
    findings = lint(dir).filter((f) => f.rule !== "lint/suspicious/noExplicitAny");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(broken)("reports $file ($says)", ({ file, rule, says }) => {
    expect(findings.filter((f) => f.file === file && f.rule === rule && f.message.includes(says))).not.toEqual([]);
  });

  it("reports nothing where the zones allow the import", () => {
    const cycleB = "server/src/features/plan/cycle-b.ts"; // the other half of the cycle is reported too
    const reported = findings.filter((f) => allowed.some((a) => a.file === f.file) && f.file !== cycleB);
    expect(reported).toEqual([]);
  });

  it("the repository itself breaks no zone", () => {
    const zones = lint(repo, ["domain", "web", "server", "e2e", "scripts", "bench"]).filter((f) => f.rule === "plugin");
    expect(zones).toEqual([]);
  });
});
