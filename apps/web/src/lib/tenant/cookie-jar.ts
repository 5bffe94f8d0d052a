/** Options for writing a cookie; every cookie this app writes is path '/' and secure. */
export interface CookieOptions {
  maxAgeDays?: number;
  path?: string;
  secure?: boolean;
  sameSite?: 'Lax' | 'Strict';
}

/** Reads one cookie value (decoded) from a cookie string, by default `document.cookie`. */
export function readCookie(name: string, cookieString: string = document.cookie): string | undefined {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      // A value someone else wrote without encoding is still worth returning.
      return raw;
    }
  }
  return undefined;
}

/** Writes a cookie; secure and path '/' unless told otherwise (browsers accept Secure on http://localhost). */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  const { maxAgeDays, path = '/', secure = true, sameSite = 'Lax' } = options;
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${path}`, `SameSite=${sameSite}`];
  if (maxAgeDays !== undefined) parts.push(`max-age=${Math.round(maxAgeDays * 24 * 60 * 60)}`);
  if (secure) parts.push('Secure');
  document.cookie = parts.join('; ');
}

/** Removes a cookie written with the same path. */
export function deleteCookie(name: string, path = '/'): void {
  document.cookie = `${name}=; path=${path}; max-age=0; SameSite=Lax; Secure`;
}
