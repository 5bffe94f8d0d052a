import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getAuthStatus, setSession } from '../../../lib/api/session-store.ts';
import { json, polyfillDialog, renderApp, stubApi } from '../../../test/app-test-utils.tsx';
import { buildSession, sessionListDocument, signedOutAnswer } from '../../../test/factories/auth.ts';
import { signedInHandlers } from '../../../test/factories/users.ts';

const sessionsDocument = sessionListDocument([
  buildSession('1', { current: true, impersonated: false }),
  buildSession('2', {
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1',
    browser: 'Safari',
    operatingSystem: 'iOS',
    createdAt: '2025-01-01T10:00:00.000Z',
    lastUsedAt: '2025-01-01T12:00:00.000Z',
    expiresAt: '2025-02-01T10:00:00.000Z',
    current: false,
    impersonated: true,
  }),
]);

const baseHandlers = signedInHandlers();

beforeAll(polyfillDialog);
beforeEach(() => setSession({ accessToken: 'a', client: 'b', uid: 'c' }));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('my devices (/auth/token)', () => {
  it('needs sign-in', async () => {
    clearSession();
    stubApi({});
    const { router } = renderApp('/auth/token');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login-1'));
  });

  it('lists the devices with the this-device and impersonated badges', async () => {
    stubApi({ ...baseHandlers, 'GET /api/v1/sessions': () => json(sessionsDocument) });
    renderApp('/auth/token');
    const table = await screen.findByRole('table', { name: 'Apparaten waarop je bent ingelogd' });
    const firefox = within(table).getByRole('rowheader', { name: /Firefox op Linux/ });
    expect(firefox).toHaveTextContent('Dit apparaat');
    expect(within(table).getByRole('rowheader', { name: /Safari op iOS/ })).toHaveTextContent(
      'Beheerder ingelogd als jou',
    );
  });

  it('signs one device out after confirmation', async () => {
    const calls = stubApi({
      ...baseHandlers,
      'GET /api/v1/sessions': () => json(sessionsDocument),
      'DELETE /api/v1/sessions/2': () => new Response(null, { status: 204 }),
    });
    renderApp('/auth/token');
    await userEvent.click(await screen.findByRole('button', { name: 'Safari op iOS uitloggen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dit apparaat uitloggen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uitloggen' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/v1/sessions/2')).toBe(true),
    );
    expect(getAuthStatus()).toBe('SIGNED_IN');
  });

  it('signs out everywhere after confirmation, forgets the session and goes to /inloggen', async () => {
    const calls = stubApi({
      ...baseHandlers,
      'GET /api/v1/sessions': () => json(sessionsDocument),
      'DELETE /api/v1/sessions': () => new Response(null, { status: 204 }),
    });
    const { router } = renderApp('/auth/token');
    await userEvent.click(await screen.findByRole('button', { name: 'Overal uitloggen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Overal uitloggen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Overal uitloggen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inloggen'));
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/v1/sessions')).toBe(true);
    expect(getAuthStatus()).toBe('SIGNED_OUT');
  });

  it('shows an empty state and an error state', async () => {
    stubApi({ ...baseHandlers, 'GET /api/v1/sessions': () => json(sessionListDocument([])) });
    const first = renderApp('/auth/token');
    expect(await screen.findByRole('heading', { name: 'Geen apparaten gevonden' })).toBeInTheDocument();
    first.unmount();
    stubApi({
      ...baseHandlers,
      'GET /api/v1/sessions': () => json({ errors: [{ status: '500', code: 'x', title: 'Kapot' }] }, 500),
    });
    renderApp('/auth/token');
    expect(await screen.findByText('Je apparaten konden niet worden geladen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });
});

describe('session end', () => {
  it('sends the user to /uitloggen on a 401 for the current user, which signs out', async () => {
    stubApi({
      'GET /api/v1/current_user': () => json({ errors: ['Je moet eerst inloggen.'] }, 401),
      'DELETE /auth/sign_out': () => json(signedOutAnswer()),
    });
    const { router } = renderApp('/signup');
    await waitFor(() => expect(router.state.location.pathname).toBe('/uitloggen'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Je bent uitgelogd' })).toBeInTheDocument();
    expect(getAuthStatus()).toBe('SIGNED_OUT');
    expect(screen.getByRole('link', { name: 'Opnieuw inloggen' })).toHaveAttribute('href', '/inloggen');
  });

  it('shows the no-organisation page with links home and to sign out', async () => {
    clearSession();
    stubApi({});
    renderApp('/auth/no-organization');
    expect(await screen.findByRole('heading', { level: 1, name: 'Geen organisatie' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Uitloggen' })).toHaveAttribute('href', '/uitloggen');
  });
});
