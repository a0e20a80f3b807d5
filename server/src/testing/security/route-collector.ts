import type * as FastifyModule from "fastify";
import { EXPOSED } from "#server/plugins/auth";

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

/**
 * Every registered POST, PUT, PATCH and DELETE route as a concrete path, `:phase` as 1 and any
 * other parameter as `id`, the auth mount as each endpoint it exposes; `skip` leaves routes out
 * by their `METHOD /url` (the uploads, for a JSON body).
 */
export function stateChangingRoutes(
  id: string,
  skip: (route: string) => boolean = () => false,
): Array<{ method: string; path: string }> {
  const out: Array<{ method: string; path: string }> = [];
  for (const route of registeredRoutes) {
    const [method, url] = route.split(" ") as [string, string];
    if (/^(GET|HEAD|OPTIONS)$/.test(method) || skip(route)) continue;
    if (url === "/api/auth/*") {
      for (const endpoint of EXPOSED[method] ?? []) out.push({ method, path: `/api/auth${endpoint}` });
    } else out.push({ method, path: url.replace(/:(\w+)/g, (_m, name: string) => (name === "phase" ? "1" : id)) });
  }
  return out;
}
