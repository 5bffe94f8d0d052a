import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { json, renderApp, stubApi } from '../../../test/app-test-utils.tsx';
import { accountDocument, passwordResetRequestedAnswer, passwordUpdatedAnswer } from '../../../test/factories/auth.ts';
import { signedInHandlers } from '../../../test/factories/users.ts';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('password recovery', () => {
  it('sends the e-mail with this site’s reset address and always confirms the same way', async () => {
    const calls = stubApi({ 'POST /auth/password': () => json(passwordResetRequestedAnswer()) });
    renderApp('/auth/recover');
    await userEvent.type(await screen.findByLabelText(/^E-mailadres/), 'anna@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Stuur me een link' }));
    expect(await screen.findByText('Kijk in je mailbox')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/auth/password')?.body).toEqual({
      email: 'anna@example.org',
      redirect_url: `${window.location.origin}/auth/reset`,
    });
  });
});

describe('password reset', () => {
  it('explains that a token is needed when there is none and the user is signed out', async () => {
    stubApi({});
    renderApp('/auth/reset');
    expect(
      await screen.findByText('Je moet de uid, client en accessToken opgeven, of het resetPasswordToken.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vraag een nieuwe link aan' })).toHaveAttribute('href', '/auth/recover');
  });

  it('saves the new password with the token and goes to sign-in', async () => {
    const calls = stubApi({ 'PUT /auth/password': () => json(passwordUpdatedAnswer()) });
    const { router } = renderApp('/auth/reset?reset_password_token=abc123');
    await userEvent.type(await screen.findByLabelText(/^Nieuw wachtwoord/), 'een-nieuw-wachtwoord');
    await userEvent.type(screen.getByLabelText(/^Herhaal je wachtwoord/), 'een-nieuw-wachtwoord');
    await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Inloggen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/inloggen');
    expect(calls.find((call) => call.path === '/auth/password')?.body).toEqual({
      password: 'een-nieuw-wachtwoord',
      password_confirmation: 'een-nieuw-wachtwoord',
      reset_password_token: 'abc123',
    });
  });

  it('shows a refused token with a link to ask for a new one', async () => {
    stubApi({
      'PUT /auth/password': () =>
        json({ success: false, errors: ['Deze link om een wachtwoord in te stellen is ongeldig of verlopen.'] }, 422),
    });
    renderApp('/auth/reset?reset_password_token=old');
    await userEvent.type(await screen.findByLabelText(/^Nieuw wachtwoord/), 'een-nieuw-wachtwoord');
    await userEvent.type(screen.getByLabelText(/^Herhaal je wachtwoord/), 'een-nieuw-wachtwoord');
    await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(await screen.findByText('Deze link werkt niet meer')).toBeInTheDocument();
    expect(screen.getByText(/ongeldig of verlopen/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vraag een nieuwe link aan' })).toHaveAttribute('href', '/auth/recover');
  });
});

describe('changing the password while signed in', () => {
  it('asks for the current password and sends it with the session, then confirms', async () => {
    setSession({ accessToken: 'token', client: 'laptop', uid: 'anna@example.org' });
    const calls = stubApi({ ...signedInHandlers(), 'PUT /auth/password': () => json(passwordUpdatedAnswer()) });
    renderApp('/auth/reset');
    await userEvent.type(await screen.findByLabelText(/^Huidig wachtwoord/), 'het-oude-wachtwoord');
    await userEvent.type(screen.getByLabelText(/^Nieuw wachtwoord/), 'een-nieuw-wachtwoord');
    await userEvent.type(screen.getByLabelText(/^Herhaal je wachtwoord/), 'een-nieuw-wachtwoord');
    await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(await screen.findByText('Op je andere apparaten ben je uitgelogd.')).toBeInTheDocument();
    const call = calls.find((candidate) => candidate.path === '/auth/password');
    expect(call?.body).toEqual({
      password: 'een-nieuw-wachtwoord',
      password_confirmation: 'een-nieuw-wachtwoord',
      current_password: 'het-oude-wachtwoord',
    });
    expect(call?.headers).toMatchObject({ 'access-token': 'token', client: 'laptop', uid: 'anna@example.org' });
  });

  it('shows a wrong current password on that field', async () => {
    setSession({ accessToken: 'token', client: 'laptop', uid: 'anna@example.org' });
    stubApi({
      ...signedInHandlers(),
      'PUT /auth/password': () =>
        json(
          {
            errors: [
              {
                status: '422',
                code: 'current_password_invalid',
                title: 'Ongeldige waarde',
                detail: 'Je huidige wachtwoord klopt niet.',
                source: { pointer: '/current_password' },
              },
            ],
          },
          422,
        ),
    });
    renderApp('/auth/reset');
    const current = await screen.findByLabelText(/^Huidig wachtwoord/);
    await userEvent.type(current, 'verkeerd-wachtwoord');
    await userEvent.type(screen.getByLabelText(/^Nieuw wachtwoord/), 'een-nieuw-wachtwoord');
    await userEvent.type(screen.getByLabelText(/^Herhaal je wachtwoord/), 'een-nieuw-wachtwoord');
    await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(await screen.findByText('Je huidige wachtwoord klopt niet.')).toBeInTheDocument();
    expect(current).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('account confirmation', () => {
  it('confirms once on arrival and offers sign-in', async () => {
    const calls = stubApi({ 'POST /api/v1/confirm': () => json(accountDocument()) });
    renderApp('/confirm?confirmation_token=tok');
    expect(await screen.findByText('Je e-mailadres is bevestigd')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/v1/confirm')).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ confirmation_token: 'tok' });
  });

  it('shows the error of a used token', async () => {
    stubApi({
      'POST /api/v1/confirm': () =>
        json({ success: false, errors: ['Deze bevestigingslink is ongeldig, verlopen of al gebruikt.'] }, 422),
    });
    renderApp('/confirm?confirmation_token=used');
    expect(await screen.findByText('Bevestigen is niet gelukt')).toBeInTheDocument();
    expect(screen.getByText('Deze bevestigingslink is ongeldig, verlopen of al gebruikt.')).toBeInTheDocument();
  });
});
