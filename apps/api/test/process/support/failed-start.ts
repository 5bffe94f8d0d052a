import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildOptions } from './child-process.ts';
import { startServer } from './served-app.ts';

// What the start-up failure tests share: each case starts the real server as `npm start` does.

/** A new empty directory under the system's temporary directory. */
export function freshDirectory(): string {
  return mkdtempSync(path.join(tmpdir(), 'volunteerly-start-'));
}

/** Starts the server, waits for it to give up, and returns its exit and its non-empty output lines. */
export async function failedStart(dataDir: string, environment: NodeJS.ProcessEnv = {}, options: ChildOptions = {}) {
  const server = startServer(dataDir, environment, options);
  const exit = await server.exited;
  return { ...exit, lines: server.lines.filter((line) => line.trim() !== '') };
}

/** A TCP server that takes connections and never says a word. */
export async function silentServer(): Promise<{ port: number; server: Server; sockets: Socket[] }> {
  const sockets: Socket[] = [];
  const server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, server, sockets };
}
