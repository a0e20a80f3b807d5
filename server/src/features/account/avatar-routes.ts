import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import multipart from "@fastify/multipart";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { profiles } from "#server/core/db/schema";
import { errorResponses, nonJsonResponse } from "#server/plugins/contracts";
import { expensive } from "#server/core/limits/expensive";
import { HttpError } from "#server/plugins/errors";
import { replaceAvatar } from "./repository.ts";
import {
  AVATAR_MAX_BYTES,
  AvatarBusy,
  AvatarRejected,
  NOT_AN_IMAGE,
  TOO_LARGE,
  TOO_MANY_PIXELS,
  toAvatarWebp,
} from "./avatar-image.ts";

const REJECTION_CODE: Record<string, string> = { [TOO_LARGE]: "FILE_TOO_LARGE", [TOO_MANY_PIXELS]: "IMAGE_TOO_LARGE" };

/** Generated names only: `{userId}-{timestamp}.webp`. */
const AVATAR_NAME = /^[A-Za-z0-9_-]{1,100}-\d{10,16}\.webp$/;
const AVATAR_URL_PREFIX = "/api/avatars/";

export const AVATAR_FILE_MISSING =
  "This avatar's image is missing from the server's file storage. The athlete can upload it again.";

/** POST /api/me/avatar (signed in) and GET /api/avatars/:name (public). */
const plugin: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0, parts: 2, headerPairs: 50 },
  });

  const uploadSchema = {
    tags: ["athlete"],
    summary: "Upload an avatar (multipart field `file`)",
    description:
      'An image by content (JPEG, PNG, WebP, GIF), at most 2 MB and 16.7 megapixels (read from the header before decoding), re-encoded to WebP of at most 512 px without metadata. `400 FILE_TOO_LARGE` "File size must be less than 2MB"; `400 IMAGE_TOO_LARGE` "The image is too large: at most 16 megapixels (for example 4096 × 4096 pixels)."; `400 INVALID_IMAGE` "Please upload an image file (JPEG, PNG, WebP or GIF)"; `503 AVATAR_BUSY` with `Retry-After` when too many photos are being converted at once.',
    consumes: ["multipart/form-data"],
    response: { 200: z.object({ avatarUrl: z.string() }), ...errorResponses },
  };
  // Converting a photo is the costliest thing an athlete can ask for: it counts against the
  // account's budget of expensive requests, so one account cannot hold the conversion slots.
  app.post(
    "/me/avatar",
    { schema: uploadSchema, preHandler: [app.requireAthlete, expensive(app)] },
    async (req, reply) => {
      const input = await readUpload(req);
      let webp: Buffer;
      try {
        webp = await toAvatarWebp(input);
      } catch (err) {
        if (err instanceof AvatarRejected)
          throw new HttpError(400, err.message, REJECTION_CODE[err.message] ?? "INVALID_IMAGE");
        if (err instanceof AvatarBusy) {
          reply.header("retry-after", "5");
          throw new HttpError(503, err.message, "AVATAR_BUSY");
        }
        throw err;
      }
      const { userId, email, name } = req.athlete;
      const fileName = `${userId}-${Date.now()}.webp`;
      await app.storage.put("avatars", fileName, webp);
      let previous: string | null;
      try {
        previous = await replaceAvatar(app.db, { id: userId, email, name }, AVATAR_URL_PREFIX + fileName);
      } catch (err) {
        await app.storage.remove("avatars", fileName).catch(() => {});
        throw err;
      }
      const oldName = previous?.startsWith(AVATAR_URL_PREFIX) ? previous.slice(AVATAR_URL_PREFIX.length) : null;
      if (oldName && oldName !== fileName && AVATAR_NAME.test(oldName)) {
        await app.storage.remove("avatars", oldName).catch((err) => req.log.warn({ err }, "old avatar not removed"));
      }
      return { avatarUrl: AVATAR_URL_PREFIX + fileName };
    },
  );

  // An image, not JSON: no response schema to serialize. The name is checked in the handler (404).
  const imageSchema = {
    tags: ["public"],
    summary: "An avatar image; 404 for any other name",
    params: z.object({ name: z.string() }),
    response: nonJsonResponse("image/webp", "`nosniff`, cached for a year: each upload has a new name"),
  };
  app.get("/avatars/:name", { schema: imageSchema }, async (req, reply) => {
    const { name } = req.params;
    if (!AVATAR_NAME.test(name)) throw new HttpError(404, "Not found.", "NOT_FOUND");
    // Streamed from the storage driver (local or S3): any process serves what another stored.
    const file = await app.storage.open("avatars", name);
    if (!file) {
      // A profile naming a file storage lacks is an operator's problem (lost volume, a process
      // on its own local storage): say so in the log and to the client, never a crash.
      const [named] = await app.db
        .select({ userId: profiles.userId })
        .from(profiles)
        .where(eq(profiles.avatarUrl, AVATAR_URL_PREFIX + name))
        .limit(1);
      if (!named) throw new HttpError(404, "Not found.", "NOT_FOUND");
      req.log.error(
        { area: "avatars", key: name, userId: named.userId, storage: app.storage.kind },
        "avatar file missing from storage",
      );
      throw new HttpError(404, AVATAR_FILE_MISSING, "AVATAR_FILE_MISSING");
    }
    return (
      reply
        .header("content-type", "image/webp")
        .header("content-length", file.size)
        .header("x-content-type-options", "nosniff")
        // Every upload gets a new name, so a name's content never changes.
        .header("cache-control", "public, max-age=31536000, immutable")
        .send(file.stream)
    );
  });
};

/** The one part named `file`, read up to the 2 MB limit. */
async function readUpload(req: import("fastify").FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw new HttpError(400, NOT_AN_IMAGE, "INVALID_IMAGE");
  let part;
  try {
    part = await req.file();
  } catch (err) {
    throw uploadError(err);
  }
  if (!part || part.fieldname !== "file") throw new HttpError(400, NOT_AN_IMAGE, "INVALID_IMAGE");
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (err) {
    throw uploadError(err);
  }
  // toBuffer only notices the limit between chunks: hit on the last one, the file comes back
  // cut at exactly 2 MB with `truncated` set and no error (issue #7, as in admin uploads).
  if (part.file.truncated) throw new HttpError(400, TOO_LARGE, "FILE_TOO_LARGE");
  return data;
}

function uploadError(err: unknown): Error {
  const code = (err as { code?: string }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return new HttpError(400, TOO_LARGE, "FILE_TOO_LARGE");
  if (code?.startsWith("FST_")) return new HttpError(400, NOT_AN_IMAGE, "INVALID_IMAGE");
  return err instanceof Error ? err : new Error(String(err));
}

export default plugin;
