import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Tells every process that something cached may be stale (a session ended, a
 * password, role or status changed). Without Redis there is one process and
 * nobody else to tell.
 */
export interface InvalidationChannel {
  /** Resolves once the message is handed to every listening process (and this one's `ownAnnouncements` listeners). */
  announce(): Promise<void>;
  /**
   * Calls `listener` when another process announces; with `ownAnnouncements`, when this process
   * announces too (for a listener that, unlike the session cache, has not already acted here).
   */
  listen(listener: () => void, options?: { ownAnnouncements?: boolean }): void;
}

/** The listeners of one process, and those that also hear this process's own announcements. */
function createListeners() {
  const everyListener: (() => void)[] = [];
  const ownListeners: (() => void)[] = [];
  return {
    add(listener: () => void, options: { ownAnnouncements?: boolean } = {}): void {
      everyListener.push(listener);
      if (options.ownAnnouncements) ownListeners.push(listener);
    },
    callAll(): void {
      for (const listener of everyListener) listener();
    },
    callOwn(): void {
      for (const listener of ownListeners) listener();
    },
  };
}

/** The channel of a single process: announcing reaches no one else (only this process's own listeners). */
export function localInvalidationChannel(): InvalidationChannel {
  const listeners = createListeners();
  return {
    async announce() {
      listeners.callOwn();
    },
    listen: (listener, options) => listeners.add(listener, options),
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
  const listeners = createListeners();
  subscriber.on('message', (receivedOn: string, sender: string) => {
    if (receivedOn !== channel || sender === self) return;
    listeners.callAll();
  });
  await subscriber.subscribe(channel);
  return {
    async announce() {
      listeners.callOwn();
      try {
        await publisher.publish(channel, self);
      } catch (error) {
        logger.error({ err: error }, 'cache invalidation could not be published');
      }
    },
    listen: (listener, options) => listeners.add(listener, options),
  };
}
