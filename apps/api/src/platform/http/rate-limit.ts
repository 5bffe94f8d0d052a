import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { ApiError } from './api-error.ts';

/**
 * Rate limits are opt-in per route (`config.rateLimit`), keyed by client IP.
 * `request.ip` honours X-Forwarded-For only when TRUST_PROXY is set, so a
 * client cannot pick its own key. Counters live in this process's memory, or
 * in Redis under `<REDIS_PREFIX>rate-limit:` when REDIS_URL is set, so the
 * limit holds across every API process. Without an answer from Redis the
 * request fails rather than going unlimited.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  shared: { redis: Redis | undefined; prefix: string } = { redis: undefined, prefix: '' },
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(shared.redis ? { redis: shared.redis, nameSpace: `${shared.prefix}rate-limit:` } : {}),
    errorResponseBuilder: (_request, context) => rateLimitedError(context.ttl),
  });
}

/** The answer beyond a rate limit: 429, translated, with Retry-After in whole seconds (at least 1). */
export function rateLimitedError(ttlMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return new ApiError({
    statusCode: 429,
    code: 'rate_limited',
    titleKey: 'errors.rate_limited.title',
    detailKey: 'errors.rate_limited.detail',
    values: { seconds },
    headers: { 'retry-after': String(seconds) },
  });
}

/**
 * A second limit on a route whose `config.rateLimit` holds the first (a route takes one there): a
 * preHandler that counts each request under `keyGenerator` in the same store (Redis when shared)
 * and answers like the first beyond `max` a `timeWindow` (ms). Make it once, when the route is added.
 */
export function secondRateLimit(
  app: FastifyInstance,
  options: { max: number; timeWindow: number; keyGenerator: (request: FastifyRequest) => string },
): (request: FastifyRequest) => Promise<void> {
  const limit = app.createRateLimit(options);
  return async (request) => {
    const outcome = await limit(request);
    if (!outcome.isAllowed && outcome.isExceeded) throw rateLimitedError(outcome.ttl);
  };
}

/** The routes that declare a rate limit, as `METHOD /path/{param}` (the OpenAPI spelling). */
export type RateLimitedRoutes = ReadonlySet<string>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Which routes declare `config.rateLimit` (the abuse-limit suite holds every mailing route to it). */
    rateLimitedRoutes: RateLimitedRoutes;
  }
}

/** Records, as routes are added, which declare `config.rateLimit`; register before the routes. */
export function recordRateLimitedRoutes(app: FastifyInstance): RateLimitedRoutes {
  const limited = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (!route.config || !('rateLimit' in route.config) || !route.config.rateLimit) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    for (const method of methods) if (method !== 'HEAD') limited.add(`${method} ${path}`);
  });
  return limited;
}

/**
 * A route's limit per signed-in person (after authentication, so the key is the person, not the
 * address): `max` calls a `timeWindow` (ms) under `name`; a signed-out call is counted by address.
 */
export function perPersonRateLimit(name: string, max: number, timeWindow: number) {
  return {
    max,
    timeWindow,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => {
      const user = request.currentUser;
      return user ? `${name}:${user.tenantId}:${user.id}` : `${name}:${request.ip}`;
    },
  };
}
