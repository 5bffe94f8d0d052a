import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import type { UserStatus } from '@volunteerly/contracts/users';
import { json, renderApp, stubApi } from '../../../test/app-test-utils.tsx';
import { buildUser, currentUserDocument, userListDocument } from '../../../test/factories/users.ts';

/** Sam <lastName>, a user of the list, in no organisation (the list includes organisations). */
function samUser(id: number, lastName: string, status: UserStatus = 'active') {
  return buildUser({
    id: String(id),
    attributes: {
      email: `${lastName.toLowerCase()}@example.org`,
      firstName: 'Sam',
      lastName,
      fullName: `Sam ${lastName}`,
      status,
      confirmedAt: null,
      createdAt: '2026-01-01T10:00:00.000Z',
    },
    relationships: { organizations: { data: [] } },
  });
}

beforeEach(() => setSession({ accessToken: 'a', client: 'b', uid: 'c' }));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('the users list (/users)', () => {
  it('shows the users with status badges and asks the API for the chosen filters, sort and page', async () => {
    const calls = stubApi({
      'GET /api/v1/current_user': () =>
        json(currentUserDocument({ abilities: { listUsers: true, createUsers: true } })),
      'GET /api/v1/users': () =>
        json(userListDocument([samUser(1, 'Jansen'), samUser(2, 'Bakker', 'invited')], { pageSize: 10, total: 23 })),
    });
    const { router } = renderApp('/users');
    const table = await screen.findByRole('table', { name: 'Gebruikers' });
    expect(within(table).getByRole('link', { name: 'Sam Jansen' })).toHaveAttribute('href', '/users/1');
    expect(within(table).getByText('Uitgenodigd')).toBeInTheDocument();
    expect(screen.getByText('23 gebruikers')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gebruiker toevoegen' })).toHaveAttribute('href', '/users/add');

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'invited');
    await userEvent.selectOptions(screen.getByLabelText('Sorteren'), '-created_at');
    await userEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    await waitFor(() => expect(router.state.location.search).toContain('page=2'));
    await userEvent.type(screen.getByLabelText('Zoek op naam of e-mailadres'), 'sam');

    // The search waits for a pause in typing (300 ms), so give it time on a busy machine.
    await waitFor(
      () => {
        const last = calls.filter((call) => call.path === '/api/v1/users').at(-1);
        expect(last?.query.get('filter[search]')).toBe('sam');
      },
      { timeout: 10_000 },
    );
    const last = calls.filter((call) => call.path === '/api/v1/users').at(-1);
    expect(last?.query.get('filter[status]')).toBe('invited');
    expect(last?.query.get('sort')).toBe('-created_at');
    expect(last?.query.get('include')).toBe('organizations');
    // A new search starts again at the first page.
    expect(last?.query.get('page[number]')).toBe('1');
  });

  it('tells a search without results apart from an empty list, and hides adding without the ability', async () => {
    stubApi({
      'GET /api/v1/current_user': () => json(currentUserDocument({ abilities: { listUsers: true } })),
      'GET /api/v1/users': () => json(userListDocument([], { pageSize: 10 })),
    });
    renderApp('/users?status=archived');
    expect(await screen.findByRole('heading', { name: 'Geen gebruikers gevonden' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Gebruiker toevoegen' })).toBeNull();
  });
});
