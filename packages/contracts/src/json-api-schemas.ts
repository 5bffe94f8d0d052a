import { z } from 'zod';

/**
 * Builders for the response contract (decision 014). Resources are described
 * once, in camelCase, the spelling both programs speak; `toWireSchema` turns a
 * document schema into its snake_case wire form for the route and the OpenAPI
 * document. Attributes are strict objects: a presenter that sends an attribute
 * the contract does not name fails the API tests.
 */

/** `{type, id}` pointing at a resource of one type. */
export function resourceIdentifierSchema<T extends string>(type: T) {
  return z.object({ type: z.literal(type), id: z.string() });
}

/** A to-one relationship: the related resource's identifier, or null. */
export function toOneSchema<T extends string>(type: T) {
  return z.object({ data: resourceIdentifierSchema(type).nullable() });
}

/** A to-many relationship: the related resources' identifiers. */
export function toManySchema<T extends string>(type: T) {
  return z.object({ data: z.array(resourceIdentifierSchema(type)) });
}

/** The parts of a resource schema. */
export interface ResourceSchemaParts<
  T extends string,
  A extends z.ZodRawShape,
  R extends z.ZodRawShape,
  M extends z.ZodType,
> {
  type: T;
  attributes: A;
  relationships?: R;
  meta?: M;
}

/**
 * A JSON:API resource of one type with strict attributes, its relationships
 * (each optional: a presenter may leave one out) and its meta (e.g. the
 * signed-in user's `abilities`); a resource without `meta` in its schema sends none.
 */
export function resourceSchema<
  T extends string,
  A extends z.ZodRawShape,
  R extends z.ZodRawShape = Record<never, never>,
  M extends z.ZodType = z.ZodOptional<z.ZodUndefined>,
>(parts: ResourceSchemaParts<T, A, R, M>) {
  return z.object({
    type: z.literal(parts.type),
    id: z.string(),
    attributes: z.strictObject(parts.attributes),
    relationships: z
      .object(parts.relationships ?? ({} as R))
      .partial()
      .optional(),
    meta: parts.meta ?? (z.undefined().optional() as z.ZodType as M),
  });
}

/**
 * Counts per value (a status, a kind) as `[{ value, count }]`: a value is
 * data, so it never becomes an object key that the casing of either side
 * would rewrite (`in_progress` → `inProgress`).
 */
export function valueCountsSchema<V extends string>(values: readonly [V, ...V[]]) {
  return z.array(z.object({ value: z.enum(values), count: z.number().int() }));
}

/** Pagination figures in `meta` of every list document. */
export const paginationMetaSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});

/** first/prev/next/last/self links of a list document. */
export const paginationLinksSchema = z.object({
  self: z.string(),
  first: z.string(),
  prev: z.string().nullable(),
  next: z.string().nullable(),
  last: z.string(),
});

/** A document with one resource as `data`, and the related resources it may include. */
export function resourceDocumentSchema<D extends z.ZodType, I extends readonly z.ZodType[] = []>(
  data: D,
  options: { included?: I } = {},
) {
  const included = options.included ?? [];
  return z.object({
    data,
    included: z.array(included.length > 0 ? z.union(included) : z.never()).optional(),
  });
}

/** A paginated list document: resources, pagination meta (plus extra meta) and links. */
export function listDocumentSchema<
  D extends z.ZodType,
  I extends readonly z.ZodType[] = [],
  M extends z.ZodRawShape = Record<never, never>,
>(data: D, options: { included?: I; meta?: M } = {}) {
  const included = options.included ?? [];
  return z.object({
    data: z.array(data),
    included: z.array(included.length > 0 ? z.union(included) : z.never()).optional(),
    meta: z.object({ pagination: paginationMetaSchema, ...(options.meta ?? ({} as M)) }),
    links: paginationLinksSchema,
  });
}

/** A list of resources without pagination (short, bounded lists). */
export function collectionDocumentSchema<D extends z.ZodType, M extends z.ZodRawShape = Record<never, never>>(
  data: D,
  options: { meta?: M } = {},
) {
  return z.object({
    data: z.array(data),
    ...(options.meta ? { meta: z.object(options.meta) } : {}),
  });
}

/** One entry of the error envelope. */
export const errorObjectSchema = z.object({
  status: z.string(),
  code: z.string(),
  title: z.string(),
  detail: z.string().optional(),
  source: z
    .object({ pointer: z.string().optional(), parameter: z.string().optional(), header: z.string().optional() })
    .optional(),
  meta: z.record(z.string(), z.unknown()).optional(),
});

/** The error envelope every failed call answers with: `{"errors": [...]}`. */
export const errorDocumentSchema = z.object({ errors: z.array(errorObjectSchema) });

/**
 * The error envelope as the wire carries it: JSON:API error objects, or the
 * message strings devise_token_auth's protocol answers with on /auth and on a
 * missing session (with `success: false` on /auth).
 */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false).optional(),
  errors: z.array(z.union([errorObjectSchema, z.string()])),
});
