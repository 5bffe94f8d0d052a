import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Document, PaginationMeta, Relationship, Resource } from '@volunteerly/contracts/jsonapi';
import { toSnakeCaseKeys } from '@volunteerly/contracts/casing';
import { ApiError } from './api-error.ts';

/**
 * Builds a resource; attributes are written in camelCase here and sent as
 * snake_case. The result keeps its literal type and attribute types, so a
 * presenter can declare the contract's resource type (decision 014).
 */
export function resource<T extends string, A extends object, R extends Record<string, Relationship> = never>(
  type: T,
  id: string | number,
  attributes: A,
  relationships?: R,
): { type: T; id: string; attributes: A; relationships?: R } {
  return { type, id: String(id), attributes, ...(relationships ? { relationships } : {}) };
}

/** A to-one relationship pointing at a resource (or null). */
export function toOne<T extends string>(
  type: T,
  id: string | number | null | undefined,
): { data: { type: T; id: string } | null } {
  return { data: id === null || id === undefined ? null : { type, id: String(id) } };
}

/** Counts per value as the wire carries them: `[{ value, count }]`, by value (json-api-schemas.ts, valueCountsSchema). */
export function valueCounts<V extends string>(counts: Partial<Record<V, number>>): { value: V; count: number }[] {
  return (Object.entries(counts) as [V, number][])
    .map(([value, count]) => ({ value, count }))
    .sort((left, right) => left.value.localeCompare(right.value));
}

/** A to-many relationship pointing at resources. */
export function toMany<T extends string>(
  type: T,
  ids: readonly (string | number)[],
): { data: { type: T; id: string }[] } {
  return { data: ids.map((id) => ({ type, id: String(id) })) };
}

/** Finishes a document for the wire: included resources de-duplicated, keys in snake_case. */
export function toWire(document: Document): unknown {
  const included = document.included ? dedupe(document.included) : undefined;
  return toSnakeCaseKeys({ ...document, ...(included ? { included } : {}) });
}

function dedupe(resources: Resource[]): Resource[] {
  const seen = new Map<string, Resource>();
  for (const item of resources) seen.set(`${item.type}:${item.id}`, item);
  return [...seen.values()];
}

/** The query parameters of a paginated list, as every list route accepts them. */
export const paginationQuerySchema = z.object({
  'page[number]': z.coerce.number().int().min(1).default(1),
  'page[size]': z.coerce.number().int().min(1).max(1000).default(25),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

/** Offset and limit for a page. */
export function pageWindow(query: PaginationQuery): { offset: number; limit: number } {
  return { offset: (query['page[number]'] - 1) * query['page[size]'], limit: query['page[size]'] };
}

/** A list document with pagination totals in `meta` and first/prev/next/last links. */
export function listDocument(
  data: Resource[],
  options: { query: PaginationQuery; total: number; path: string; included?: Resource[] },
): Document {
  const { query, total, path } = options;
  const pageSize = query['page[size]'];
  const page = query['page[number]'];
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const link = (number: number) => `${path}?page%5Bnumber%5D=${number}&page%5Bsize%5D=${pageSize}`;
  const pagination: PaginationMeta = { page, pageSize, total, totalPages };
  return {
    data,
    ...(options.included ? { included: options.included } : {}),
    meta: { pagination },
    links: {
      self: link(page),
      first: link(1),
      prev: page > 1 ? link(page - 1) : null,
      next: page < totalPages ? link(page + 1) : null,
      last: link(totalPages),
    },
  };
}

/** Pagination links that keep the request's filters, sort and include (the parameters named). */
export function withListParameters(
  links: Record<string, string | null> | undefined,
  query: Record<string, unknown>,
  names: readonly string[],
): Record<string, string | null> | undefined {
  const kept = names
    .filter((name) => query[name] !== undefined && query[name] !== '')
    .map((name) => `&${encodeURIComponent(name)}=${encodeURIComponent(String(query[name]))}`)
    .join('');
  if (!links || !kept) return links;
  return Object.fromEntries(Object.entries(links).map(([name, link]) => [name, link === null ? null : link + kept]));
}

/**
 * Parses `include=a,b.c` against the paths a route allows; anything else is a
 * 400 naming the parameter, as JSON:API asks.
 */
export function parseInclude(raw: string | undefined, allowed: readonly string[]): Set<string> {
  const requested = (raw ?? '')
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean);
  for (const path of requested) {
    if (!allowed.includes(path)) {
      throw new ApiError({
        statusCode: 400,
        code: 'include_invalid',
        titleKey: 'errors.include_invalid.title',
        detailKey: 'errors.include_invalid.detail',
        values: { include: path, allowed: allowed.join(', ') || '-' },
        source: { parameter: 'include' },
      });
    }
  }
  return new Set(requested);
}

/** Sends a JSON:API document with its media type. */
export function sendDocument(reply: FastifyReply, document: Document, statusCode = 200): FastifyReply {
  return reply.status(statusCode).type('application/vnd.api+json; charset=utf-8').send(toWire(document));
}
