import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { currentUserDocument, json, renderApp, stubApi } from '../../../test/app-test-utils.tsx';

beforeEach(() => setSession({ accessToken: 'a', client: 'b', uid: 'anna@example.org' }));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('the periodic e-mail setting (/profile-edit/periodieke-mail)', () => {
  it('saves the chosen frequency on the account', async () => {
    const user = currentUserDocument();
    const calls = stubApi({
      'GET /api/v1/current_user': () => json(user),
      'GET /api/v1/current_organizations': () => json({ data: [] }),
      'PATCH /api/v1/current_user': () =>
        json({ data: { ...user.data, attributes: { ...user.data.attributes, digest_frequency: 'weekly' } } }),
    });
    renderApp('/profile-edit/periodieke-mail');
    await userEvent.click(await screen.findByRole('radio', { name: /Elke week/ }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ user: { digest_frequency: 'weekly' } }),
    );
    await waitFor(() => expect(screen.getByRole('radio', { name: /Elke week/ })).toBeChecked());
  });
});
