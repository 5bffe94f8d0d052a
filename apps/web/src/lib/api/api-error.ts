import type { ApiErrorObject } from '@volunteerly/contracts/jsonapi';
import i18next from 'i18next';

/** The message of spec §8 for an account registered with another partner. */
export const wrongCenterMessage = 'wrong center';

/** What an ApiError is built from. */
export interface ApiErrorInit {
  statusCode: number;
  statusMessage?: string;
  data?: unknown;
  errors?: ApiErrorObject[];
  fatal?: boolean;
}

/** Keeps a status within 100–999 as spec §8 asks; anything else reads as 200. */
export function normalizeStatusCode(status: number): number {
  return Number.isInteger(status) && status >= 100 && status <= 999 ? status : 200;
}

/** Strips control characters from a status message (spec §8). */
export function sanitizeStatusMessage(message: string): string {
  // eslint-disable-next-line no-control-regex
  return message.replace(/[\u0000-\u001f\u007f]/g, '');
}

function mentionsWrongCenter(errors: ApiErrorObject[], statusMessage: string): boolean {
  // A server that leaves fields out (or sends non-strings) must not break error handling.
  const texts = [statusMessage, ...errors.flatMap((error) => [error.code, error.title, error.detail])].filter(
    (text): text is string => typeof text === 'string',
  );
  return texts.some((text) => text.toLowerCase().replace(/_/g, ' ').includes(wrongCenterMessage));
}

/**
 * A failed API call, shaped as spec §3's error object: message, statusCode,
 * statusMessage, data, fatal, unhandled, plus the errors array of the body.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly statusCode: number;
  readonly statusMessage: string;
  readonly data: unknown;
  readonly errors: ApiErrorObject[];
  readonly fatal: boolean;
  readonly unhandled = false;

  constructor(init: ApiErrorInit) {
    const errors = init.errors ?? [];
    const statusMessage = sanitizeStatusMessage(init.statusMessage ?? '');
    const first = errors[0];
    super(
      mentionsWrongCenter(errors, statusMessage)
        ? wrongCenterMessage
        : (first?.detail ??
            first?.title ??
            (statusMessage || i18next.t('errors.requestFailed', { ns: 'common', status: init.statusCode }))),
    );
    this.statusCode = normalizeStatusCode(init.statusCode);
    this.statusMessage = statusMessage;
    this.data = init.data;
    this.errors = errors;
    this.fatal = init.fatal ?? false;
  }

  /** The first error code of the body, e.g. 'volunteer_center_invalid'. */
  get code(): string | undefined {
    return this.errors[0]?.code;
  }
}

/** True for an ApiError (also across module copies, which `instanceof` would miss). */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError || (error instanceof Error && error.name === 'ApiError' && 'statusCode' in error);
}

/**
 * The API could not be reached (offline, a dropped connection, a blocked request): the browser's own
 * message ('Failed to fetch') is English and says nothing to a volunteer, so this one says what to do,
 * in the interface language (issue 14 §5).
 */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(cause: unknown) {
    super(i18next.t('errors.network', { ns: 'common' }), { cause });
  }
}

/** True for a NetworkError (also across module copies). */
export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof Error && error.name === 'NetworkError';
}
