import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { json, polyfillDialog, renderApp, stubApi } from '../../../test/app-test-utils.tsx';
import {
  buildOrganizationWithDetails,
  currentOrganizationsDocument,
  organizationWithDetailsDocument,
  organizationWithDetailsListDocument,
} from '../../../test/factories/organizations.ts';
import { currentUserDocument } from '../../../test/factories/users.ts';

beforeEach(() => {
  polyfillDialog();
  setSession({ accessToken: 'a', client: 'b', uid: 'anna@example.org' });
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const centerAdmin = {
  'GET /api/v1/current_user': () =>
    json(currentUserDocument({ roles: [{ name: 'center_admin', resourceType: 'VolunteerCenter', resourceId: '1' }] })),
  'GET /api/v1/current_organizations': () => json(currentOrganizationsDocument()),
};
const pending = buildOrganizationWithDetails({
  id: '9',
  attributes: { name: 'Repair Café', status: 'pending' },
  abilities: { approve: true, deny: true },
});
/** PUT /api/v1/organizations/9/approve: Repair Café with the status decided on. */
const decided = (status: 'approved' | 'denied') =>
  json(
    organizationWithDetailsDocument(
      buildOrganizationWithDetails({ id: '9', attributes: { name: 'Repair Café', status } }),
    ),
  );

describe('the approval queue (/organizations/approve)', () => {
  it('lists pending sign-ups oldest first with the counts, and approves one', async () => {
    const calls = stubApi({
      ...centerAdmin,
      'GET /api/v1/organizations': () =>
        json(
          organizationWithDetailsListDocument([pending], {
            statusCounts: { pending: 1, approved: 4, denied: 2, archived: 0 },
          }),
        ),
      'PUT /api/v1/organizations/9/approve': () => decided('approved'),
    });
    renderApp('/organizations/approve');
    expect(await screen.findByRole('link', { name: 'Repair Café' })).toBeInTheDocument();
    const list = calls.find((call) => call.path === '/api/v1/organizations')!;
    expect(list.query.get('filter[status]')).toBe('pending');
    expect(list.query.get('sort')).toBe('status_changed_at');
    const counts = screen.getByLabelText('Organisaties van jouw centrum per status');
    expect(within(counts).getByText('4')).toBeInTheDocument();
    // The same figure as the dashboard's, and it says so (decision 050).
    expect(
      screen.getByText('Organisaties van de centra die je beheert, per status; je dashboard telt dezelfde.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Goedkeuren Repair Café' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ status: 'approved' });
  });

  it('denies only with a reason, which is sent along', async () => {
    const calls = stubApi({
      ...centerAdmin,
      'GET /api/v1/organizations': () => json(organizationWithDetailsListDocument([pending])),
      'PUT /api/v1/organizations/9/approve': () => decided('denied'),
    });
    renderApp('/organizations/approve');
    await userEvent.click(await screen.findByRole('button', { name: 'Afwijzen Repair Café' }));
    const dialog = screen.getByRole('dialog', { name: 'Repair Café afwijzen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Afwijzen' }));
    expect(within(dialog).getByText('Geef een reden van minstens 5 tekens.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await userEvent.type(within(dialog).getByLabelText('Reden van afwijzing'), 'Geen KvK-nummer opgegeven.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Afwijzen' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      status: 'denied',
      denial_reason: 'Geen KvK-nummer opgegeven.',
    });
  });

  it('says when nobody is waiting', async () => {
    stubApi({ ...centerAdmin, 'GET /api/v1/organizations': () => json(organizationWithDetailsListDocument([])) });
    renderApp('/organizations/approve');
    expect(await screen.findByRole('heading', { name: 'Geen registraties' })).toBeInTheDocument();
  });

  it('is not for volunteers: the 403 screen, without asking for the queue', async () => {
    const calls = stubApi({
      'GET /api/v1/current_user': () => json(currentUserDocument()),
      'GET /api/v1/current_organizations': () => json(currentOrganizationsDocument()),
      'GET /api/v1/organizations': () => json(organizationWithDetailsListDocument([])),
    });
    renderApp('/organizations/approve');
    expect(await screen.findByRole('heading', { level: 1, name: 'Toegang geweigerd' })).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/v1/organizations')).toBe(false);
  });
});
