import fp from "fastify-plugin";
import swagger from "@fastify/swagger";
import type { FastifyRequest, preHandlerHookHandler } from "fastify";
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import { z } from "zod";
import type { $ZodType } from "zod/v4/core";

/**
 * Route contracts (docs/decisions/0072): every route of ours declares its params, query, body and
 * responses with zod schemas (the domain's where the domain has one), through
 * fastify-type-provider-zod. The same declarations validate requests, shape JSON responses and
 * generate the OpenAPI document (GET /api/openapi.json, docs/api.md), so the docs cannot drift.
 */

/** The one JSON error shape of our routes (plugins/errors.ts). */
export const ApiErrorSchema = z
  .object({
    error: z.object({
      message: z.string(),
      code: z.string().optional(),
      requestId: z.string().optional().describe("on a 5xx: quote it to support"),
    }),
  })
  .meta({ id: "ApiError" });

/** Every route answers errors in that shape: declared once, spread into each route's responses. */
export const errorResponses = { "4xx": ApiErrorSchema, "5xx": ApiErrorSchema } as const;

/**
 * A 200 that is not JSON (a stream, an image, a PDF): documented with its media type. Fastify
 * never runs a serializer on a stream or a buffer, and a hijacked reply skips it altogether.
 */
export function nonJsonResponse(mediaType: string, description: string) {
  const body = z.custom<Buffer | NodeJS.ReadableStream>(() => true).meta({ type: "string", format: "binary" });
  return { 200: { description, content: { [mediaType]: { schema: body } } } };
}

/**
 * A route whose bad input must answer one fixed error (not the first zod message), e.g. any bad
 * verification token is `INVALID_TOKEN`: `config: { invalidInput: { message, code } }`.
 */
export interface InvalidInputAnswer {
  message: string;
  code: string;
}

/**
 * Bad input is reported AFTER the route's own preHandlers (authentication): an unauthenticated
 * caller always gets 401, never a hint about the input's shape, exactly as when routes
 * validated inside their handlers. The validation itself runs where Fastify runs it; its error
 * is attached to the request and thrown here, last before the handler.
 */
const rejectInvalidInput: preHandlerHookHandler = async (req: FastifyRequest) => {
  if (req.validationError) throw req.validationError;
};

export const OPENAPI_PATH = "/api/openapi.json";

/**
 * How a schema reads in the OpenAPI document. One rule beyond zod's own: a guard piped into a
 * schema (`z.custom(...).pipe(QuestionnaireAnswersSchema)`, the domain's "answers present" check)
 * documents as the schema it guards, not as zod's "any" for the guard.
 */
const zodToJsonConfig = {
  override(ctx: { zodSchema: $ZodType; jsonSchema: Record<string, unknown> }) {
    const def = ctx.zodSchema._zod.def as { type: string; in?: $ZodType; out?: $ZodType };
    if (def.type === "pipe" && def.in?._zod.def.type === "custom" && def.out) {
      const { $schema: _, ...guarded } = z.toJSONSchema(def.out, {
        io: "input",
        target: "draft-2020-12",
        unrepresentable: "any",
      });
      Object.assign(ctx.jsonSchema, guarded);
    }
  },
};

export default fp(
  async (app) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);

    app.addHook("onRoute", (route) => {
      if (!route.schema) return;
      // A route that sets attachValidation itself reads req.validationError in its handler.
      if (route.attachValidation) return;
      route.attachValidation = true;
      route.preHandler = [...[route.preHandler ?? []].flat(), rejectInvalidInput];
    });

    await app.register(swagger, {
      openapi: {
        openapi: "3.1.0",
        info: {
          title: "GameReady HTTP API",
          version: "1",
          description:
            "Generated from the route declarations (server/src/features/*/routes). docs/api.md is rendered from this document.",
        },
        tags: [
          { name: "public", description: "No session needed" },
          { name: "auth", description: "better-auth, mounted under /api/auth" },
          { name: "signup", description: "Sign-up and e-mail verification" },
          { name: "athlete", description: "The signed-in athlete's own data (401 without a session)" },
          { name: "coach", description: "Coach console (401 ADMIN_UNAUTHENTICATED without an admin session)" },
        ],
      },
      transform: createJsonSchemaTransform({ zodToJsonConfig }),
      transformObject: createJsonSchemaTransformObject({ zodToJsonConfig }),
    });
  },
  { name: "contracts" },
);

declare module "fastify" {
  interface FastifyContextConfig {
    invalidInput?: InvalidInputAnswer;
  }
}
