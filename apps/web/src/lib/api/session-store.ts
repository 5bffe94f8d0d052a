import { useSyncExternalStore } from 'react';
import { authStatusOf, readStoredSession, sessionStorageKey, type AuthStatus, type Session } from './stored-session.ts';

export type { AuthStatus, Session } from './stored-session.ts';

const listeners = new Set<() => void>();
let current: Partial<Session> = readStoredSession();

function persist(): void {
  try {
    window.localStorage.setItem(sessionStorageKey, JSON.stringify(current));
  } catch {
    // See readStoredSession(): memory-only is acceptable.
  }
}

/** The stored session values; any of them may be missing. */
export function getSession(): Partial<Session> {
  return current;
}

/** SIGNED_IN when all three session values exist. */
export function getAuthStatus(session: Partial<Session> = current): AuthStatus {
  return authStatusOf(session);
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
