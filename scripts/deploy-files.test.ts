import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { knownVariables, lookalikeWarnings } from "#server/core/config";

/**
 * What can be checked of the container files without a Docker daemon (none runs here; the
 * docker CLI 28.2 present has neither the compose nor the buildx plugin): the image's start
 * command, user, port and health check, and that every variable compose sets is one the server
 * reads and the README documents (issue #15, docs/decisions/0095).
 */

interface Service {
  image?: string;
  expose?: string[];
  mem_limit?: string;
  logging?: { driver: string; options?: Record<string, string> };
  healthcheck?: { start_period?: string };
  entrypoint?: string[];
  build?: string;
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
  secrets?: string[];
  stop_grace_period?: string;
}
const compose = parse(readFileSync("compose.yaml", "utf8")) as {
  services: Record<string, Service>;
  secrets: Record<string, { file: string }>;
};
const dockerfile = readFileSync("Dockerfile", "utf8").replace(/\\\n\s*/g, " ");
const instructions = dockerfile
  .split("\n")
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith("#"));
const stages = instructions
  .join("\n")
  .split(/^FROM /m)
  .slice(1);
const runtime = `FROM ${stages.at(-1) ?? ""}`;
const readme = readFileSync("README.md", "utf8");
const packageJson = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
const app = compose.services.app!;

describe("Dockerfile", () => {
  it("is multi-stage and the runtime stage runs as the unprivileged node user", () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    expect(runtime).toMatch(/^USER node$/m);
    // Nothing after USER switches back to root.
    expect(runtime.slice(runtime.indexOf("USER node"))).not.toMatch(/^USER (root|0)\b/m);
    // No dev dependencies in the runtime: its node_modules come from the --omit=dev stage.
    const prod = stages.find((s) => s.includes("npm ci --omit=dev"));
    expect(prod).toBeDefined();
    const prodName = /^\S+ AS (\S+)/.exec(prod!)?.[1];
    expect(runtime).toContain(`COPY --from=${prodName} /app/node_modules ./node_modules`);
  });

  it("starts the server as npm start does, minus the build, with Node as PID 1", () => {
    const cmd = /^CMD (\[.*\])$/m.exec(runtime)?.[1];
    expect(JSON.parse(cmd!)).toEqual(["node", "dist/server/main.mjs"]);
    expect(packageJson.scripts.start).toContain("node dist/server/main.mjs");
    // The bundle is built where the image builds and copied into the runtime (decision 0112).
    expect(packageJson.scripts.build).toContain("scripts/build-server.ts");
    // The same build as `npm run build`: a plain `vite build` ships no prerendered pages and no 404.
    expect(dockerfile).toMatch(/^RUN npm run build$/m);
    expect(packageJson.scripts.build).toContain("scripts/prerender.ts");
    expect(runtime).toContain("COPY --from=build /app/dist/server ./dist/server");
    expect(existsSync("scripts/build-server.ts")).toBe(true);
  });

  it("listens where it says: ENV PORT, EXPOSE and compose's port agree; HOST is all interfaces", () => {
    const port = /PORT=(\d+)/.exec(runtime)?.[1];
    expect(runtime).toMatch(new RegExp(`^EXPOSE ${port}$`, "m"));
    expect(runtime).toMatch(/HOST=0\.0\.0\.0/);
    // The app is reached through the proxy only (no host port), so it can be scaled to N replicas.
    expect(app.ports).toBeUndefined();
    expect(app.expose).toEqual([app.environment?.PORT]);
    expect(app.environment?.PORT).toBe(port);
  });

  it("checks liveness at /api/health/live on the configured port", () => {
    const check = /^HEALTHCHECK .*CMD (\[.*\])$/m.exec(runtime)?.[1];
    const argv = JSON.parse(check!) as string[];
    expect(argv.slice(0, 2)).toEqual(["node", "-e"]);
    expect(argv[2]).toContain("process.env.PORT");
    expect(argv[2]).toContain("/api/health/live");
  });

  it("copies only paths that exist and that .dockerignore lets through", () => {
    const ignored = readFileSync(".dockerignore", "utf8")
      .split("\n")
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith("#"));
    const sources = instructions
      .filter((l) => l.startsWith("COPY ") && !l.includes("--from="))
      .flatMap((l) => l.slice(5).trim().split(/\s+/).slice(0, -1))
      .filter((p) => p !== ".");
    expect(sources.length).toBeGreaterThan(3);
    for (const p of sources) {
      expect(existsSync(p), p).toBe(true);
      expect(ignored, p).not.toContain(p);
    }
    // The migrations the server and `npm run migrate` apply ship inside server/.
    expect(existsSync("server/drizzle/meta/_journal.json")).toBe(true);
    for (const heavy of ["node_modules", ".git", "data", "dist", ".env"]) expect(ignored).toContain(heavy);
  });
});

describe("compose.yaml", () => {
  it("runs the migrate step once before the app, which then only checks the schema", () => {
    const migrate = compose.services.migrate!;
    expect(migrate.command).toEqual(["npm", "run", "migrate"]);
    expect(packageJson.scripts.migrate).toBe("tsx scripts/migrate.ts");
    expect(app.depends_on?.migrate?.condition).toBe("service_completed_successfully");
    expect(app.environment?.MIGRATE_ON_START).toBe("false");
    expect(migrate.environment?.DATABASE_URL_FILE).toBe(app.environment?.DATABASE_URL_FILE);
    expect(migrate.secrets).toContain("database_url");
  });

  it("has PostgreSQL and S3-compatible storage, with the bucket made before the app starts", () => {
    expect(compose.services.postgres?.image).toMatch(/^postgres:15/);
    expect(compose.services.minio?.image).toMatch(/minio/);
    expect(app.depends_on?.createbucket?.condition).toBe("service_completed_successfully");
    expect(app.environment?.STORAGE).toBe("s3");
    expect(app.environment?.S3_ENDPOINT).toBe("http://minio:9000");
  });

  it("sets only variables the server reads, none of them a look-alike", () => {
    const names = [...Object.keys(app.environment ?? {}), ...Object.keys(compose.services.migrate?.environment ?? {})];
    const known = new Set(knownVariables().flatMap((k) => [k, `${k}_FILE`]));
    expect(names.filter((n) => !known.has(n))).toEqual([]);
    const ours = Object.fromEntries(names.map((n) => [n, "x"]));
    expect(lookalikeWarnings(ours)).toEqual([]);
  });

  it("passes every secret as a file: each X_FILE points at a declared secret the app mounts, and no secret is in the environment", () => {
    const files = Object.entries(app.environment ?? {}).filter(([k]) => k.endsWith("_FILE"));
    expect(files.map(([k]) => k).sort()).toEqual([
      "ADMIN_ACCESS_KEY_FILE",
      "AUTH_SECRET_FILE",
      "DATABASE_URL_FILE",
      "METRICS_TOKEN_FILE",
      "S3_SECRET_ACCESS_KEY_FILE",
      "SMTP_URL_FILE",
    ]);
    for (const plain of [
      "DATABASE_URL",
      "AUTH_SECRET",
      "ADMIN_ACCESS_KEY",
      "METRICS_TOKEN",
      "SMTP_URL",
      "S3_SECRET_ACCESS_KEY",
    ])
      expect(app.environment?.[plain], plain).toBeUndefined();
    for (const service of Object.values(compose.services))
      for (const [k, v] of Object.entries(service.environment ?? {}))
        expect(`${k}=${v}`, "a password in a service's environment").not.toMatch(
          /PASSWORD=(?!.*_FILE)|:\/\/[^/]*:[^@/]*@/,
        );
    for (const [, value] of files) {
      const name = /^\/run\/secrets\/(\w+)$/.exec(value)?.[1];
      expect(app.secrets).toContain(name);
      expect(compose.secrets[name!]?.file).toBe(`./secrets/${name}`);
    }
  });

  it("stores as MinIO's root nothing the app uses: the app has its own key, allowed one bucket", () => {
    expect(app.environment?.S3_ACCESS_KEY_ID).toMatch(/^\$\{S3_APP_ACCESS_KEY_ID:\?/);
    expect(app.secrets).not.toContain("minio_root_password");
    const script = compose.services.createbucket?.entrypoint?.join("\n") ?? "";
    expect(script).toContain("mc admin policy attach store gameready-app --user");
    expect(script).toMatch(/"Resource":\["arn:aws:s3:::gameready\/\*"\]/);
  });

  it("bounds every long-running service: memory limit, rotated logs, health checks with a start period", () => {
    for (const name of ["app", "postgres", "minio", "proxy"]) {
      const s = compose.services[name]!;
      expect(s.mem_limit, name).toMatch(/^\d+[mg]$/);
      expect(s.logging?.options?.["max-size"], name).toBeTruthy();
      if (name !== "proxy") expect(s.healthcheck?.start_period, name).toMatch(/^\d+s$/);
    }
  });

  it("keeps its replicas across deploys, and metrics are not served through the round-robin proxy", () => {
    expect((app as { deploy?: { replicas?: string } }).deploy?.replicas).toMatch(/APP_REPLICAS/);
    expect(readFileSync("deploy/Caddyfile", "utf8")).toMatch(/@metrics path \/api\/metrics\s+respond @metrics 404/);
  });

  it("has a TLS proxy in front of the app, which trusts only it", () => {
    const proxy = compose.services.proxy!;
    expect(proxy.ports).toEqual(["80:80", "443:443"]);
    expect(app.environment?.TRUST_PROXY).toBe("true");
    expect(readFileSync("deploy/Caddyfile", "utf8")).toMatch(/dynamic a \{\s*name app\s*port 3000/);
  });

  it("lets shutdown wait for the slowest upload, inside Docker's grace period", () => {
    const grace = Number(/^(\d+)s$/.exec(app.stop_grace_period ?? "")?.[1]);
    const shutdown = Number(app.environment?.SHUTDOWN_TIMEOUT_SECONDS);
    expect(shutdown).toBeLessThan(grace);
    expect(shutdown).toBeGreaterThanOrEqual(Number(app.environment?.REQUEST_TIMEOUT_SECONDS));
  });

  const composeCli = spawnSync("docker", ["compose", "version"], { encoding: "utf8" }).status === 0;
  it.skipIf(!composeCli)("is valid for `docker compose config` (skipped: no compose plugin on this machine)", () => {
    const r = spawnSync("docker", ["compose", "-f", "compose.yaml", "config", "-q"], {
      encoding: "utf8",
      env: { ...process.env, POSTGRES_PASSWORD: "p", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s" },
    });
    expect(r.status, r.stderr).toBe(0);
  });
});

describe("README's operator section", () => {
  it("names the compose path and every variable compose sets or this deploy adds", () => {
    const section = readme.slice(readme.indexOf("## Operating GameReady"));
    expect(section.length).toBeGreaterThan(500);
    expect(section).toContain("docker compose up -d");
    expect(section).toContain("npm run migrate");
    const names = new Set([
      ...Object.keys(app.environment ?? {}),
      "MIGRATE_ON_START",
      "DATABASE_POOL_SIZE",
      "ALLOW_EMBEDDED_DATABASE",
      "PGLITE_SHARED_BUFFERS",
      "SHUTDOWN_TIMEOUT_SECONDS",
      "AUTH_SECRET_FILE",
      "ADMIN_ACCESS_KEY_FILE",
      "DATABASE_URL_FILE",
      "SMTP_URL_FILE",
      "S3_SECRET_ACCESS_KEY_FILE",
    ]);
    for (const name of names) expect(section, name).toContain(`\`${name}\``);
  });
});
