import type * as FastifyModule from "fastify";

/**
 * Every route the app registers, as `METHOD /url`, collected by an onRoute hook added to each
 * Fastify instance the moment it is created, so before any route. Used through
 * `vi.mock("fastify", …)` in authorization-matrix.test.ts: the app itself is not changed.
 */
export const registeredRoutes = new Set<string>();

export function collectingFastify(real: typeof FastifyModule): typeof FastifyModule {
  const create = ((opts?: unknown) => {
    const app = (real.default as (o?: unknown) => FastifyModule.FastifyInstance)(opts);
    app.addHook("onRoute", (route) => {
      for (const method of [route.method].flat()) registeredRoutes.add(`${method} ${route.url}`);
    });
    return app;
  }) as unknown as typeof FastifyModule.default;
  return { ...real, default: create, fastify: create };
}
