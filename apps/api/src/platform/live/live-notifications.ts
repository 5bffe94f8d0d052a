import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** Something to tell one signed-in person's open pages at once (a new notification, a read state). */
export interface LiveMessage {
  tenantId: number;
  userId: number;
  /** The SSE event name, e.g. `notification`. */
  type: string;
  /** JSON-serialisable; sent as the SSE event's data. */
  data: Record<string, unknown>;
}

/** A listener of one person's live messages (an open event stream). */
export type LiveListener = (message: LiveMessage) => void;

/**
 * Live delivery to open pages (issue 15): in this process, and through Redis pub/sub to every other
 * API process when REDIS_URL is set. Delivery is best effort: what is published is also stored, and a
 * page that reconnects reads it again.
 */
export interface LiveNotifications {
  /** Hands a message to every open stream of its person, in every process. */
  publish(message: LiveMessage): void;
  /** Listens for one person's messages; returns the unsubscribe. `close` ends the stream when the app closes. */
  subscribe(tenantId: number, userId: number, listener: LiveListener, close: () => void): () => void;
  /** How many streams one person has open in this process. */
  streamsOf(tenantId: number, userId: number): number;
  /** Ends every open stream (the app is closing). */
  close(): Promise<void>;
}

interface Subscription {
  listener: LiveListener;
  close: () => void;
}

/** The subscriptions of this process, by tenant and person. */
function createLocalHub(logger: FastifyBaseLogger) {
  const byPerson = new Map<string, Set<Subscription>>();
  const keyOf = (tenantId: number, userId: number) => `${tenantId}:${userId}`;
  return {
    deliver(message: LiveMessage): void {
      const subscriptions = byPerson.get(keyOf(message.tenantId, message.userId));
      if (!subscriptions) return;
      for (const subscription of subscriptions) {
        try {
          subscription.listener(message);
        } catch (error) {
          logger.warn({ err: error }, 'live message could not be delivered');
        }
      }
    },
    subscribe(tenantId: number, userId: number, listener: LiveListener, close: () => void): () => void {
      const key = keyOf(tenantId, userId);
      let subscriptions = byPerson.get(key);
      if (!subscriptions) {
        subscriptions = new Set();
        byPerson.set(key, subscriptions);
      }
      const subscription = { listener, close };
      subscriptions.add(subscription);
      return () => {
        subscriptions.delete(subscription);
        if (subscriptions.size === 0 && byPerson.get(key) === subscriptions) byPerson.delete(key);
      };
    },
    streamsOf(tenantId: number, userId: number): number {
      return byPerson.get(keyOf(tenantId, userId))?.size ?? 0;
    },
    closeAll(): void {
      for (const subscriptions of [...byPerson.values()]) {
        for (const subscription of [...subscriptions]) subscription.close();
      }
      byPerson.clear();
    },
  };
}

/** Live delivery within this one process (no REDIS_URL). */
export function localLiveNotifications(logger: FastifyBaseLogger): LiveNotifications {
  const hub = createLocalHub(logger);
  return {
    publish: (message) => hub.deliver(message),
    subscribe: (tenantId, userId, listener, close) => hub.subscribe(tenantId, userId, listener, close),
    streamsOf: (tenantId, userId) => hub.streamsOf(tenantId, userId),
    async close() {
      hub.closeAll();
    },
  };
}

function isLiveMessage(value: unknown): value is LiveMessage {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<LiveMessage>;
  return (
    Number.isSafeInteger(candidate.tenantId) &&
    Number.isSafeInteger(candidate.userId) &&
    typeof candidate.type === 'string' &&
    typeof candidate.data === 'object' &&
    candidate.data !== null
  );
}

/**
 * Live delivery across processes through Redis pub/sub on `channel`. This process's own streams get
 * a message at once; the others get it from Redis (a process ignores its own echo). `subscriber`
 * is a subscriber connection that may serve other channels too (it filters by channel).
 */
export async function redisLiveNotifications(
  publisher: Redis,
  subscriber: Redis,
  channel: string,
  logger: FastifyBaseLogger,
): Promise<LiveNotifications> {
  const self = randomUUID();
  const hub = createLocalHub(logger);
  const onMessage = (receivedOn: string, payload: string) => {
    if (receivedOn !== channel) return;
    let envelope: { origin?: unknown; message?: unknown };
    try {
      envelope = JSON.parse(payload) as typeof envelope;
    } catch {
      logger.warn('live message from Redis is not JSON');
      return;
    }
    if (envelope.origin === self || !isLiveMessage(envelope.message)) return;
    hub.deliver(envelope.message);
  };
  subscriber.on('message', onMessage);
  await subscriber.subscribe(channel);
  return {
    publish(message) {
      hub.deliver(message);
      publisher.publish(channel, JSON.stringify({ origin: self, message })).catch((error: unknown) => {
        // The notification is stored; the other processes' pages see it on their next read.
        logger.error({ err: error }, 'live message could not be published');
      });
    },
    subscribe: (tenantId, userId, listener, close) => hub.subscribe(tenantId, userId, listener, close),
    streamsOf: (tenantId, userId) => hub.streamsOf(tenantId, userId),
    async close() {
      hub.closeAll();
      subscriber.off('message', onMessage);
      await subscriber.unsubscribe(channel).catch(() => undefined);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Live messages to people's open pages (the notification stream), across processes with Redis. */
    liveNotifications: LiveNotifications;
  }
}

/** Live delivery through the shared state's Redis connections when it has them (REDIS_URL), else in this process. */
export async function openLiveNotifications(
  sharedState: { redis: Redis | undefined; subscriber: Redis | undefined; prefix: string },
  logger: FastifyBaseLogger,
): Promise<LiveNotifications> {
  const { redis, subscriber, prefix } = sharedState;
  if (!redis || !subscriber) return localLiveNotifications(logger);
  return redisLiveNotifications(redis, subscriber, `${prefix}live-notifications`, logger);
}
