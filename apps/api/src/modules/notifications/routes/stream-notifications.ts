import type { FastifyRequest } from 'fastify';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { mediaResponse, responses } from '../../../platform/http/response-contract.ts';
import { localeFromAcceptLanguage } from '../../../platform/i18n/api-messages.ts';
import type { LiveMessage } from '../../../platform/live/live-notifications.ts';
import { liveRetryMs, reserveNotificationStream, streamOpensPerMinute } from '../notification-streams.service.ts';
import { liveMessageIn } from '../notifications.presenter.ts';
import { unreadNotificationCount } from '../notifications.service.ts';

/** A comment line every 25 s keeps proxies from closing a quiet stream. */
export const liveHeartbeatMs = 25_000;

/** The rate limit's key: the signed-in person (over all their devices), else the address. */
function streamOpenerKey(request: FastifyRequest): string {
  const user = request.currentUser;
  return user ? `notification-stream:${user.tenantId}:${user.id}` : `notification-stream:${request.ip}`;
}

function event(type: string, data: Record<string, unknown>): string {
  return `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * GET /api/v1/notifications/stream: Server-Sent Events for the signed-in person, authenticated
 * with the usual session headers (the web reads it with fetch). Opens with `retry:` and a `ready`
 * event carrying the unread count; then `notification` (a new one) and `unread_count` (read state
 * changed elsewhere) events, and a heartbeat comment every 25 s. The server ends the stream after
 * LIVE_STREAM_SECONDS, and the page reconnects (signed in again); it ends it sooner when its session
 * ends (sign-out, a password reset, the person blocked…), in whichever process that happens. At most
 * ten open streams per person (429) and LIVE_STREAMS_PER_PROCESS in all (503) per process, and 120
 * opened a minute per person (429).
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
      // After authentication (preHandler), so the key is the person rather than the address.
      config: {
        rateLimit: { max: streamOpensPerMinute, timeWindow: 60_000, hook: 'preHandler', keyGenerator: streamOpenerKey },
      },
    },
    async function handleStreamNotifications(request, reply) {
      const actor = requireSignedIn(request);
      // A new notification's line goes out in the language the page reads in (issue 31 §5).
      const locale = localeFromAcceptLanguage(request.headers['accept-language']);
      // Before any await: the place is taken now, and given back exactly once when the stream ends.
      const slot = reserveNotificationStream(app.liveNotifications, actor, app.config.liveStreamsPerProcess);
      let unreadCount: number;
      try {
        unreadCount = await unreadNotificationCount(app.database, actor);
      } catch (error) {
        slot.release();
        throw error;
      }
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
      slot.attach(
        (message: LiveMessage) => {
          if (!ended) raw.write(event(message.type, liveMessageIn(message, locale)));
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
        slot.release();
        raw.end();
      }
      raw.on('close', finish);
      // A write to a connection that just went away: the stream ends, the process goes on.
      raw.on('error', finish);
      if (app.config.liveStreamMs === 0) finish();
    },
  );
}
