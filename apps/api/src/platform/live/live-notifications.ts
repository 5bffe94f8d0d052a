import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { InvalidationChannel } from '../shared-state/invalidation-channel.ts';
import {
  createLiveHub,
  watchStreamSessions,
  type LiveHub,
  type LiveMessage,
  type LiveStreamSlot,
  type OpenSessionCheck,
  type StreamLimits,
  type StreamRefusal,
  type StreamSession,
} from './live-streams.ts';

export type { LiveListener, LiveMessage, LiveStreamSlot, StreamSession } from './live-streams.ts';

/**
 * Live delivery to open pages (issue 15): in this process, and through Redis pub/sub to every other
 * API process when REDIS_URL is set. Delivery is best effort: what is published is also stored, and a
 * page that reconnects reads it again. A stream ends with its session (issue 29, hole 10).
 */
export interface LiveNotifications {
  /** Hands a message to every open stream of its person, in every process. */
  publish(message: LiveMessage): void;
  /**
   * Takes a place in this process for a stream of `session`, synchronously: call it before the
   * stream's first await. Answers which limit refuses it when one does.
   */
  reserve(session: StreamSession, limits: StreamLimits): LiveStreamSlot | StreamRefusal;
  /** How many streams one person has open in this process. */
  streamsOf(tenantId: number, userId: number): number;
  /** How many streams are open in this process. */
  openStreams(): number;
  /** Ends every open stream (the app is closing). */
  close(): Promise<void>;
}

/** The calls every transport answers alike from this process's hub. */
function hubCalls(hub: LiveHub): Pick<LiveNotifications, 'reserve' | 'streamsOf' | 'openStreams'> {
  return {
    reserve: (session, limits) => hub.reserve(session, limits),
    streamsOf: (tenantId, userId) => hub.streamsOf(tenantId, userId),
    openStreams: () => hub.openStreams(),
  };
}

/** Live delivery within this one process (no REDIS_URL). */
export function localLiveNotifications(hub: LiveHub): LiveNotifications {
  return {
    publish: (message) => hub.deliver(message),
    ...hubCalls(hub),
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
  hub: LiveHub,
  connections: { publisher: Redis; subscriber: Redis; channel: string },
  logger: FastifyBaseLogger,
): Promise<LiveNotifications> {
  const { publisher, subscriber, channel } = connections;
  const self = randomUUID();
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
    ...hubCalls(hub),
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

/**
 * Live delivery through the shared state's Redis connections when it has them (REDIS_URL), else in
 * this process. Whenever sessions may have changed (the shared state's session invalidations: after
 * every write, here or in another process) the open streams' sessions are checked with
 * `openSessions`, and the streams of ended sessions closed.
 */
export async function openLiveNotifications(
  sharedState: {
    redis: Redis | undefined;
    subscriber: Redis | undefined;
    prefix: string;
    sessionInvalidations: InvalidationChannel;
  },
  openSessions: OpenSessionCheck,
  logger: FastifyBaseLogger,
): Promise<LiveNotifications> {
  const { redis, subscriber, prefix } = sharedState;
  const hub = createLiveHub(logger);
  const live =
    redis && subscriber
      ? await redisLiveNotifications(
          hub,
          { publisher: redis, subscriber, channel: `${prefix}live-notifications` },
          logger,
        )
      : localLiveNotifications(hub);
  const sessions = watchStreamSessions(hub, openSessions, logger);
  sharedState.sessionInvalidations.listen(() => sessions.sessionsMayHaveChanged(), { ownAnnouncements: true });
  return {
    ...live,
    async close() {
      sessions.stop();
      await live.close();
    },
  };
}
