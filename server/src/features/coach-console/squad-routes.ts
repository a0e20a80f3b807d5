import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AthleteListPageSchema } from "#domain/api-types";
import { errorResponses } from "#server/plugins/contracts";
import { HttpError } from "#server/plugins/errors";
import { BAD_CURSOR, decodeCursor, SQUAD_FILTERS, SQUAD_SORTS, type SquadFilter } from "./squad-filters.ts";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, listAthletesVersioned } from "./squad-repository.ts";
import { SquadPageCache, sendSerialized } from "./squad-page-cache.ts";
import { utcDay } from "#domain/training/dates";

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
  sort: z.enum(SQUAD_SORTS, `sort must be one of ${SQUAD_SORTS.join(", ")}`).default("newest"),
  // Comma-separated, all must hold: "spike,under-16".
  filter: z
    .string()
    .max(200, "filter is too long")
    .transform((text, ctx) => {
      const names = [
        ...new Set(
          text
            .split(",")
            .map((f) => f.trim())
            .filter(Boolean),
        ),
      ];
      const unknown = names.filter((f) => !(SQUAD_FILTERS as readonly string[]).includes(f));
      if (unknown.length > 0) {
        ctx.addIssue({ code: "custom", message: `Unknown filter "${unknown[0]}": use ${SQUAD_FILTERS.join(", ")}` });
        return z.NEVER;
      }
      return names as SquadFilter[];
    })
    .optional(),
  cursor: z.string().max(400, BAD_CURSOR).optional(),
});

/** GET /athletes?page=&pageSize=&q= : every profile newest first, with everything the coach reviews. */
export async function squadRoutes(app: FastifyInstance) {
  const schema = {
    tags: ["coach"],
    summary: "Every profile newest first, with everything the coach reviews",
    description:
      "`q` matches name or e-mail (case-insensitive, literal); a larger `pageSize` is clamped to 100; `400` for a bad `page`/`pageSize` or `q` over 200 characters. Amounts in minor units (docs/decisions/0020). Squad view (issue #17, docs/decisions/0105): `sort` = newest | name | ratio | last-logged; `filter` = comma-separated spike, not-logged-7, under-16; `cursor` = the previous page's `nextCursor` (keyset; `page` stays for offset pages, not both); `400` for an unknown sort/filter or a cursor this list did not give out.",
    querystring: ListQuerySchema,
    response: { 200: AthleteListPageSchema, ...errorResponses },
  };
  // Pages sent, kept while nothing they show has changed (decision 0121).
  const pages = new SquadPageCache();
  app.withTypeProvider<ZodTypeProvider>().get("/athletes", { schema }, async (req, reply) => {
    const { cursor: cursorText, filter, ...rest } = req.query;
    const cursor = cursorText === undefined ? undefined : decodeCursor(cursorText);
    if (cursor === null) throw new HttpError(400, BAD_CURSOR, "BAD_CURSOR");
    if (cursor && cursor.sort !== rest.sort)
      throw new HttpError(400, `This cursor belongs to the "${cursor.sort}" order, not "${rest.sort}".`, "BAD_CURSOR");
    if (cursor && rest.page !== 1) throw new HttpError(400, "Give either page or cursor, not both.", "BAD_CURSOR");
    reply.header("cache-control", "no-store");
    const today = utcDay(app.clock.now());
    const key = JSON.stringify([
      rest.page,
      rest.pageSize,
      rest.q ?? null,
      rest.sort ?? null,
      filter ?? null,
      cursorText ?? null,
      today,
    ]);
    const kept = await pages.get(app.db, key);
    if (kept !== undefined) return sendSerialized(reply, kept);
    const { page, version } = await listAthletesVersioned(app.db, { ...rest, filters: filter, cursor, today });
    const body = reply.serialize(page) as string;
    if (version !== null) pages.set(key, version, body);
    return sendSerialized(reply, body);
  });
}
