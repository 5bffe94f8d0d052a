import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../lib/api/session-store.ts';
import { resetOrganizations } from '../../lib/organizations/organizations-store.ts';
import { currentUserDocument, json, renderApp, stubApi } from '../../test/app-test-utils.tsx';

beforeEach(() => setSession({ accessToken: 'a', client: 'b', uid: 'anna@example.org' }));
afterEach(() => {
  clearSession();
  resetOrganizations();
  vi.unstubAllGlobals();
});

const organization = (id: string, name: string, type: string) => ({
  type: 'organizations',
  id,
  attributes: { name, type, status: 'approved' },
});

describe('the organisation switcher', () => {
  it('starts on the first school or volunteer centre and sends the chosen organisation with later calls', async () => {
    const calls = stubApi({
      'GET /api/v1/current_user': () => json(currentUserDocument()),
      'GET /api/v1/current_organizations': () =>
        json({
          data: [
            organization('1', 'Stichting Buurtkracht', 'Foundation'),
            organization('2', 'Basisschool De Linde', 'School'),
          ],
        }),
      'GET /api/v1/organizations': () => json({ data: [], meta: {} }),
    });
    renderApp('/organizations');
    const switcher = await screen.findByLabelText('Organisatie');
    await waitFor(() => expect(switcher).toHaveValue('2'));
    await userEvent.selectOptions(switcher, '1');
    await waitFor(() =>
      expect(
        calls.filter((call) => call.path === '/api/v1/organizations').at(-1)?.headers['Current-Organization-Id'],
      ).toBe('1'),
    );
  });

  it('is not shown to someone with one organisation', async () => {
    stubApi({
      'GET /api/v1/current_user': () => json(currentUserDocument()),
      'GET /api/v1/current_organizations': () =>
        json({ data: [organization('1', 'Stichting Buurtkracht', 'Foundation')] }),
      'GET /api/v1/organizations': () => json({ data: [], meta: {} }),
    });
    renderApp('/organizations');
    await screen.findByRole('heading', { level: 1, name: 'Organisaties' });
    expect(screen.queryByLabelText('Organisatie')).toBeNull();
  });
});
