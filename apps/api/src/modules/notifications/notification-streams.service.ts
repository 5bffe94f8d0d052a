import type { SignedInUser } from '../../platform/auth/authentication.ts';
import { ApiError } from '../../platform/http/api-error.ts';
import type { LiveNotifications, LiveStreamSlot } from '../../platform/live/live-notifications.ts';
// Registers the module's texts (a type-only import would not load them).
import type { NotificationsMessageKey } from './notifications.messages.ts';

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

function refusal(statusCode: 429 | 503, code: string, titleKey: NotificationsMessageKey): ApiError {
  return new ApiError({ statusCode, code, titleKey, headers: { 'retry-after': String(liveRetryMs / 1000) } });
}

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
  if (slot === 'person_limit') throw refusal(429, 'too_many_streams', 'notifications.errors.too_many_streams');
  if (slot === 'process_limit') throw refusal(503, 'streams_unavailable', 'notifications.errors.streams_unavailable');
  return slot;
}
