/** One Server-Sent Event: its name (default `message`) and data; `retry` when the server set one. */
export interface ServerSentEvent {
  event: string;
  data: string;
  retry?: number;
}

/**
 * Parses a Server-Sent Events stream as its chunks arrive (the parts of the format the API sends:
 * `event:`, `data:`, `retry:` and `:` comments), calling `onEvent` for each complete event.
 */
export function createSseParser(onEvent: (event: ServerSentEvent) => void) {
  let buffer = '';
  return (chunk: string) => {
    buffer += chunk.replace(/\r\n?/g, '\n');
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event: ServerSentEvent = { event: 'message', data: '' };
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line === '' || line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event.event = value;
        else if (field === 'data') data.push(value);
        else if (field === 'retry' && /^\d+$/.test(value)) event.retry = Number(value);
      }
      event.data = data.join('\n');
      if (data.length > 0 || event.retry !== undefined) onEvent(event);
      end = buffer.indexOf('\n\n');
    }
  };
}
