/**
 * A start-up failure the operator can fix. Its message is one English line that
 * names the setting and says what to do, e.g.
 * "DATA_DIR /srv/data is not writable: choose a directory this user can write, or fix its permissions."
 */
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StartupError';
  }
}

/** What a thrown value says, even when it is not an Error (PGlite throws plain `{ name, errno }` objects). */
export function describeThrown(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'object' && error !== null) {
    const fields = error as Record<string, unknown>;
    if (typeof fields.message === 'string' && fields.message) return fields.message;
    const parts = [fields.name, fields.code, fields.errno].filter(
      (part) => typeof part === 'string' || typeof part === 'number',
    );
    if (parts.length > 0) return parts.join(' ');
    try {
      return JSON.stringify(error);
    } catch {
      return 'an unknown error';
    }
  }
  return String(error);
}

/**
 * The single line a failed start prints: the operator's message for a StartupError,
 * otherwise the error's own message with a pointer to DEBUG. Never more than one line.
 */
export function startupFailureLine(error: unknown): string {
  const reason =
    error instanceof StartupError ? error.message : `${describeThrown(error)} (set DEBUG=1 to see the details)`;
  return `Volunteerly could not start: ${reason.replace(/\s+/g, ' ').trim()}`;
}

/** The stack and causes of a failure, printed only when DEBUG is set. */
export function startupFailureDetails(error: unknown): string {
  const lines: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && depth < 5; depth += 1) {
    lines.push(current instanceof Error ? (current.stack ?? current.message) : describeThrown(current));
    current = current instanceof Error ? current.cause : undefined;
    if (current !== undefined) lines.push('Caused by:');
  }
  return lines.join('\n');
}
