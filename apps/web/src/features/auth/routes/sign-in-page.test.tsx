import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession } from '../../../lib/api/session-store.ts';
import { json, renderApp, stubApi } from '../../../test/app-test-utils.tsx';
import { signedInDocument } from '../../../test/factories/auth.ts';
import { signedInHandlers } from '../../../test/factories/users.ts';
import { safeRedirectTarget } from './sign-in-page.tsx';

const sessionHeaders = { 'access-token': 'token-1', client: 'client-1', uid: 'anna@example.org' };
const targetPage = { path: '/test/doel', element: <h1>Doelpagina</h1> };

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

// The toaster has its own (empty) alert region; find the page's by its title.
async function findAlert(title: string): Promise<HTMLElement> {
  const alerts = await screen.findAllByRole('alert');
  await waitFor(() =>
    expect(alerts.concat(screen.getAllByRole('alert')).some((item) => item.textContent?.includes(title))).toBe(true),
  );
  return screen.getAllByRole('alert').find((item) => item.textContent?.includes(title)) as HTMLElement;
}

async function fillAndSubmit(email = 'anna@example.org', password = 'geheim-wachtwoord') {
  await userEvent.type(await screen.findByLabelText(/E-mailadres/), email);
  await userEvent.type(screen.getByLabelText(/^Wachtwoord/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
}

describe('sign-in page', () => {
  it("offers 'Inloggen' in the header while signed out, with the current path as redirect", async () => {
    stubApi({});
    renderApp('/signup?x=1');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Inloggen' })).toHaveAttribute(
      'href',
      '/inloggen?redirect=%2Fsignup%3Fx%3D1',
    );
  });

  it('stores the session from the response headers, loads the user and goes to the redirect path', async () => {
    const calls = stubApi({
      'POST /auth/sign_in': () => json(signedInDocument(), 200, sessionHeaders),
      ...signedInHandlers(),
    });
    const { router } = renderApp('/inloggen?redirect=%2Ftest%2Fdoel%3Fpage%3D2', [targetPage]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Inloggen' })).toBeInTheDocument();
    await fillAndSubmit();

    expect(await screen.findByRole('heading', { level: 1, name: 'Doelpagina' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/test/doel');
    expect(router.state.location.search).toBe('?page=2');
    expect(getSession()).toEqual({ accessToken: 'token-1', client: 'client-1', uid: 'anna@example.org' });
    expect(calls.find((call) => call.path === '/auth/sign_in')?.body).toEqual({
      email: 'anna@example.org',
      password: 'geheim-wachtwoord',
    });
    // The current user was loaded with the new session and the header shows the account menu.
    const userCall = calls.find((call) => call.path === '/api/v1/current_user');
    expect(userCall?.headers['access-token']).toBe('token-1');
    expect(await screen.findByRole('button', { name: /Anna de Vries/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('goes to / when the redirect leaves the site', () => {
    expect(safeRedirectTarget('https://evil.example.com/')).toBe('/dashboard');
    expect(safeRedirectTarget('javascript:alert(1)')).toBe('/dashboard');
    expect(safeRedirectTarget(null)).toBe('/dashboard');
    expect(safeRedirectTarget('/profiel')).toBe('/profiel');
  });

  it("shows the API's message when the credentials are refused", async () => {
    stubApi({
      'POST /auth/sign_in': () =>
        json({ success: false, errors: ['Ongeldige inloggegevens. Probeer het opnieuw.'] }, 401),
    });
    renderApp('/auth/login-1');
    await fillAndSubmit();
    const alert = await findAlert('Inloggen is niet gelukt');
    expect(alert).toHaveTextContent('Inloggen is niet gelukt');
    expect(alert).toHaveTextContent('Ongeldige inloggegevens. Probeer het opnieuw.');
    expect(getSession()).toEqual({});
  });

  it("shows the 'wrong website' screen for an account of another partner (403)", async () => {
    stubApi({
      'POST /auth/sign_in': () =>
        json({ success: false, errors: ['wrong center: dit account is geregistreerd bij een andere partner.'] }, 403),
    });
    renderApp('/inloggen');
    await fillAndSubmit();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ingelogd op de verkeerde website' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Neem contact op met de beheerder van deze website/)).toBeInTheDocument();
  });

  it('tells how many minutes to wait after too many attempts (429 with Retry-After)', async () => {
    stubApi({
      'POST /auth/sign_in': () =>
        json({ success: false, errors: ['Te veel mislukte inlogpogingen.'] }, 429, { 'Retry-After': '90' }),
    });
    renderApp('/inloggen');
    await fillAndSubmit();
    expect(await findAlert('Inloggen is niet gelukt')).toHaveTextContent(
      'Je hebt het te vaak geprobeerd. Probeer het over 2 minuten opnieuw.',
    );
  });

  it('links to password recovery and sign-up', async () => {
    stubApi({});
    renderApp('/inloggen');
    expect(await screen.findByRole('link', { name: 'Wachtwoord vergeten?' })).toHaveAttribute('href', '/auth/recover');
    expect(screen.getByRole('link', { name: 'Meld je aan als vrijwilliger' })).toHaveAttribute('href', '/signup');
    // Signed out, the header offers sign-in with the way back.
    const banner = screen.getByRole('banner');
    await waitFor(() =>
      expect(within(banner).getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/inloggen'),
    );
  });
});
