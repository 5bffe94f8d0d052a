import { getRequestContext } from '../../../lib/api/request-context.ts';
import { buildRequestHeaders } from '../../../lib/api/request-headers.ts';
import { getSession } from '../../../lib/api/session-store.ts';
import { createSseParser, type ServerSentEvent } from './sse-parser.ts';

/** Where the signed-in person's live notifications stream from. */
export const notificationStreamPath = '/api/v1/notifications/stream';

/** The first wait before reconnecting after a failure, and the longest. */
const firstDelayMs = 1_000;
const longestDelayMs = 60_000;

/**
 * The wait before the next attempt: doubling per failure up to a minute, each a random share of
 * it ("full jitter"), so a restarted server is not met by every page at the same moment.
 */
export function reconnectDelayMs(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(longestDelayMs, firstDelayMs * 2 ** Math.min(failures, 16));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** What the page hears from the stream. */
export interface NotificationStreamHandlers {
  onEvent: (event: ServerSentEvent) => void;
  /** The stream is open (again): what was missed while it was closed must be read again. */
  onOpen?: () => void;
  /** The server no longer knows the session (401): the stream stops. */
  onUnauthorized?: () => void;
  /** The stream ended or failed; a new attempt follows unless it was stopped. */
  onClose?: () => void;
}

/**
 * Keeps the live notification stream open with the session's headers (fetch, not EventSource,
 * which cannot send them), reconnecting with exponential backoff and jitter after a failure and
 * after the server's `retry:` hint when the server ended it. Returns the function that stops it.
 */
export function connectNotificationStream(
  handlers: NotificationStreamHandlers,
  options: { fetch?: typeof fetch; wait?: (ms: number, signal: AbortSignal) => Promise<void> } = {},
): () => void {
  const controller = new AbortController();
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const wait =
    options.wait ??
    ((ms: number, signal: AbortSignal) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          resolve();
        });
      }));
  let failures = 0;
  let retryMs = firstDelayMs;

  async function openOnce(): Promise<'ended' | 'failed' | 'unauthorized'> {
    let response: Response;
    try {
      response = await doFetch(notificationStreamPath, {
        headers: { ...buildRequestHeaders(getRequestContext(), getSession()), Accept: 'text/event-stream' },
        signal: controller.signal,
        cache: 'no-store',
      });
    } catch {
      return 'failed';
    }
    if (response.status === 401) return 'unauthorized';
    if (!response.ok || !response.body) return 'failed';
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    const parse = createSseParser((event) => {
      if (event.retry !== undefined) retryMs = event.retry;
      if (event.event === 'ready') {
        failures = 0;
        handlers.onOpen?.();
      }
      if (event.data) handlers.onEvent(event);
    });
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return 'ended';
        parse(value);
      }
    } catch {
      return 'failed';
    }
  }

  void (async () => {
    while (!controller.signal.aborted) {
      const outcome = await openOnce();
      if (controller.signal.aborted) return;
      handlers.onClose?.();
      if (outcome === 'unauthorized') {
        handlers.onUnauthorized?.();
        return;
      }
      if (outcome === 'failed') failures += 1;
      const delay = outcome === 'ended' ? retryMs : Math.max(retryMs, reconnectDelayMs(failures));
      await wait(delay, controller.signal);
    }
  })();
  return () => controller.abort();
}
