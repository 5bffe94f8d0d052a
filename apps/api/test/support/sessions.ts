import type { TestApp } from './test-app.ts';
import { tenantHeaders } from './test-app.ts';
import { factoryPassword } from '../../src/factories/user-factory.ts';

/** The three session headers a signed-in client sends. */
export type SessionHeaders = {
  'access-token': string;
  client: string;
  uid: string;
};

/** Signs in through the API and returns the session headers (throws when sign-in fails). */
export async function signIn(
  testApp: TestApp,
  tenantKey: string,
  email: string,
  password = factoryPassword,
): Promise<SessionHeaders> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/auth/sign_in',
    headers: tenantHeaders(tenantKey),
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed (${response.statusCode}): ${response.body}`);
  return {
    'access-token': String(response.headers['access-token']),
    client: String(response.headers['client']),
    uid: String(response.headers['uid']),
  };
}

/** Tenant headers plus a session's headers. */
export function signedInHeaders(tenantKey: string, session: SessionHeaders, extra: Record<string, string> = {}) {
  return tenantHeaders(tenantKey, { ...session, ...extra });
}
