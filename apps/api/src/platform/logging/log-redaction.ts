import type { FastifyLoggerOptions, FastifyRequest } from 'fastify';

/**
 * Log lines never carry secrets or personal data (issue 10, hole 7): a failed insert into users
 * logged its parameters, Argon2 hash and e-mail address included. Three layers: query
 * parameters and database `detail` never reach a log line; e-mail addresses, password hashes
 * and tokens are masked in every error message and stack; and these paths are redacted
 * wherever a caller logs an object that has them.
 */
export const redactedLogPaths = [
  'password',
  'token',
  'email',
  '*.password',
  '*.password_confirmation',
  '*.current_password',
  '*.encrypted_password',
  '*.encryptedPassword',
  '*.token',
  '*.email',
  '*.uid',
  '*.params',
  'req.headers["access-token"]',
  'req.headers.uid',
  'req.headers.client',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["access-token"]',
  'res.headers.uid',
  'res.headers["set-cookie"]',
];

const censor = '[redacted]';
const emailAddress = /[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+\.[^\s<>()[\]"',;:]+/g;
const passwordHash = /\$argon2(?:id|i|d)\$[^\s"',]+/g;
const longSecret = /\b[A-Za-z0-9_-]{32,}\b/g;
const drizzleParameters = /\nparams:[\s\S]*$/;
const sensitiveParameterName = /token|password|email|uid|secret|key|code/i;

/** A text with e-mail addresses, password hashes and token-like values masked. */
export function maskSecrets(text: string): string {
  return text.replace(passwordHash, censor).replace(emailAddress, censor).replace(longSecret, censor);
}

// Fields of database and HTTP errors that say what went wrong without carrying values.
const safeErrorFields = ['code', 'statusCode', 'constraint', 'table', 'column', 'schema', 'routine', 'severity'];

/** What a logged error holds. */
interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/** An error as it may be logged: type, masked message and stack, safe fields, the SQL text without values, its cause. */
export function serializeErrorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: maskSecrets(String(error)), stack: '' };
  const fields = error as unknown as Record<string, unknown>;
  const message = maskSecrets(error.message.replace(drizzleParameters, `\nparams: ${censor}`));
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const serialized: LoggedError = {
    type: error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  for (const field of safeErrorFields) {
    if (fields[field] !== undefined) serialized[field] = fields[field];
  }
  // Drizzle's query errors carry the SQL (placeholders, no values) and the values apart: keep only the SQL.
  if (typeof fields.query === 'string') serialized.query = maskSecrets(fields.query);
  if (error.cause !== undefined && depth < 3) serialized.cause = serializeErrorForLog(error.cause, depth + 1);
  return serialized;
}

/** A request URL with the values of sensitive query parameters (tokens, e-mail, passwords) masked. */
export function maskUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const [name = '', value] = pair.split('=', 2);
      if (value === undefined) return pair;
      return sensitiveParameterName.test(decodeURIComponentSafely(name)) ? `${name}=${censor}` : pair;
    })
    .join('&');
  return maskSecrets(`${url.slice(0, queryStart)}?${query}`);
}

function decodeURIComponentSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The logger options every process uses: level, redaction and the serializers above. */
export function loggerOptions(level: string): FastifyLoggerOptions & { redact: { paths: string[]; censor: string } } {
  return {
    level,
    redact: { paths: redactedLogPaths, censor },
    serializers: {
      err: (error: unknown) => serializeErrorForLog(error),
      req(request: FastifyRequest) {
        return {
          id: request.id,
          method: request.method,
          url: maskUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        };
      },
    },
  };
}
