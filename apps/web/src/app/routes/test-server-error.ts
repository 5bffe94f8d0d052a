import type { LoaderFunctionArgs } from 'react-router';
import { RouteError } from './route-error.ts';

/** The status the page fails with: `?status=`, when it is a real HTTP status, else 500. */
export function requestedErrorStatus(url: URL): number {
  const status = Number(url.searchParams.get('status'));
  return Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
}

/**
 * /test/server-error (spec §2's developer pages): fails the way a page fails
 * when its data cannot load, so the error screens can be seen and tested.
 */
export function testServerErrorLoader({ request }: LoaderFunctionArgs): never {
  const url = new URL(request.url);
  const statusCode = requestedErrorStatus(url);
  throw new RouteError({ statusCode, statusMessage: `Test error ${statusCode}`, path: url.pathname });
}
