import { useSyncExternalStore } from 'react';

/** The three session values of spec §3 (devise_token_auth headers). */
export interface Session {
  accessToken: string;
  client: string;
  uid: string;
}

/** Spec §4: SIGNED_IN when access-token, client and uid all exist. */
export type AuthStatus = 'SIGNED_IN' | 'SIGNED_OUT';

const storageKey = 'volunteerly.session';
const listeners = new Set<() => void>();
let current: Partial<Session> = load();

function load(): Partial<Session> {
  try {
    const raw = window.localStorage.getItem(storageKey);
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

function persist(): void {
  try {
    window.localStorage.setItem(storageKey, JSON.stringify(current));
  } catch {
    // See load(): memory-only is acceptable.
  }
}

/** The stored session values; any of them may be missing. */
export function getSession(): Partial<Session> {
  return current;
}

/** SIGNED_IN when all three session values exist. */
export function getAuthStatus(session: Partial<Session> = current): AuthStatus {
  return session.accessToken && session.client && session.uid ? 'SIGNED_IN' : 'SIGNED_OUT';
}

/** Stores new session values (after sign-in, or when the API rotates them). */
export function setSession(values: Partial<Session>): void {
  current = { ...current, ...values };
  persist();
  listeners.forEach((listener) => listener());
}

/** Forgets the session (sign-out). */
export function clearSession(): void {
  current = {};
  persist();
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const signedOutOnServer = (): AuthStatus => 'SIGNED_OUT';

/** The auth status, re-rendering when the session changes. */
export function useAuthStatus(): AuthStatus {
  // The server never knows the session (it lives in this browser), so its HTML is signed out.
  return useSyncExternalStore(subscribe, () => getAuthStatus(), signedOutOnServer);
}
