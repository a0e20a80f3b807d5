import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AthleteListPageSchema } from "#domain/api-types";
import { errorResponses } from "#server/plugins/contracts";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, listAthletes } from "./squad-repository.ts";

const ListQuerySchema = z.object({
  page: z.coerce
    .number({ error: "page must be a whole number from 1" })
    .int("page must be a whole number from 1")
    .min(1, "page must be a whole number from 1")
    .max(1_000_000)
    .default(1),
  // Larger sizes are clamped to the maximum rather than refused; the answer says which was used.
  pageSize: z.coerce
    .number({ error: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .int(`pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .min(1, `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .transform((n) => Math.min(n, MAX_PAGE_SIZE))
    .default(DEFAULT_PAGE_SIZE),
  q: z.string().max(200, "Search text must be at most 200 characters").optional(),
});

/** GET /athletes?page=&pageSize=&q= : every profile newest first, with everything the coach reviews. */
export async function squadRoutes(app: FastifyInstance) {
  const schema = {
    tags: ["coach"],
    summary: "Every profile newest first, with everything the coach reviews",
    description:
      "`q` matches name or e-mail (case-insensitive, literal); a larger `pageSize` is clamped to 100; `400` for a bad `page`/`pageSize` or `q` over 200 characters. Amounts in minor units (docs/decisions/0020).",
    querystring: ListQuerySchema,
    response: { 200: AthleteListPageSchema, ...errorResponses },
  };
  app.withTypeProvider<ZodTypeProvider>().get("/athletes", { schema }, async (req, reply) => {
    reply.header("cache-control", "no-store");
    return listAthletes(app.db, req.query);
  });
}
