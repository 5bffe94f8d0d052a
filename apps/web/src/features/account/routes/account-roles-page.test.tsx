import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { renderApp, stubApi } from '../../../test/app-test-utils.tsx';
import { currentUserDocument, signedInHandlers } from '../../../test/factories/users.ts';

beforeEach(() => setSession({ accessToken: 'a', client: 'b', uid: 'anna@example.org' }));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('my roles (/account/roles)', () => {
  it('lists each role, translated, with what it is bound to', async () => {
    const userWithRoles = currentUserDocument({
      roles: [
        { name: 'admin', resourceType: 'Organization', resourceId: '3', resourceName: 'Voedselbank Utrecht' },
        {
          name: 'center_admin',
          resourceType: 'VolunteerCenter',
          resourceId: '1',
          resourceName: 'Vrijwilligerscentrale Demo',
        },
        { name: 'super_admin' },
      ],
    });
    stubApi(signedInHandlers(userWithRoles));
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
    stubApi(signedInHandlers(currentUserDocument()));
    renderApp('/account/roles');
    expect(await screen.findByText('Je hebt geen beheerrollen')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryAllByRole('listitem')).toHaveLength(0);
  });
});
