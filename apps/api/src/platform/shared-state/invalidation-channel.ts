import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Tells every process that something cached may be stale (a session ended, a
 * password, role or status changed). Without Redis there is one process and
 * nobody else to tell.
 */
export interface InvalidationChannel {
  /** Resolves once the message is handed to every listening process. */
  announce(): Promise<void>;
  /** Calls `listener` when another process announces. */
  listen(listener: () => void): void;
}

/** The channel of a single process: announcing reaches no one else. */
export function localInvalidationChannel(): InvalidationChannel {
  return {
    async announce() {},
    listen() {},
  };
}

/**
 * Redis pub/sub on `channel`. `publisher` is an ordinary connection;
 * `subscriber` becomes a subscriber connection and must serve nothing else.
 * A failed publish is logged, not thrown: the change itself has committed,
 * and the other processes' caches still expire on their own (SESSION_CACHE_MS).
 */
export async function redisInvalidationChannel(
  publisher: Redis,
  subscriber: Redis,
  channel: string,
  logger: FastifyBaseLogger,
): Promise<InvalidationChannel> {
  const self = randomUUID();
  const listeners: (() => void)[] = [];
  subscriber.on('message', (receivedOn: string, sender: string) => {
    if (receivedOn !== channel || sender === self) return;
    for (const listener of listeners) listener();
  });
  await subscriber.subscribe(channel);
  return {
    async announce() {
      try {
        await publisher.publish(channel, self);
      } catch (error) {
        logger.error({ err: error }, 'cache invalidation could not be published');
      }
    },
    listen(listener) {
      listeners.push(listener);
    },
  };
}
