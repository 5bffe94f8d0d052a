const dangerousProtocols = ['javascript:', 'data:', 'vbscript:'];

/** Thrown when code tries to navigate somewhere the app must never go by itself. */
export class UnsafeNavigationError extends Error {
  override readonly name = 'UnsafeNavigationError';
}

/**
 * Turns a navigation target into an in-app path (path + search + hash).
 * Throws on dangerous protocols (javascript:, data:, vbscript:) and on any URL
 * that leaves the current origin, including protocol-relative '//host' forms.
 */
export function toSafeInternalPath(target: string, currentOrigin: string = window.location.origin): string {
  // Parse as browsers do (leading/trailing controls and spaces dropped, tabs and newlines removed
  // anywhere), since 'java\tscript:' is how such URLs get past naive checks.
  // eslint-disable-next-line no-control-regex
  const cleaned = target.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  const lowered = cleaned.toLowerCase();
  if (dangerousProtocols.some((protocol) => lowered.startsWith(protocol))) {
    throw new UnsafeNavigationError(`Refusing to navigate to a dangerous URL: ${target}`);
  }
  let url: URL;
  try {
    url = new URL(cleaned || '/', currentOrigin);
  } catch {
    throw new UnsafeNavigationError(`Refusing to navigate to an invalid URL: ${target}`);
  }
  if (dangerousProtocols.includes(url.protocol)) {
    throw new UnsafeNavigationError(`Refusing to navigate to a dangerous URL: ${target}`);
  }
  if (url.origin !== new URL(currentOrigin).origin) {
    throw new UnsafeNavigationError(`Refusing to navigate to an external URL: ${target}`);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
