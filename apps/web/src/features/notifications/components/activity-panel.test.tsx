// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { json, polyfillDialog, renderApp, stubApi } from '../../../test/app-test-utils.tsx';
import { applicationListDocument, buildApplication } from '../../../test/factories/applications.ts';
import { buildNotification, notificationListDocument } from '../../../test/factories/notifications.ts';
import { currentOrganizationsDocument } from '../../../test/factories/organizations.ts';
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
  it('shows an organisation admin the new applications to handle and their latest updates', async () => {
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
    expect(await within(dialog).findByRole('link', { name: 'Nieuwe aanmelding voor Chauffeur' })).toHaveAttribute(
      'href',
      '/applications/3',
    );
    await waitFor(() => {
      const asked = calls.find((call) => call.path === '/api/v1/applications')!;
      expect(asked.query.get('filter[status]')).toBe('new');
    });
    // A volunteer-only part is not there: no centre to-dos.
    expect(within(dialog).queryByRole('heading', { name: 'Organisaties die wachten op goedkeuring' })).toBeNull();
  });
});
