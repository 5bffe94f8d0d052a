import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { ApiError } from '../../../platform/http/api-error.ts';
import { mediaResponse, responses } from '../../../platform/http/response-contract.ts';
import type { LiveMessage } from '../../../platform/live/live-notifications.ts';
import { unreadNotificationCount } from '../notifications.service.ts';

/** A comment line every 25 s keeps proxies from closing a quiet stream. */
export const liveHeartbeatMs = 25_000;
/** The reconnection delay the stream suggests (the web adds backoff and jitter on failures). */
export const liveRetryMs = 5_000;
/** Open streams one person may have in one process (tabs and devices). */
const maximumStreamsPerPerson = 10;

function event(type: string, data: Record<string, unknown>): string {
  return `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * GET /api/v1/notifications/stream: Server-Sent Events for the signed-in person, authenticated
 * with the usual session headers (the web reads it with fetch). Opens with `retry:` and a `ready`
 * event carrying the unread count; then `notification` (a new one) and `unread_count` (read state
 * changed elsewhere) events, and a heartbeat comment every 25 s. The server ends the stream after
 * LIVE_STREAM_SECONDS, and the page reconnects (signed in again).
 */
export function registerStreamNotifications(app: AppInstance): void {
  app.get(
    '/api/v1/notifications/stream',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Receive my notifications live (Server-Sent Events)',
        response: responses({
          200: mediaResponse('Server-Sent Events: ready, notification, unread_count', ['text/event-stream']),
        }),
      },
    },
    async function handleStreamNotifications(request, reply) {
      const actor = requireSignedIn(request);
      const live = app.liveNotifications;
      if (live.streamsOf(actor.tenantId, actor.id) >= maximumStreamsPerPerson) {
        throw new ApiError({
          statusCode: 429,
          code: 'too_many_streams',
          titleKey: 'notifications.errors.too_many_streams',
          headers: { 'retry-after': String(liveRetryMs / 1000) },
        });
      }
      const unreadCount = await unreadNotificationCount(app.database, actor);
      reply.hijack();
      const raw = reply.raw;
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) raw.setHeader(name, value);
      }
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // nginx and similar proxies must pass each event on at once.
        'x-accel-buffering': 'no',
        // The connection served only this stream: closed with it, never kept idle for reuse.
        connection: 'close',
      });
      raw.write(`retry: ${liveRetryMs}\n\n`);
      raw.write(event('ready', { unread_count: unreadCount }));

      let ended = false;
      const unsubscribe = live.subscribe(
        actor.tenantId,
        actor.id,
        (message: LiveMessage) => {
          if (!ended) raw.write(event(message.type, message.data));
        },
        () => finish(),
      );
      const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), liveHeartbeatMs);
      const lifetime = setTimeout(() => finish(), app.config.liveStreamMs);
      function finish(): void {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        unsubscribe();
        raw.end();
      }
      raw.on('close', finish);
      // A write to a connection that just went away: the stream ends, the process goes on.
      raw.on('error', finish);
      if (app.config.liveStreamMs === 0) finish();
    },
  );
}
