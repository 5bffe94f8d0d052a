import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { currentUserDocument, json, renderApp, stubApi } from '../../../test/app-test-utils.tsx';

beforeEach(() => setSession({ accessToken: 'a', client: 'b', uid: 'anna@example.org' }));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

function role(id: string, attributes: Record<string, unknown>) {
  return { type: 'roles', id, attributes };
}

/** The current user with these roles included (as GET /api/v1/current_user?include=roles answers). */
function userWithRoles(roles: ReturnType<typeof role>[]) {
  const base = currentUserDocument();
  return {
    data: { ...base.data, relationships: { roles: { data: roles.map(({ type, id }) => ({ type, id })) } } },
    included: roles,
  };
}

describe('my roles (/account/roles)', () => {
  it('lists each role, translated, with what it is bound to', async () => {
    stubApi({
      'GET /api/v1/current_organizations': () => json({ data: [] }),
      'GET /api/v1/current_user': () =>
        json(
          userWithRoles([
            role('7', {
              name: 'admin',
              resource_type: 'Organization',
              resource_id: '3',
              resource_name: 'Voedselbank Utrecht',
            }),
            role('8', {
              name: 'center_admin',
              resource_type: 'VolunteerCenter',
              resource_id: '1',
              resource_name: 'Vrijwilligerscentrale Demo',
            }),
            role('9', { name: 'super_admin', resource_type: null, resource_id: null, resource_name: null }),
          ]),
        ),
    });
    renderApp('/account/roles');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mijn rollen' })).toBeInTheDocument();
    const items = await within(screen.getByRole('main')).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Beheerder van een organisatieOrganisatie: Voedselbank Utrecht',
      'Beheerder van het vrijwilligerscentrumVrijwilligerscentrum: Vrijwilligerscentrale Demo',
      'PlatformbeheerderBeheert het hele platform.',
    ]);
  });

  it('tells a volunteer without roles so', async () => {
    stubApi({
      'GET /api/v1/current_organizations': () => json({ data: [] }),
      'GET /api/v1/current_user': () => json(userWithRoles([])),
    });
    renderApp('/account/roles');
    expect(await screen.findByText('Je hebt geen beheerrollen')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryAllByRole('listitem')).toHaveLength(0);
  });
});
