import { isRouteErrorResponse } from 'react-router';
import { wrongCenterMessage } from '../../lib/api/api-error.ts';

/** The error screens of spec §8. */
export type ErrorKind = 'notAuthorized' | 'forbidden' | 'notFound' | 'wrongCenter' | 'other';

/** An i18n key (namespace 'common') with its interpolation values. */
export interface MessageRef {
  key: string;
  values?: Record<string, string | number>;
}

/** What the error screen shows for one error. */
export interface ErrorDescription {
  kind: ErrorKind;
  statusCode: number | undefined;
  title: MessageRef;
  description: MessageRef;
  /** A second line, e.g. 'Page Not Found: /path'. */
  detail?: MessageRef;
  stack?: string;
}

function statusOf(error: unknown): number | undefined {
  if (isRouteErrorResponse(error)) return error.status;
  if (error !== null && typeof error === 'object') {
    const record = error as { statusCode?: unknown; status?: unknown };
    const status = record.statusCode ?? record.status;
    if (typeof status === 'number' && Number.isInteger(status) && status >= 100 && status <= 999) return status;
  }
  return undefined;
}

function isWrongCenter(error: unknown): boolean {
  return error instanceof Error && error.message.toLowerCase().includes(wrongCenterMessage);
}

function pathOf(error: unknown, fallback: string | undefined): string | undefined {
  if (error !== null && typeof error === 'object' && 'data' in error) {
    const data = (error as { data: unknown }).data;
    if (data !== null && typeof data === 'object' && typeof (data as { path?: unknown }).path === 'string') {
      return (data as { path: string }).path;
    }
  }
  return fallback;
}

/** Maps any thrown value to the texts of spec §8 (status 401, 403, 404, wrong centre, other with or without code). */
export function describeError(error: unknown, options: { path?: string } = {}): ErrorDescription {
  const statusCode = statusOf(error);
  const stack = error instanceof Error ? error.stack : undefined;
  const screen = (kind: Exclude<ErrorKind, 'other'>, extra: Partial<ErrorDescription> = {}): ErrorDescription => ({
    kind,
    statusCode,
    title: { key: `errors.${kind}.title` },
    description: { key: `errors.${kind}.description` },
    stack,
    ...extra,
  });
  if (isWrongCenter(error)) return screen('wrongCenter');
  if (statusCode === 401) return screen('notAuthorized');
  if (statusCode === 403) return screen('forbidden');
  if (statusCode === 404) {
    const path = pathOf(error, options.path);
    return screen('notFound', path ? { detail: { key: 'errors.pageNotFoundPath', values: { path } } } : {});
  }
  return {
    kind: 'other',
    statusCode,
    title:
      statusCode === undefined
        ? { key: 'errors.other.title' }
        : { key: 'errors.other.titleWithCode', values: { code: statusCode } },
    description: { key: 'errors.other.description' },
    stack,
  };
}
