import type { FastifyInstance, FastifySerializerCompiler } from 'fastify';
import { errorEnvelopeSchema } from '@volunteerly/contracts/json-api-schemas';
import { toWireSchema } from '@volunteerly/contracts/wire-schema';
import { z } from 'zod';

const wireErrorEnvelope = toWireSchema(errorEnvelopeSchema);

/** A response that is not JSON (CSV, a feed, a stored file), as the OpenAPI document shows it. */
export interface MediaResponse {
  description: string;
  content: Record<string, { schema: z.ZodType }>;
}

/**
 * A route's response schemas (decision 014): the success documents, given in
 * the contract's camelCase and declared in their snake_case wire form, plus the
 * error envelope for every 4xx and 5xx answer.
 */
export function responses(
  success: Record<number, z.ZodType | MediaResponse | SentAsIs>,
): Record<string, z.ZodType | MediaResponse> {
  const declared: Record<string, z.ZodType | MediaResponse> = {
    '4xx': wireErrorEnvelope,
    '5xx': wireErrorEnvelope,
  };
  for (const [status, schema] of Object.entries(success)) {
    if (schema instanceof SentAsIs) declared[status] = schema.schema;
    else declared[status] = isMediaResponse(schema) ? schema : toWireSchema(schema);
  }
  return declared;
}

/** A JSON body the route sends as it is, without the snake_case conversion of documents (e.g. /app-config.json). */
export class SentAsIs {
  constructor(readonly schema: z.ZodType) {}
}

/** Declares a JSON body sent without casing conversion. */
export function sentAsIs(schema: z.ZodType): SentAsIs {
  return new SentAsIs(schema);
}

/** A body of another media type than JSON: text (CSV, RSS, Atom) or bytes (an uploaded file). */
export function mediaResponse(description: string, mediaTypes: readonly string[]): MediaResponse {
  const schema = z.string().describe(description);
  return { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema }])) };
}

/** An answer without a body (204 No Content): the OpenAPI document shows no content for a `null` schema. */
export function noContent(description = 'No content'): z.ZodType {
  return z.null().describe(description);
}

function isMediaResponse(schema: z.ZodType | MediaResponse): schema is MediaResponse {
  return 'content' in schema && typeof schema.content === 'object' && !('_zod' in schema);
}

/** A response that broke its route's contract (only checked outside production). */
export class ResponseContractError extends Error {
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super(`The response does not match its contract: ${JSON.stringify(issues.slice(0, 5))}`);
    this.name = 'ResponseContractError';
  }
}

/**
 * Serializes responses as plain JSON. With `validate` (development and tests)
 * each answer is first checked against its route's schema, so a presenter that
 * drifts from the contract fails every test that reaches it; production skips
 * the check and sends what the presenter built.
 */
export function responseSerializerCompiler(options: { validate: boolean }): FastifySerializerCompiler<z.ZodType> {
  return ({ schema }) =>
    (data) => {
      if (options.validate) {
        const result = schema.safeParse(data);
        if (!result.success) throw new ResponseContractError(result.error.issues);
      }
      return JSON.stringify(data);
    };
}

/** The response schemas each route declared, keyed 'METHOD /path' (HEAD routes left out). */
export type DeclaredResponses = ReadonlyMap<string, Readonly<Record<string, unknown>>>;

/**
 * Records every route's declared response schemas as it is added, so a test
 * can hold them against the contract's operation table
 * (`@volunteerly/contracts/operations`). Register before the routes.
 */
export function recordDeclaredResponses(app: FastifyInstance): DeclaredResponses {
  const declared = new Map<string, Readonly<Record<string, unknown>>>();
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const response = (route.schema?.response ?? {}) as Record<string, unknown>;
    for (const method of methods) if (method !== 'HEAD') declared.set(`${method} ${route.url}`, response);
  });
  return declared;
}
