import { createServer } from 'node:net';
import { StartupError } from './startup-error.ts';

/** One line for a port the server cannot listen on, naming PORT or HOST. */
export function describeListenFailure(error: unknown, port: number, host: string): unknown {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (code === 'EADDRINUSE') {
    return new StartupError(
      `PORT ${port} is already in use on ${host}: stop the program that uses it, or set PORT to a free port.`,
      { cause: error },
    );
  }
  if (code === 'EACCES') {
    return new StartupError(
      `PORT ${port} needs administrator rights on this system: set PORT to a number above 1023, or allow this user to bind it.`,
      { cause: error },
    );
  }
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return new StartupError(
      `HOST ${host} is not an address of this machine: set HOST to 0.0.0.0 (every address), 127.0.0.1 or one of its own addresses.`,
      { cause: error },
    );
  }
  return error;
}

/**
 * Fails fast when the port cannot be listened on, before the slow database work
 * (migrations, demo data) starts. The listener is closed again at once: the app
 * listens only when it can answer (decision 011). Port 0 (any free port) always works.
 */
export async function ensurePortIsFree(port: number, host: string): Promise<void> {
  if (port === 0) return;
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', (error) => reject(describeListenFailure(error, port, host)));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}
