import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/app-test-utils.tsx';
import { signUpAnswer } from '../../../test/factories/auth.ts';

afterEach(() => vi.unstubAllGlobals());

async function fillForm() {
  await userEvent.type(await screen.findByLabelText(/^Voornaam/), 'Anna');
  await userEvent.type(screen.getByLabelText(/^Achternaam/), 'de Vries');
  await userEvent.type(screen.getByLabelText(/^E-mailadres/), 'anna@example.org');
  await userEvent.type(screen.getByLabelText(/^Wachtwoord/), 'lang-genoeg-wachtwoord');
  await userEvent.type(screen.getByLabelText(/^Herhaal je wachtwoord/), 'lang-genoeg-wachtwoord');
  await userEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
}

describe('sign-up page', () => {
  it("shows the API's 422 messages on their fields, linked with aria-describedby", async () => {
    const calls = stubApi({
      'POST /auth': () =>
        json(
          {
            errors: [
              {
                status: '422',
                code: 'email_taken',
                title: 'Ongeldige invoer',
                detail: 'Dit e-mailadres is al in gebruik.',
                source: { pointer: '/email' },
              },
              {
                status: '422',
                code: 'password_common',
                title: 'Ongeldige invoer',
                detail: 'Dit wachtwoord komt te vaak voor.',
                source: { pointer: '/data/attributes/password' },
              },
            ],
          },
          422,
        ),
    });
    renderApp('/signup');
    await fillForm();

    const email = screen.getByLabelText(/^E-mailadres/);
    expect(await screen.findByText('Dit e-mailadres is al in gebruik.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Dit e-mailadres is al in gebruik.');
    expect(screen.getByLabelText(/^Wachtwoord/)).toHaveAccessibleDescription(
      expect.stringContaining('Dit wachtwoord komt te vaak voor.'),
    );
    expect(screen.getByText('Kijk de gemarkeerde velden na.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/auth')?.body).toEqual({
      first_name: 'Anna',
      last_name: 'de Vries',
      email: 'anna@example.org',
      password: 'lang-genoeg-wachtwoord',
      password_confirmation: 'lang-genoeg-wachtwoord',
      locale: 'nl',
    });
  });

  it('goes to /signup/success, which names the address', async () => {
    stubApi({ 'POST /auth': () => json(signUpAnswer({ email: 'anna@example.org' })) });
    const { router } = renderApp('/signup');
    await fillForm();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bijna klaar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup/success');
    expect(screen.getByText(/We hebben een e-mail gestuurd naar anna@example.org/)).toBeInTheDocument();
  });

  it('checks that both passwords match before sending', async () => {
    const calls = stubApi({});
    renderApp('/signup');
    await userEvent.type(await screen.findByLabelText(/^Wachtwoord/), 'lang-genoeg-wachtwoord');
    await userEvent.type(screen.getByLabelText(/^Herhaal je wachtwoord/), 'iets-anders-dan-dat');
    await userEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    expect(await screen.findByText('De wachtwoorden zijn niet hetzelfde.')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/auth')).toBe(false);
  });
});
