import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { json, renderApp, stubApi } from '../../../test/app-test-utils.tsx';
import {
  buildOrganizationWithDetails,
  currentOrganizationsDocument,
  organizationWithDetailsDocument,
} from '../../../test/factories/organizations.ts';
import { currentUserDocument } from '../../../test/factories/users.ts';
import { buildVolunteerCenter, volunteerCenterListDocument } from '../../../test/factories/volunteer-centers.ts';
import { testCurrentTenant } from '../../../test/fixtures.ts';

beforeEach(() => setSession({ accessToken: 'a', client: 'b', uid: 'anna@example.org' }));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const handlers = {
  'GET /api/v1/current_user': () =>
    json(currentUserDocument({ roles: [{ name: 'center_admin', resourceType: 'VolunteerCenter', resourceId: '1' }] })),
  'GET /api/v1/current_organizations': () => json(currentOrganizationsDocument()),
  'GET /api/v1/organizations/7': () =>
    json(
      organizationWithDetailsDocument(
        buildOrganizationWithDetails({ id: '7', attributes: { name: 'De Brug' }, abilities: { move: true } }),
      ),
    ),
  'GET /api/v1/volunteer_centers': () =>
    json(
      volunteerCenterListDocument([
        buildVolunteerCenter('1', { name: 'Centrum West' }),
        buildVolunteerCenter('2', { name: 'Centrum Oost' }),
      ]),
    ),
  'PUT /api/v1/organizations/7/move': () =>
    json(
      organizationWithDetailsDocument(
        buildOrganizationWithDetails({ id: '7', attributes: { name: 'De Brug', volunteerCenterId: '2' } }),
      ),
    ),
};

describe('moving an organisation (/organizations/{id}/move)', () => {
  it('refuses when the tenant has moving off', async () => {
    const calls = stubApi(handlers);
    renderApp('/organizations/7/move');
    expect(await screen.findByText('Verhuizen staat uit')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/v1/volunteer_centers')).toBe(false);
  });

  it('moves to another centre of the website when it is on', async () => {
    const calls = stubApi(handlers);
    // The current tenant says whether moving is on (decision 016).
    const { router } = renderApp('/organizations/7/move', [], {
      currentTenant: { ...testCurrentTenant, tenant: { ...testCurrentTenant.tenant, organizationsMoving: true } },
    });
    const select = await screen.findByLabelText('Nieuw vrijwilligerscentrum');
    expect(screen.getByText(/De Brug hoort nu bij Centrum West/)).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Centrum West' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Verhuizen' }));
    expect(screen.getByText('Kies het vrijwilligerscentrum waar de organisatie naartoe gaat.')).toBeInTheDocument();
    await userEvent.selectOptions(select, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Verhuizen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/7'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ volunteer_center_id: '2' });
  });
});
