import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { json, renderApp, stubApi } from '../../../test/app-test-utils.tsx';
import { savedCurrentUserDocument, signedInHandlers } from '../../../test/factories/users.ts';

beforeEach(() => setSession({ accessToken: 'a', client: 'b', uid: 'anna@example.org' }));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('the periodic e-mail setting (/profile-edit/periodieke-mail)', () => {
  it('saves the chosen frequency on the account', async () => {
    const calls = stubApi({
      ...signedInHandlers(),
      'PATCH /api/v1/current_user': () => json(savedCurrentUserDocument({ attributes: { digestFrequency: 'weekly' } })),
    });
    renderApp('/profile-edit/periodieke-mail');
    await userEvent.click(await screen.findByRole('radio', { name: /Elke week/ }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ user: { digest_frequency: 'weekly' } }),
    );
    await waitFor(() => expect(screen.getByRole('radio', { name: /Elke week/ })).toBeChecked());
  });
});
