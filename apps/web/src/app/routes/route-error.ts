/** A route-level failure shaped as spec §3's error object (message, statusCode, statusMessage, data, fatal). */
export class RouteError extends Error {
  override readonly name = 'RouteError';
  readonly statusCode: number;
  readonly statusMessage: string;
  readonly data: { path: string };
  readonly fatal: boolean;
  readonly unhandled = false;

  constructor(init: { statusCode: number; statusMessage: string; path: string; fatal?: boolean }) {
    super(init.statusMessage);
    this.statusCode = init.statusCode;
    this.statusMessage = init.statusMessage;
    this.data = { path: init.path };
    this.fatal = init.fatal ?? false;
  }
}

/** The fatal 404 of spec §2 for a path that fails validation or matches nothing. */
export function pageNotFoundError(path: string): RouteError {
  return new RouteError({ statusCode: 404, statusMessage: `Page Not Found: ${path}`, path, fatal: true });
}

/** The 403 of spec §8 for a page the signed-in user's role cannot use. */
export function accessForbiddenError(path: string): RouteError {
  return new RouteError({ statusCode: 403, statusMessage: `Access Forbidden: ${path}`, path });
}
