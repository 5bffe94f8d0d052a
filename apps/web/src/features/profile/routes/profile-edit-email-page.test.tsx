import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { json, renderApp, stubApi } from '../../../test/app-test-utils.tsx';
import { accountDocument } from '../../../test/factories/auth.ts';
import { buildAccount, filledProfile, profileUserDocument, signedInHandlers } from '../../../test/factories/users.ts';

beforeEach(() => setSession({ accessToken: 'a', client: 'b', uid: 'anna@example.org' }));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

async function requestChange() {
  await userEvent.type(await screen.findByLabelText(/^Nieuw e-mailadres/), 'anna@nieuw.example.org');
  await userEvent.type(screen.getByLabelText(/^Huidig wachtwoord/), 'mijn-wachtwoord-123');
  await userEvent.click(screen.getByRole('button', { name: 'E-mailadres wijzigen' }));
}

describe('changing my e-mail address (/profile-edit/email)', () => {
  it('sends the address and password, then says a confirmation link went to the new address', async () => {
    const pendingAddress = { ...filledProfile, unconfirmedEmail: 'anna@nieuw.example.org' };
    let changed = false;
    const calls = stubApi({
      ...signedInHandlers(profileUserDocument()),
      'GET /api/v1/current_user': () =>
        json(changed ? profileUserDocument({ attributes: pendingAddress }) : profileUserDocument()),
      'PUT /api/v1/current_user/email': () => {
        changed = true;
        return json(accountDocument(buildAccount({ attributes: pendingAddress })));
      },
    });
    renderApp('/profile-edit/email');
    expect(await screen.findByText('Je huidige e-mailadres is anna@example.org.')).toBeInTheDocument();
    await requestChange();

    expect(await screen.findByText('Bevestig je nieuwe e-mailadres')).toBeInTheDocument();
    // The same words whether or not the address is free: the API answers alike (issue 29 §8).
    expect(screen.getByText(/Kijk in de inbox van anna@nieuw\.example\.org\. Kan dit adres/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      email: 'anna@nieuw.example.org',
      password: 'mijn-wachtwoord-123',
    });
    // The current user is reloaded, so other pages show the pending address too.
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/v1/current_user')).toHaveLength(2));
    expect(screen.getByLabelText(/^Huidig wachtwoord/)).toHaveValue('');
  });

  it('shows a wrong password on the password field', async () => {
    stubApi({
      ...signedInHandlers(profileUserDocument()),
      'PUT /api/v1/current_user/email': () =>
        json(
          {
            errors: [
              {
                status: '422',
                code: 'password_invalid',
                title: 'Ongeldige invoer',
                detail: 'Dit wachtwoord klopt niet.',
                source: { pointer: '/password' },
              },
            ],
          },
          422,
        ),
    });
    renderApp('/profile-edit/email');
    await requestChange();
    const password = screen.getByLabelText(/^Huidig wachtwoord/);
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(expect.stringContaining('Dit wachtwoord klopt niet.')),
    );
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(screen.queryByText('Bevestig je nieuwe e-mailadres')).toBeNull();
  });

  it('says so when too many changes were asked, without claiming a mail went out', async () => {
    stubApi({
      ...signedInHandlers(profileUserDocument()),
      'PUT /api/v1/current_user/email': () =>
        json(
          {
            errors: [
              {
                status: '429',
                code: 'rate_limited',
                title: 'Te veel verzoeken',
                detail: 'Probeer het over 3600 seconden opnieuw.',
              },
            ],
          },
          429,
        ),
    });
    renderApp('/profile-edit/email');
    await requestChange();
    expect(await screen.findByText('Wijzigen is niet gelukt')).toBeInTheDocument();
    expect(screen.getByText(/Probeer het over 3600 seconden opnieuw\./)).toBeInTheDocument();
    expect(screen.queryByText('Bevestig je nieuwe e-mailadres')).toBeNull();
  });

  it('shows an address still awaiting confirmation', async () => {
    stubApi(signedInHandlers(profileUserDocument({ attributes: { unconfirmedEmail: 'anna@nieuw.example.org' } })));
    renderApp('/profile-edit/email');
    expect(await screen.findByText(/Nog niet bevestigd: anna@nieuw\.example\.org/)).toBeInTheDocument();
  });
});
