import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { memoryAttemptCounter, redisAttemptCounter, type AttemptCounter } from './attempt-counter.ts';
import {
  localInvalidationChannel,
  redisInvalidationChannel,
  type InvalidationChannel,
} from './invalidation-channel.ts';

/**
 * What several API processes must agree on (issue 10, hole 15): per-IP rate
 * limits, failed sign-in counters and "forget cached sessions". With
 * REDIS_URL it lives in Redis under `prefix`; without it, in this process.
 */
export interface SharedState {
  /** The Redis connection for commands (the rate limiter uses it), when REDIS_URL is set. */
  redis: Redis | undefined;
  /**
   * The Redis connection in subscriber mode, when REDIS_URL is set: more channels may subscribe on
   * it (live notifications); each listener filters by its own channel.
   */
  subscriber: Redis | undefined;
  /** Every Redis key this app writes starts with this (REDIS_PREFIX). */
  prefix: string;
  signInFailures: AttemptCounter;
  sessionInvalidations: InvalidationChannel;
  close(): Promise<void>;
}

// A Redis that does not answer must not hang a request for long: fail and log instead.
const redisOptions = { connectTimeout: 5000, maxRetriesPerRequest: 2, commandTimeout: 5000 } as const;

/** Opens the shared state: Redis connections when `redisUrl` is set, memory otherwise. */
export async function openSharedState(options: {
  redisUrl: string | undefined;
  prefix: string;
  logger: FastifyBaseLogger;
}): Promise<SharedState> {
  const { redisUrl, prefix, logger } = options;
  if (!redisUrl) {
    return {
      redis: undefined,
      subscriber: undefined,
      prefix,
      signInFailures: memoryAttemptCounter(),
      sessionInvalidations: localInvalidationChannel(),
      async close() {},
    };
  }
  const redis = new Redis(redisUrl, redisOptions);
  const subscriber = new Redis(redisUrl, { ...redisOptions, commandTimeout: undefined });
  // Until the first answer the start-up error below says it all; afterwards every lost connection is logged.
  let answered = false;
  for (const connection of [redis, subscriber]) {
    connection.on('error', (error: Error) => {
      if (answered) logger.error({ err: error }, 'Redis connection error');
    });
  }
  try {
    // The subscriber answers too before anything subscribes on it: ioredis checks a new connection
    // with INFO, which Redis refuses once a SUBSCRIBE got there first (a CI run failed so).
    await Promise.all([redis.ping(), subscriber.ping()]);
    answered = true;
  } catch (error) {
    redis.disconnect();
    subscriber.disconnect();
    // The host only: the URL may carry a password.
    throw new Error(
      `REDIS_URL: Redis at ${new URL(redisUrl).host} does not answer. Start Redis or unset REDIS_URL to run one process without it.`,
      { cause: error },
    );
  }
  const sessionInvalidations = await redisInvalidationChannel(
    redis,
    subscriber,
    `${prefix}session-invalidation`,
    logger,
  );
  return {
    redis,
    subscriber,
    prefix,
    signInFailures: redisAttemptCounter(redis, `${prefix}sign-in-failures:`),
    sessionInvalidations,
    async close() {
      await Promise.allSettled([redis.quit(), subscriber.quit()]);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Limits, counters and invalidations shared by every API process (Redis), or this process's own. */
    sharedState: SharedState;
  }
}
