import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../lib/api/session-store.ts';
import { resetOrganizations } from '../../lib/organizations/organizations-store.ts';
import { json, renderApp, stubApi } from '../../test/app-test-utils.tsx';
import {
  buildOrganizationSummary,
  currentOrganizationsDocument,
  organizationListDocument,
} from '../../test/factories/organizations.ts';
import { currentUserDocument } from '../../test/factories/users.ts';

beforeEach(() => setSession({ accessToken: 'a', client: 'b', uid: 'anna@example.org' }));
afterEach(() => {
  clearSession();
  resetOrganizations();
  vi.unstubAllGlobals();
});

const buurtkracht = buildOrganizationSummary('1', { name: 'Stichting Buurtkracht', type: 'Foundation' });
const deLinde = buildOrganizationSummary('2', { name: 'Basisschool De Linde', type: 'School' });

describe('the organisation switcher', () => {
  it('starts on the first school or volunteer centre and sends the chosen organisation with later calls', async () => {
    const calls = stubApi({
      'GET /api/v1/current_user': () =>
        json(
          currentUserDocument({
            roles: [
              { name: 'admin', resourceType: 'Organization', resourceId: '1' },
              { name: 'admin', resourceType: 'Organization', resourceId: '2' },
            ],
          }),
        ),
      'GET /api/v1/current_organizations': () => json(currentOrganizationsDocument([buurtkracht, deLinde])),
      'GET /api/v1/organizations': () => json(organizationListDocument([])),
    });
    renderApp('/organizations');
    // The header's toolbar and the phone menu each hold one (jsdom applies no media query): the first.
    const [switcher] = await screen.findAllByLabelText('Organisatie');
    if (!switcher) throw new Error('no organisation switcher');
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
      'GET /api/v1/current_organizations': () => json(currentOrganizationsDocument([buurtkracht])),
      'GET /api/v1/organizations': () => json(organizationListDocument([])),
    });
    renderApp('/organizations');
    await screen.findByRole('heading', { level: 1, name: 'Organisaties' });
    expect(screen.queryByLabelText('Organisatie')).toBeNull();
  });
});
