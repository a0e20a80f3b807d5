import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { API_DOC, expectedApiDoc } from "./document.ts";
import { renderRoutes, typeOf } from "./render.ts";

describe("docs/api.md (generated from the route contracts, decision 0072)", () => {
  it("is exactly what `npm run docs:api` writes: the docs cannot drift from the routes", async () => {
    const expected = await expectedApiDoc();
    // On failure: run `npm run docs:api` and commit docs/api.md.
    expect(readFileSync(API_DOC, "utf8")).toBe(expected);
    // Builds the whole app on PGlite: seconds on an idle machine, more on a busy one.
  }, 120_000);

  it("renders schemas as compact types and routes under their tag", () => {
    expect(
      typeOf({
        type: "object",
        properties: { a: { type: ["string", "null"] }, b: { type: "integer" } },
        required: ["a"],
      }),
    ).toBe("{a: string | null, b?: integer}");
    expect(typeOf({ type: "array", items: { enum: ["1", "2"] } })).toBe('("1" | "2")[]');
    const md = renderRoutes({
      tags: [{ name: "public", description: "No session needed" }],
      paths: {
        "/api/x/{id}": {
          get: {
            tags: ["public"],
            summary: "One x",
            responses: {
              "200": {
                content: {
                  "application/json": {
                    schema: { type: "object", properties: { n: { type: "number" } }, required: ["n"] },
                  },
                },
              },
            },
          },
        },
      },
    });
    expect(md).toContain("## No session needed (`public`)");
    expect(md).toContain("### `GET /api/x/:id`");
    expect(md).toContain("`200` `{n: number}`");
  });
});
