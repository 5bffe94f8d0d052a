import { screen, waitFor, within } from '@testing-library/react';
import type { RoleName } from '@volunteerly/contracts/users';
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
import { isManagePath } from './manage-tools.ts';

beforeEach(() => setSession({ accessToken: 'a', client: 'b', uid: 'anna@example.org' }));
afterEach(() => {
  clearSession();
  resetOrganizations();
  vi.unstubAllGlobals();
});

type Role = { name: RoleName; resourceType: 'Organization' | 'VolunteerCenter' | null; resourceId: string | null };
const centerAdmin: Role = { name: 'center_admin', resourceType: 'VolunteerCenter', resourceId: '1' };
const superAdmin: Role = { name: 'super_admin', resourceType: null, resourceId: null };
const adminOf = (id: string): Role => ({ name: 'admin', resourceType: 'Organization', resourceId: id });

/** Signs in with these roles; the API lists two organisations for the user (as it does for centre staff). */
function signInAs(roles: Role[]) {
  stubApi({
    'GET /api/v1/current_user': () => json(currentUserDocument({ roles })),
    'GET /api/v1/current_organizations': () =>
      json(
        currentOrganizationsDocument([
          buildOrganizationSummary('1', { name: 'Stichting Buurtkracht', type: 'Foundation' }),
          buildOrganizationSummary('2', { name: 'Basisschool De Linde', type: 'School' }),
        ]),
      ),
    'GET /api/v1/organizations': () => json(organizationListDocument([])),
  });
}

// Who sees the header's Beheer entry and the organisation switcher (issue 31 §4).
const roleTable: { who: string; roles: Role[]; manage: boolean; switcher: boolean }[] = [
  { who: 'a volunteer', roles: [], manage: false, switcher: false },
  { who: 'a centre admin who is no member of an organisation', roles: [centerAdmin], manage: true, switcher: false },
  { who: 'a super admin', roles: [superAdmin], manage: true, switcher: false },
  { who: 'an admin of two organisations', roles: [adminOf('1'), adminOf('2')], manage: true, switcher: true },
  {
    who: 'a centre admin who also runs an organisation',
    roles: [centerAdmin, adminOf('1')],
    manage: true,
    switcher: true,
  },
];

describe('the header for each role', () => {
  it.each(roleTable)('shows $who the Beheer entry: $manage, the organisation switcher: $switcher', async (row) => {
    signInAs(row.roles);
    renderApp('/organizations');
    await screen.findByRole('heading', { level: 1, name: 'Organisaties' });
    // The account menu is there once the user is known.
    await screen.findByRole('button', { name: /Anna/ });
    await waitFor(() => expect(document.querySelector('[data-manage-entry="toolbar"]') !== null).toBe(row.manage));
    if (row.switcher) expect((await screen.findAllByLabelText('Organisatie')).length).toBeGreaterThan(0);
    else expect(screen.queryByLabelText('Organisatie')).toBeNull();
  });
});

describe('the Beheer area (/beheer)', () => {
  it("leads a centre admin to each of the centre's tools", async () => {
    signInAs([centerAdmin]);
    renderApp('/beheer');
    const area = await screen.findByRole('navigation', { name: 'Beheer' });
    const links = within(area)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Registraties van organisaties', '/organizations/approve'],
      ['Organisatie toevoegen', '/organizations/add'],
      ['Gebruikers', '/users'],
      ['Tags', '/tags'],
      ['Berichtsjablonen', '/notification_templates'],
      ['Vormgeving', '/instellingen/design'],
      ['Voettekst', '/instellingen/footer'],
      ['Zoekwoorden', '/instellingen/zoeken'],
      ['Vacatures beheren', '/vacancies'],
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Vrijwilligerscentrum' })).toBeInTheDocument();
  });

  it("gives an organisation's admin their organisation's tools only", async () => {
    signInAs([adminOf('1')]);
    renderApp('/beheer');
    const area = await screen.findByRole('navigation', { name: 'Beheer' });
    expect(
      within(area)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/users', '/vacancies', '/instellingen/organisatie', '/instellingen/contact-person']);
  });

  it('is refused to a volunteer', async () => {
    signInAs([]);
    renderApp('/beheer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Toegang geweigerd' })).toBeInTheDocument();
  });

  it('counts every tool and its sub-pages as part of the area', () => {
    expect(isManagePath('/beheer/')).toBe(true);
    expect(isManagePath('/users/12/edit')).toBe(true);
    expect(isManagePath('/instellingen/design')).toBe(true);
    expect(isManagePath('/vacancies/3/edit')).toBe(true);
    expect(isManagePath('/vacancies/search')).toBe(false);
    expect(isManagePath('/vacancies/3')).toBe(false);
    expect(isManagePath('/profiel')).toBe(false);
  });
});
