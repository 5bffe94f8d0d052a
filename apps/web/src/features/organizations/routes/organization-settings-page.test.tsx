import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { resetOrganizations } from '../../../lib/organizations/organizations-store.ts';
import { json, renderApp, stubApi } from '../../../test/app-test-utils.tsx';
import { currentUserDocument } from '../../../test/factories/users.ts';
import { currentOrganizationsDocument } from '../../../test/factories/organizations.ts';

const organizationAdmin = () =>
  json(currentUserDocument({ abilities: { manageVacancies: true, manageSettings: true } }));

beforeEach(() => setSession({ accessToken: 'a', client: 'b', uid: 'anna@example.org' }));
afterEach(() => {
  clearSession();
  resetOrganizations();
  vi.unstubAllGlobals();
});

describe('the organisation settings (/instellingen/organisatie, /instellingen/contact-person)', () => {
  it.each(['/instellingen/organisatie', '/instellingen/contact-person'])(
    'sends a user without organisations from %s to /auth/no-organization',
    async (path) => {
      stubApi({
        'GET /api/v1/current_user': organizationAdmin,
        'GET /api/v1/current_organizations': () => json(currentOrganizationsDocument()),
      });
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/auth/no-organization'));
    },
  );

  it('sends a user whose organisations fail to load to /auth/no-organization', async () => {
    stubApi({
      'GET /api/v1/current_user': organizationAdmin,
      'GET /api/v1/current_organizations': () =>
        json({ errors: [{ status: '500', code: 'internal_error', title: 'Er ging iets mis' }] }, 500),
    });
    const { router } = renderApp('/instellingen/organisatie');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/no-organization'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Geen organisatie' })).toBeInTheDocument();
  });
});
