import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { json, renderApp, stubApi } from '../../../test/app-test-utils.tsx';
import { currentOrganizationsDocument } from '../../../test/factories/organizations.ts';
import { currentTenantDocument } from '../../../test/factories/tenants.ts';
import { currentUserDocument } from '../../../test/factories/users.ts';
import { volunteerCenterProfileDocument } from '../../../test/factories/volunteer-centers.ts';

beforeEach(() => setSession({ accessToken: 'a', client: 'b', uid: 'carla@example.org' }));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const centerAdmin = {
  'GET /api/v1/current_user': () =>
    json(currentUserDocument({ roles: [{ name: 'center_admin', resourceType: 'VolunteerCenter', resourceId: '1' }] })),
  'GET /api/v1/current_organizations': () => json(currentOrganizationsDocument([])),
  'PATCH /api/v1/volunteer_centers/current/profile': () => json(volunteerCenterProfileDocument()),
  'GET /api/v1/tenants/current': () => json(currentTenantDocument()),
};

describe("the centre's contact details (/instellingen/footer)", () => {
  it('checks the fields, then saves the details and the contact person, leaving empty parts out', async () => {
    const calls = stubApi(centerAdmin);
    renderApp('/instellingen/footer');
    await userEvent.type(await screen.findByLabelText(/^E-mailadres$/), 'info@rivierstad');
    await userEvent.type(screen.getByLabelText(/^Postcode/), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Contactgegevens opslaan' }));
    expect(await screen.findAllByRole('alert')).not.toHaveLength(0);
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await userEvent.clear(screen.getByLabelText(/^E-mailadres$/));
    await userEvent.type(screen.getByLabelText(/^E-mailadres$/), 'info@rivierstad.example');
    await userEvent.clear(screen.getByLabelText(/^Postcode/));
    await userEvent.type(screen.getByLabelText(/^Postcode/), '3511 ab');
    await userEvent.type(screen.getByLabelText(/^Straat en huisnummer/), 'Oudegracht 12');
    await userEvent.type(screen.getByLabelText(/^Plaats/), 'Rivierstad');
    await userEvent.type(screen.getByLabelText(/^Naam/), 'Petra de Vries');
    await userEvent.type(screen.getByLabelText(/^Telefoonnummer van de contactpersoon/), '06 12345678');
    await userEvent.click(screen.getByRole('button', { name: 'Contactgegevens opslaan' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      profile: {
        contact: {
          email: 'info@rivierstad.example',
          phone: null,
          street: 'Oudegracht 12',
          postcode: '3511AB',
          city: 'Rivierstad',
          person_name: 'Petra de Vries',
          person_email: null,
          person_phone: '06 12345678',
        },
      },
    });
  });
});
