import type { SignedInUser } from '../../platform/auth/authentication.ts';
import type { LiveNotifications, LiveStreamSlot } from '../../platform/live/live-notifications.ts';
import { streamRefused } from './notifications.errors.ts';

/** Open streams one person may have in one process (tabs and devices). */
export const streamsPerPerson = 10;

/**
 * Streams one person may open a minute (429 with Retry-After beyond): ten tabs reconnecting every
 * few minutes, with backoff after failures, stay far below; a client opening and dropping streams in
 * a loop does not.
 */
export const streamOpensPerMinute = 120;

/** The reconnection delay the stream suggests, and the wait a refused stream is told (the web adds backoff and jitter). */
export const liveRetryMs = 5_000;

/**
 * Takes a place in this process for the actor's notification stream, named by their session (so the
 * stream ends with it), synchronously: called before the handler's first await, a hundred streams
 * opened at once by one person give exactly ten. Refuses with 429 past the person's ten, 503 past
 * LIVE_STREAMS_PER_PROCESS; both with Retry-After.
 */
export function reserveNotificationStream(
  live: LiveNotifications,
  actor: SignedInUser,
  streamsPerProcess: number,
): LiveStreamSlot {
  const slot = live.reserve(
    { tenantId: actor.tenantId, userId: actor.id, client: actor.client },
    { perPerson: streamsPerPerson, perProcess: streamsPerProcess },
  );
  if (slot === 'person_limit')
    throw streamRefused(429, 'too_many_streams', 'notifications.errors.too_many_streams', liveRetryMs);
  if (slot === 'process_limit')
    throw streamRefused(503, 'streams_unavailable', 'notifications.errors.streams_unavailable', liveRetryMs);
  return slot;
}
