import { screen, waitFor } from '@testing-library/react';
import type { OrganizationType } from '@volunteerly/contracts/organizations';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp, stubApi } from '../../test/app-test-utils.tsx';
import { buildOrganizationSummary, currentOrganizationsDocument } from '../../test/factories/organizations.ts';
import { currentUserDocument } from '../../test/factories/users.ts';
import { clearSession, setSession } from '../api/session-store.ts';
import { getSelectedOrganizationId, resetOrganizations } from './organizations-store.ts';
import { useRequireOrganization } from './use-require-organization.ts';

function NeedsOrganization() {
  const { selectedOrganization } = useRequireOrganization();
  return <h1>{selectedOrganization ? `Organisatie: ${selectedOrganization.name}` : 'Laden'}</h1>;
}

const page = [{ path: '/test/needs-organization', element: <NeedsOrganization /> }];
const organization = (id: string, type: OrganizationType) => buildOrganizationSummary(id, { name: `Org ${id}`, type });

beforeEach(() => setSession({ accessToken: 'a', client: 'b', uid: 'c' }));
afterEach(() => {
  clearSession();
  resetOrganizations();
  vi.unstubAllGlobals();
});

describe('useRequireOrganization', () => {
  it('selects the default organisation (first School or VolunteerCenter)', async () => {
    stubApi({
      'GET /api/v1/current_user': () => json(currentUserDocument()),
      'GET /api/v1/current_organizations': () =>
        json(currentOrganizationsDocument([organization('1', 'Association'), organization('2', 'VolunteerCenter')])),
    });
    renderApp('/test/needs-organization', page);
    expect(await screen.findByRole('heading', { name: 'Organisatie: Org 2' })).toBeInTheDocument();
    await waitFor(() => expect(getSelectedOrganizationId()).toBe('2'));
  });

  it('sends users without organisations to /auth/no-organization', async () => {
    stubApi({
      'GET /api/v1/current_user': () => json(currentUserDocument()),
      'GET /api/v1/current_organizations': () => json(currentOrganizationsDocument()),
    });
    const { router } = renderApp('/test/needs-organization', page);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/no-organization'));
  });

  it('sends users whose organisations fail to load to /auth/no-organization', async () => {
    stubApi({
      'GET /api/v1/current_user': () => json(currentUserDocument()),
      'GET /api/v1/current_organizations': () => json({ errors: [{ status: '500', code: 'x', title: 'Kapot' }] }, 500),
    });
    const { router } = renderApp('/test/needs-organization', page);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/no-organization'));
  });
});
