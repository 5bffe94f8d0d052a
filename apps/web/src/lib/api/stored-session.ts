/** The three session values of spec §3 (devise_token_auth headers). */
export interface Session {
  accessToken: string;
  client: string;
  uid: string;
}

/** Spec §4: SIGNED_IN when access-token, client and uid all exist. */
export type AuthStatus = 'SIGNED_IN' | 'SIGNED_OUT';

/** Where the session is kept (decision 005). */
export const sessionStorageKey = 'volunteerly.session';

/**
 * The session as stored in localStorage; any value may be missing. Kept free of imports: the
 * app's entry reads it before any library has loaded.
 */
export function readStoredSession(): Partial<Session> {
  try {
    const raw = window.localStorage.getItem(sessionStorageKey);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed === null || typeof parsed !== 'object') return {};
    const record = parsed as Record<string, unknown>;
    const pick = (key: keyof Session) => (typeof record[key] === 'string' ? record[key] : undefined);
    return { accessToken: pick('accessToken'), client: pick('client'), uid: pick('uid') };
  } catch {
    // Storage can be blocked (private mode, policies); the session then lives in memory only.
    return {};
  }
}

/** SIGNED_IN when all three session values exist. */
export function authStatusOf(session: Partial<Session>): AuthStatus {
  return session.accessToken && session.client && session.uid ? 'SIGNED_IN' : 'SIGNED_OUT';
}
