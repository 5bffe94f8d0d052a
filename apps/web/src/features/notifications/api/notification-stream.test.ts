import { describe, expect, it } from 'vitest';
import { connectNotificationStream, reconnectDelayMs } from './notification-stream.ts';
import { createSseParser, type ServerSentEvent } from './sse-parser.ts';

describe('the Server-Sent Events parser', () => {
  it('reads events split across chunks, ignores comments and keeps the retry hint', () => {
    const events: ServerSentEvent[] = [];
    const parse = createSseParser((event) => events.push(event));
    parse('retry: 5000\n\nevent: rea');
    parse('dy\ndata: {"unread_count":2}\n\n: heartbeat\n\n');
    parse('event: notification\r\ndata: {"id":"1",\r\ndata: "text":"x"}\r\n\r\n');
    expect(events).toEqual([
      { event: 'message', data: '', retry: 5000 },
      { event: 'ready', data: '{"unread_count":2}' },
      { event: 'notification', data: '{"id":"1",\n"text":"x"}' },
    ]);
  });
});

describe('the reconnection delay', () => {
  it('doubles per failure up to a minute, with jitter in the upper half', () => {
    expect(reconnectDelayMs(0, () => 0)).toBe(500);
    expect(reconnectDelayMs(0, () => 1)).toBe(1000);
    expect(reconnectDelayMs(3, () => 1)).toBe(8000);
    expect(reconnectDelayMs(30, () => 1)).toBe(60_000);
    expect(reconnectDelayMs(30, () => 0)).toBe(30_000);
  });
});

describe('the notification stream', () => {
  it('reconnects after a failure and after the stream ends, and stops on 401', async () => {
    const waits: number[] = [];
    const answers = [
      () => Promise.reject(new TypeError('network down')),
      () => Promise.resolve(new Response('', { status: 503 })),
      () =>
        Promise.resolve(
          new Response('retry: 7000\n\nevent: ready\ndata: {"unread_count":4}\n\n', {
            headers: { 'Content-Type': 'text/event-stream' },
          }),
        ),
      () => Promise.resolve(new Response('', { status: 401 })),
    ];
    const heard: string[] = [];
    let opened = 0;
    await new Promise<void>((resolve) => {
      connectNotificationStream(
        {
          onEvent: (event) => heard.push(`${event.event} ${event.data}`),
          onOpen: () => (opened += 1),
          onUnauthorized: resolve,
        },
        {
          fetch: () => answers.shift()!(),
          wait: async (ms) => {
            waits.push(ms);
          },
        },
      );
    });
    expect(heard).toEqual(['ready {"unread_count":4}']);
    expect(opened).toBe(1);
    // Two failures back off (at least the first delay), the ended stream waits the server's hint.
    expect(waits).toHaveLength(3);
    expect(waits[0]).toBeGreaterThanOrEqual(1000);
    expect(waits[1]).toBeGreaterThanOrEqual(1000);
    expect(waits[2]).toBe(7000);
  });
});
