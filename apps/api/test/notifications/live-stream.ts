import type { AppInstance } from '../../src/platform/http/app-instance.ts';
import type { LiveMessage } from '../../src/platform/live/live-notifications.ts';

/**
 * Listens to one person's live messages in an app as an open stream would (a place of its own,
 * for a test device session); returns the stop.
 */
export function listenLive(
  app: AppInstance,
  person: { tenantId: number; userId: number },
  onMessage: (message: LiveMessage) => void,
): () => void {
  const slot = app.liveNotifications.reserve(
    { ...person, client: 'test-listener' },
    { perPerson: 100, perProcess: 100 },
  );
  if (typeof slot === 'string') throw new Error(`no place to listen: ${slot}`);
  slot.attach(onMessage, () => {});
  return () => slot.release();
}

/** One Server-Sent Event as the test reads it. */
export interface StreamEvent {
  event: string;
  data: string;
  retry?: number;
  comment?: string;
}

/** Reads a Server-Sent Events body as it arrives; `next` waits for the next event matching a test. */
export function readEvents(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const events: StreamEvent[] = [];
  let buffer = '';
  let done = false;
  const waiters: (() => void)[] = [];
  void (async () => {
    try {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        buffer += decoder.decode(chunk.value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const parsed: StreamEvent = { event: 'message', data: '' };
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) parsed.comment = line.slice(1).trim();
            else if (line.startsWith('event: ')) parsed.event = line.slice(7);
            else if (line.startsWith('data: ')) parsed.data += line.slice(6);
            else if (line.startsWith('retry: ')) parsed.retry = Number(line.slice(7));
          }
          events.push(parsed);
          end = buffer.indexOf('\n\n');
        }
        for (const wake of waiters.splice(0)) wake();
      }
    } catch {
      // The stream was cancelled.
    } finally {
      done = true;
      for (const wake of waiters.splice(0)) wake();
    }
  })();
  return {
    events,
    async next(matches: (event: StreamEvent) => boolean, timeoutMs = 5000): Promise<StreamEvent> {
      const deadline = Date.now() + timeoutMs;
      let seen = 0;
      for (;;) {
        const found = events.slice(seen).find(matches);
        if (found) {
          events.splice(events.indexOf(found), 1);
          return found;
        }
        seen = 0;
        if (done) throw new Error('the stream ended');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    cancel: () => reader.cancel().catch(() => undefined),
  };
}
