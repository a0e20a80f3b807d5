import type * as FastifyModule from "fastify";

/**
 * Every route that declares a multipart body (`schema.consumes` holds multipart/form-data), as
 * `METHOD /url`, collected by an onRoute hook on each Fastify instance the moment it is created.
 * Used through `vi.mock("fastify", …)` in fuzz.test.ts, so a new upload route is fuzzed without
 * anyone adding it to a list (issue #14 finding 10).
 */
export const multipartRoutes = new Set<string>();

export function collectingMultipartFastify(real: typeof FastifyModule): typeof FastifyModule {
  const create = ((opts?: unknown) => {
    const app = (real.default as (o?: unknown) => FastifyModule.FastifyInstance)(opts);
    app.addHook("onRoute", (route) => {
      const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
      if (!consumes.some((c) => c.startsWith("multipart/"))) return;
      for (const method of [route.method].flat()) multipartRoutes.add(`${method} ${route.url}`);
    });
    return app;
  }) as unknown as typeof FastifyModule.default;
  return { ...real, default: create, fastify: create };
}
