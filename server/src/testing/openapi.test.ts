import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MISSING_ANSWERS_MESSAGE } from "#domain/account";
import { INVALID_TOKEN } from "#server/features/signup/service";
import { json } from "#server/testing/athletes";
import { registeredRoutes } from "#server/testing/security/route-collector";
import { TEST_ADMIN_KEY, startTestServer, type TestServer } from "#server/testing/server";

// Every Fastify instance reports its routes to registeredRoutes, as in the authorization matrix.
vi.mock("fastify", async (importOriginal) =>
  (await import("#server/testing/security/route-collector")).collectingFastify(await importOriginal()),
);

interface Operation {
  tags?: string[];
  produces?: string[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** `/api/x/:id` as registered → `/api/x/{id}` as OpenAPI writes it. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}").replace(/\*$/, "{*}");

let server: TestServer;
let doc: Doc;

beforeAll(async () => {
  server = await startTestServer();
  const res = await server.fetch("/api/openapi.json");
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  doc = (await res.json()) as Doc;
});
afterAll(async () => {
  await server?.close();
});

describe("GET /api/openapi.json (route contracts, decision 0072)", () => {
  it("serves, without a session, the document generated from the route declarations and nothing secret", async () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc).toEqual(JSON.parse(JSON.stringify(server.app.swagger())));
    const text = JSON.stringify(doc);
    expect(text).not.toContain(TEST_ADMIN_KEY);
    expect(text).not.toContain(server.config.authSecret);
  });

  it("documents every route the app registers", () => {
    const routes = [...registeredRoutes].filter((r) => !r.startsWith("HEAD "));
    expect(routes.length).toBeGreaterThan(15);
    const missing = routes.filter((r) => {
      const [method, url] = r.split(" ") as [string, string];
      return !doc.paths[openApiPath(url)]?.[method.toLowerCase()];
    });
    expect(missing, "routes absent from the OpenAPI document").toEqual([]);
  });

  it("declares a JSON response schema for each of our JSON routes, and the shared error shape", () => {
    const undeclared: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        // better-auth's catch-all is described by reference.
        if (op.tags?.includes("auth")) continue;
        // A 204 has no body; every other success names its body: a JSON schema, or the media
        // type of a stream, an image or a PDF.
        const success = Object.entries(op.responses ?? {}).filter(
          ([status]) => /^2\d\d$/.test(status) && status !== "204",
        );
        const typed = success.filter(([, r]) => Object.values(r.content ?? {}).some((m) => m.schema !== undefined));
        const json = !success.some(([, r]) => r.content && !r.content["application/json"]);
        if (success.length === 0 && !op.responses?.["204"])
          undeclared.push(`${method.toUpperCase()} ${path}: no success answer`);
        if (typed.length !== success.length)
          undeclared.push(`${method.toUpperCase()} ${path}: a success answer without a schema`);
        if (json && !op.responses?.["4XX"]) undeclared.push(`${method.toUpperCase()} ${path}: no error shape`);
      }
    }
    expect(undeclared).toEqual([]);
  });

  it("describes request bodies with the domain's schemas: the questionnaire's choices and the sign-up fields", () => {
    const body = JSON.stringify(doc.paths["/api/signup"]?.post);
    for (const field of [
      "fullName",
      "email",
      "password",
      "answers",
      "ageGroup",
      "injuryDetails",
      "Wicketkeeper - Batsman",
    ])
      expect(body).toContain(field);
  });
});

describe("bad input under the contracts answers as the routes did by hand", () => {
  const body = async (res: Response) => ({ status: res.status, text: await res.text() });
  const error = (message: string, code: string) => JSON.stringify({ error: { message, code } });

  it("checks the session before the input: 401 whatever the input, nothing about its shape", async () => {
    const signedOut = error("Please sign in to continue.", "UNAUTHENTICATED");
    expect(await body(await server.fetch("/api/me/questionnaire", { ...json([]), method: "PUT" }))).toEqual({
      status: 401,
      text: signedOut,
    });
    expect(await body(await server.fetch("/api/me/training-pdfs/9"))).toEqual({ status: 401, text: signedOut });
    expect(await body(await server.fetch(`/api/admin/athletes?page=0&q=${"x".repeat(300)}`))).toEqual({
      status: 401,
      text: error("Admin session required.", "ADMIN_UNAUTHENTICATED"),
    });
  });

  it("answers the domain schema's first message as { message, code: VALIDATION }", async () => {
    expect(await body(await server.fetch("/api/signup", json([])))).toEqual({
      status: 400,
      text: error("The request body must be a JSON object.", "VALIDATION"),
    });
    expect(
      await body(
        await server.fetch("/api/signup", json({ fullName: "Al", email: "not-mail", password: "pass-word-123" })),
      ),
    ).toEqual({
      status: 400,
      text: error("Invalid email address", "VALIDATION"),
    });
    expect(
      await body(
        await server.fetch(
          "/api/signup",
          json({ fullName: "Al Bat", email: "al@example.test", password: "pass-word-123" }),
        ),
      ),
    ).toEqual({
      status: 400,
      text: error(MISSING_ANSWERS_MESSAGE, "VALIDATION"),
    });
  });

  it("keeps a route's one fixed answer for any bad input: INVALID_TOKEN, KEY_REQUIRED after the limiter", async () => {
    expect(await body(await server.fetch("/api/verify-email", json({ token: 5 })))).toEqual({
      status: 400,
      text: error(INVALID_TOKEN, "INVALID_TOKEN"),
    });
    expect(await body(await server.fetch("/api/admin/session", json({ key: 5 })))).toEqual({
      status: 400,
      text: error("Please enter an access key", "KEY_REQUIRED"),
    });
  });
});
