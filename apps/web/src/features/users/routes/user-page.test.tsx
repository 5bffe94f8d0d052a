import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { json, renderApp, stubApi } from '../../../test/app-test-utils.tsx';
import { buildUser, currentUserDocument, userDocument } from '../../../test/factories/users.ts';

beforeEach(() => setSession({ accessToken: 'a', client: 'b', uid: 'c' }));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const adminHandlers = (user: ReturnType<typeof buildUser>) => ({
  'GET /api/v1/current_user': () => json(currentUserDocument({ abilities: { listUsers: true } })),
  [`GET /api/v1/users/${user.id}`]: () => json(userDocument(user)),
});

describe('a user seen by a manager (/users/{id})', () => {
  it("shows the volunteer's chosen skill and interest tags with what they wrote themselves", async () => {
    const user = buildUser({
      id: '5',
      attributes: {
        fullName: 'Vera Vrijwilliger',
        skillTags: [{ id: '21', name: 'Koken' }],
        skills: ['jongleren'],
        interestTags: [{ id: '11', name: 'Zorg en welzijn' }],
        interests: [],
      },
    });
    stubApi(adminHandlers(user));
    renderApp('/users/5');

    expect(await screen.findByRole('heading', { name: 'Vera Vrijwilliger', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Vaardigheden').nextElementSibling).toHaveTextContent('Koken, jongleren');
    expect(screen.getByText('Interesses').nextElementSibling).toHaveTextContent('Zorg en welzijn');
  });

  it('leaves skills and interests out when the answer has no personal details', async () => {
    const user = buildUser({ id: '6', attributes: { fullName: 'Sam Jansen' } });
    stubApi(adminHandlers(user));
    renderApp('/users/6');

    expect(await screen.findByRole('heading', { name: 'Sam Jansen', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Vaardigheden')).not.toBeInTheDocument();
  });
});
