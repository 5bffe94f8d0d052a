import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, getAuthStatus, getSession, setSession } from './session-store.ts';

afterEach(() => clearSession());

describe('session store', () => {
  it('is SIGNED_IN only when access-token, client and uid all exist', () => {
    expect(getAuthStatus()).toBe('SIGNED_OUT');
    setSession({ accessToken: 'a', client: 'b' });
    expect(getAuthStatus()).toBe('SIGNED_OUT');
    setSession({ uid: 'c' });
    expect(getAuthStatus()).toBe('SIGNED_IN');
    expect(getSession()).toEqual({ accessToken: 'a', client: 'b', uid: 'c' });
  });

  it('is SIGNED_OUT after clearing', () => {
    setSession({ accessToken: 'a', client: 'b', uid: 'c' });
    clearSession();
    expect(getAuthStatus()).toBe('SIGNED_OUT');
  });
});
