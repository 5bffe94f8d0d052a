import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfigQueryOptions } from '../../../lib/tenant/app-config.ts';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { currentUserDocument, json, renderApp, stubApi } from '../../../test/app-test-utils.tsx';
import { testAppConfig } from '../../../test/fixtures.ts';
import { organizationResource } from '../test/organization-document.ts';

beforeEach(() => setSession({ accessToken: 'a', client: 'b', uid: 'anna@example.org' }));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const handlers = {
  'GET /api/v1/current_user': () =>
    json(
      currentUserDocument({ roles: [{ name: 'center_admin', resource_type: 'VolunteerCenter', resource_id: '1' }] }),
    ),
  'GET /api/v1/current_organizations': () => json({ data: [] }),
  'GET /api/v1/organizations/7': () =>
    json(organizationResource('7', { name: 'De Brug' }, { abilities: { move: true } })),
  'GET /api/v1/volunteer_centers': () =>
    json({
      data: [
        { type: 'volunteer_centers', id: '1', attributes: { name: 'Centrum West' } },
        { type: 'volunteer_centers', id: '2', attributes: { name: 'Centrum Oost' } },
      ],
      meta: {},
    }),
  'PUT /api/v1/organizations/7/move': () => json(organizationResource('7', { volunteer_center_id: '2' })),
};

describe('moving an organisation (/organizations/{id}/move)', () => {
  it('refuses when enableOrganizationsMoving is off', async () => {
    const calls = stubApi(handlers);
    renderApp('/organizations/7/move');
    expect(await screen.findByText('Verhuizen staat uit')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/v1/volunteer_centers')).toBe(false);
  });

  it('moves to another centre of the website when it is on', async () => {
    const calls = stubApi(handlers);
    const { queryClient, router } = renderApp('/organizations/7/move');
    queryClient.setQueryData(appConfigQueryOptions.queryKey, { ...testAppConfig, enableOrganizationsMoving: true });
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
