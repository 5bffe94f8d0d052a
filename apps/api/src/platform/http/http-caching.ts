import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestHeaders } from '@volunteerly/contracts/headers';
import { noContent } from './response-contract.ts';

/**
 * How HTTP caches may keep a route's answers (issue 12), declared at the route
 * as `config: { httpCache }`:
 * - `public-configuration`: what every visitor of a site loads and that changes
 *   rarely (app configuration, the current tenant, feeds): shared caches keep
 *   it a minute and may serve it stale for five while they refresh it.
 * - `public-read`: public pages' data (a vacancy, an organisation, search):
 *   caches may store it but ask again every time; the ETag makes that a 304.
 */
export type HttpCachePolicy = 'public-configuration' | 'public-read';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How caches may keep this GET route's answers (platform/http/http-caching.ts); unset: no caching headers. */
    httpCache?: HttpCachePolicy;
  }
}

/** Cache-Control of an anonymous 200 answer, per policy. */
export const publicCacheControl: Record<HttpCachePolicy, string> = {
  'public-configuration': 'public, max-age=60, stale-while-revalidate=300',
  'public-read': 'public, no-cache',
};

/** Cache-Control of every answer to a request that carries session headers: never in a shared cache. */
export const signedInCacheControl = 'private, no-store';

/**
 * What selects the answer besides the URL (the host is part of every cache
 * key already): the tenant and centre selectors, the language (feeds and
 * error texts), and the session headers, so a stored anonymous answer is never
 * served to a signed-in request.
 */
export const cacheVaryHeaders = [
  requestHeaders.tenant,
  requestHeaders.appContext,
  requestHeaders.volunteerCenterId,
  'Accept-Language',
  requestHeaders.accessToken,
  requestHeaders.client,
  requestHeaders.uid,
];

const sessionHeaderNames = [requestHeaders.accessToken, requestHeaders.client, requestHeaders.uid, 'authorization'].map(
  (name) => name.toLowerCase(),
);

/** Whether the request carries any session header (even an invalid session's): its answer is private. */
export function carriesSession(request: FastifyRequest): boolean {
  return sessionHeaderNames.some((name) => {
    const value = request.headers[name];
    return (Array.isArray(value) ? value.join('') : (value ?? '')).trim() !== '';
  });
}

/** A strong ETag of a body: the bytes sent decide it, so any change of the answer changes it. */
export function entityTag(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET and HEAD). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

function mergeVary(reply: FastifyReply): string {
  const existing = reply.getHeader('vary');
  const names = String(existing ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  for (const name of cacheVaryHeaders) {
    if (!names.some((present) => present.toLowerCase() === name.toLowerCase())) names.push(name);
  }
  return names.join(', ');
}

/**
 * Caching for the GET routes that declare `config.httpCache`: Vary on what
 * selects the answer, Cache-Control by policy (private and unstored for any
 * request with session headers), an ETag of every 200 body, and a 304 without
 * body when a GET's If-None-Match names it (with the same ETag, Cache-Control
 * and Vary). Register before the routes.
 */
export function registerHttpCaching(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.every((method) => method === 'GET' || method === 'HEAD')) return;
    if (!route.config?.httpCache) return;
    // The OpenAPI document shows the answer to a matching If-None-Match.
    if (route.schema?.response && typeof route.schema.response === 'object') {
      (route.schema.response as Record<string, unknown>)['304'] = noContent(
        'Not modified: the If-None-Match ETag is still current (no body)',
      );
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const policy = request.routeOptions.config?.httpCache;
    if (!policy || (request.method !== 'GET' && request.method !== 'HEAD')) return payload;
    reply.header('Vary', mergeVary(reply));
    const signedIn = carriesSession(request);
    if (signedIn) reply.header('Cache-Control', signedInCacheControl);
    if (reply.statusCode !== 200) return payload;
    if (!signedIn) reply.header('Cache-Control', publicCacheControl[policy]);
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = entityTag(payload);
    reply.header('ETag', etag);
    // A HEAD answer has no body to save, and Fastify's HEAD handling needs the payload: HEAD gets the ETag only.
    const ifNoneMatch = request.headers['if-none-match'];
    if (request.method === 'HEAD' || !matchesIfNoneMatch(ifNoneMatch, etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    return null;
  });
}
