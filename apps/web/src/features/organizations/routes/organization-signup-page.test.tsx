import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/app-test-utils.tsx';
import {
  buildOrganizationWithDetails,
  organizationWithDetailsDocument,
} from '../../../test/factories/organizations.ts';

afterEach(() => vi.unstubAllGlobals());

async function fillIn() {
  await userEvent.type(await screen.findByLabelText(/^Naam van de organisatie/), 'Repair Café Utrecht');
  await userEvent.selectOptions(screen.getByLabelText(/^Soort organisatie/), 'Association');
  await userEvent.type(screen.getByLabelText(/^KvK-nummer/), '1122 3344');
  await userEvent.type(screen.getByLabelText(/^Postcode/), '3511 ab');
  await userEvent.type(screen.getByLabelText(/^Voornaam/), 'Robin');
  await userEvent.type(screen.getByLabelText(/^Achternaam/), 'Reparateur');
  await userEvent.type(screen.getByLabelText(/^Jouw e-mailadres/), 'robin@repair.example');
  await userEvent.type(screen.getByLabelText(/^Wachtwoord/), 'Lange-zin-als-wachtwoord');
  await userEvent.type(screen.getByLabelText(/^Herhaal wachtwoord/), 'Lange-zin-als-wachtwoord');
}

describe('organisation sign-up (/organizations/signup)', () => {
  it('sends the organisation and its first admin, then explains what happens next', async () => {
    const calls = stubApi({
      'POST /api/v1/organizations/signup': () =>
        json(
          organizationWithDetailsDocument(
            buildOrganizationWithDetails({
              id: '12',
              attributes: { name: 'Repair Café Utrecht', type: 'Association', status: 'pending' },
              profile: { kvkNumber: '11223344' },
              address: { street: null, houseNumber: null, postcode: '3511AB', city: null },
            }),
          ),
          201,
        ),
    });
    const { router } = renderApp('/organizations/signup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meld je organisatie aan' })).toBeInTheDocument();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Registreren' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/signup/success'));
    const body = calls.find((call) => call.method === 'POST')?.body as {
      organization: Record<string, unknown>;
      user: Record<string, unknown>;
    };
    expect(body.organization).toMatchObject({
      name: 'Repair Café Utrecht',
      type: 'Association',
      profile: { kvk_number: '11223344' },
      address: { postcode: '3511AB' },
    });
    expect(body.user).toMatchObject({
      email: 'robin@repair.example',
      first_name: 'Robin',
      password: 'Lange-zin-als-wachtwoord',
      password_confirmation: 'Lange-zin-als-wachtwoord',
      locale: 'nl',
    });
    expect(
      await screen.findByText(/Bevestig je e-mailadres met de link die we naar robin@repair.example/),
    ).toBeInTheDocument();
    expect(screen.getByText('We hebben de registratie van Repair Café Utrecht ontvangen.')).toBeInTheDocument();
  });

  it('puts the API’s refusal of a taken e-mail address on that field and stays', async () => {
    stubApi({
      'POST /api/v1/organizations/signup': () =>
        json(
          {
            errors: [
              {
                status: '422',
                code: 'email_taken',
                title: 'Ongeldige waarde',
                detail: 'Dit e-mailadres heeft al een account.',
                source: { pointer: '/user/email' },
              },
            ],
          },
          422,
        ),
    });
    const { router } = renderApp('/organizations/signup');
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Registreren' }));
    const email = screen.getByLabelText(/^Jouw e-mailadres/);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Dit e-mailadres heeft al een account.'));
    expect(email).toHaveFocus();
    expect(router.state.location.pathname).toBe('/organizations/signup');
  });

  it('checks the fields before sending anything', async () => {
    const calls = stubApi({});
    renderApp('/organizations/signup');
    await screen.findByRole('heading', { level: 1, name: 'Meld je organisatie aan' });
    await userEvent.type(screen.getByLabelText(/^KvK-nummer/), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Registreren' }));
    expect(await screen.findByText('KvK-nummer is niet geldig.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
