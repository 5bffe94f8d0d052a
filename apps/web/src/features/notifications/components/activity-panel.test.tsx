// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { json, polyfillDialog, renderApp, stubApi } from '../../../test/app-test-utils.tsx';
import { applicationListDocument, buildApplication } from '../../../test/factories/applications.ts';
import { buildActivityEvent, buildCenterDashboard, dashboardDocument } from '../../../test/factories/dashboard.ts';
import { buildNotification, notificationListDocument } from '../../../test/factories/notifications.ts';
import { currentOrganizationsDocument, organizationListDocument } from '../../../test/factories/organizations.ts';
import { currentUserDocument } from '../../../test/factories/users.ts';

beforeEach(() => {
  polyfillDialog();
  setSession({ accessToken: 'a', client: 'b', uid: 'anna@example.org' });
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('the activity panel', () => {
  it("shows an organisation admin the new applications to handle, not the bell's notifications", async () => {
    const calls = stubApi({
      'GET /api/v1/current_user': () =>
        json(currentUserDocument({ roles: [{ name: 'admin', resourceType: 'Organization', resourceId: '5' }] })),
      'GET /api/v1/current_organizations': () => json(currentOrganizationsDocument()),
      'GET /api/v1/applications': () =>
        json(applicationListDocument([buildApplication({ id: '8' })], { total: 7, pageSize: 5 })),
      'GET /api/v1/notifications': () =>
        json(notificationListDocument([buildNotification('3', { text: 'Nieuwe aanmelding voor Chauffeur' })])),
    });
    renderApp('/profiel');
    const open = await screen.findByRole('button', { name: 'Activiteit' });
    // Nothing is asked for until the panel opens.
    expect(calls.some((call) => call.path === '/api/v1/applications')).toBe(false);
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Activiteit' });
    const todo = await within(dialog).findByRole('link', { name: 'Jan Jansen' });
    expect(todo).toHaveAttribute('href', '/applications/8');
    expect(within(dialog).getByText('En nog 6 aanmeldingen.')).toBeInTheDocument();
    await waitFor(() => {
      const asked = calls.find((call) => call.path === '/api/v1/applications')!;
      expect(asked.query.get('filter[status]')).toBe('new');
    });
    // The person's own notifications are the bell's (issue 31 §5): not repeated here.
    expect(within(dialog).queryByText('Nieuwe aanmelding voor Chauffeur')).toBeNull();
    expect(calls.some((call) => call.path === '/api/v1/notifications')).toBe(false);
    // No centre to-dos nor the centre's activity for an organisation admin.
    expect(within(dialog).queryByRole('heading', { name: 'Organisaties die wachten op goedkeuring' })).toBeNull();
    expect(within(dialog).queryByRole('heading', { name: 'Recent in je centrum' })).toBeNull();
  });

  it('shows a centre admin what happened in the centre lately, with a link to all of it', async () => {
    stubApi({
      'GET /api/v1/current_user': () =>
        json(
          currentUserDocument({ roles: [{ name: 'center_admin', resourceType: 'VolunteerCenter', resourceId: '1' }] }),
        ),
      'GET /api/v1/current_organizations': () => json(currentOrganizationsDocument([])),
      'GET /api/v1/organizations': () => json(organizationListDocument([])),
      'GET /api/v1/dashboard': () =>
        json(
          dashboardDocument({
            center: buildCenterDashboard({
              activity: [buildActivityEvent({ organizationName: 'Stichting Buurtkracht' })],
            }),
          }),
        ),
      'GET /api/v1/notifications': () =>
        json(notificationListDocument([buildNotification('3', { text: 'Er is een nieuwe organisatie' })])),
    });
    renderApp('/profiel');
    await userEvent.click(await screen.findByRole('button', { name: 'Activiteit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activiteit' });
    expect(within(dialog).getByRole('heading', { name: 'Recent in je centrum' })).toBeInTheDocument();
    expect(
      await within(dialog).findByText('Carla Centrum heeft Stichting Buurtkracht goedgekeurd.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Alle activiteit op je dashboard' })).toHaveAttribute(
      'href',
      '/dashboard#dashboard-activity',
    );
    expect(within(dialog).queryByText('Er is een nieuwe organisatie')).toBeNull();
  });

  it('is not there for a volunteer, who manages nothing: their news is the bell', async () => {
    stubApi({
      'GET /api/v1/current_user': () => json(currentUserDocument()),
      'GET /api/v1/current_organizations': () => json(currentOrganizationsDocument([])),
    });
    renderApp('/profiel');
    expect(await screen.findByRole('button', { name: /Meldingen/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activiteit' })).toBeNull();
  });
});
