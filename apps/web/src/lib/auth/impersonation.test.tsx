import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp, stubApi } from '../../test/app-test-utils.tsx';
import { signedOutAnswer } from '../../test/factories/auth.ts';
import { buildUser, currentUserDocument, signedInHandlers, userDocument } from '../../test/factories/users.ts';
import { clearSession, getSession, setSession } from '../api/session-store.ts';
import { getImpersonatorSession, impersonatorSessionKey, startImpersonation } from './impersonation.ts';

const own = { accessToken: 'own-token', client: 'own-client', uid: 'admin@example.org' };
const other = { 'access-token': 'imp-token', client: 'imp-client', uid: 'anna@example.org' };

afterEach(() => {
  clearSession();
  window.localStorage.removeItem(impersonatorSessionKey);
  vi.unstubAllGlobals();
});

describe('startImpersonation', () => {
  it('keeps the own session aside, switches to the new one and reloads the current user', async () => {
    setSession(own);
    const calls = stubApi({
      'POST /api/v1/sign_in_as_user': () => json(userDocument(buildUser({ id: '42' })), 200, other),
      'GET /api/v1/current_user': () =>
        json(currentUserDocument({ impersonatedBy: { id: '1', fullName: 'Beheerder' } })),
    });
    const queryClient = new QueryClient();
    await startImpersonation(queryClient, '42');

    expect(calls[0]?.body).toEqual({ user_id: '42' });
    expect(calls[0]?.headers['access-token']).toBe('own-token');
    expect(getImpersonatorSession()).toEqual(own);
    expect(getSession()).toEqual({ accessToken: 'imp-token', client: 'imp-client', uid: 'anna@example.org' });
    expect(calls[1]?.headers['access-token']).toBe('imp-token');
    expect(queryClient.getQueryData(['current-user'])).toMatchObject({
      fullName: 'Anna de Vries',
      meta: { impersonatedBy: { fullName: 'Beheerder' } },
    });
  });
});

describe('the impersonation banner', () => {
  it('shows who you are signed in as and returns to your own account in one click', async () => {
    setSession({ accessToken: 'imp-token', client: 'imp-client', uid: 'anna@example.org' });
    window.localStorage.setItem(impersonatorSessionKey, JSON.stringify(own));
    const calls = stubApi({
      ...signedInHandlers(),
      'GET /api/v1/current_user': (call) =>
        call.headers['access-token'] === 'imp-token'
          ? json(currentUserDocument({ impersonatedBy: { id: '1', fullName: 'Beheerder' } }))
          : json(currentUserDocument()),
      'DELETE /auth/sign_out': () => json(signedOutAnswer()),
    });
    const { router } = renderApp('/signup/success', [{ path: '/users', element: <h1>Gebruikers</h1> }]);

    expect(await screen.findByText('Je bent ingelogd als Anna de Vries')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Terug naar je eigen account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    const signOutCall = calls.find((call) => call.method === 'DELETE' && call.path === '/auth/sign_out');
    expect(signOutCall?.headers['access-token']).toBe('imp-token');
    expect(getSession()).toEqual(own);
    expect(getImpersonatorSession()).toBeUndefined();
    await waitFor(() => expect(screen.queryByText(/Je bent ingelogd als/)).toBeNull());
  });
});
