import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
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
    errorResponseBuilder(_request, context) {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new ApiError({
        statusCode: 429,
        code: 'rate_limited',
        titleKey: 'errors.rate_limited.title',
        detailKey: 'errors.rate_limited.detail',
        values: { seconds },
        headers: { 'retry-after': String(seconds) },
      });
    },
  });
}
