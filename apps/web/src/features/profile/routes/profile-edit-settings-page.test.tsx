import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { colorModeStorageKey, writeColorMode } from '../../../lib/theme/color-mode.ts';
import { json, renderApp, stubApi } from '../../../test/app-test-utils.tsx';
import {
  filledProfile,
  profileUserDocument,
  savedCurrentUserDocument,
  signedInHandlers,
} from '../../../test/factories/users.ts';

beforeEach(() => setSession({ accessToken: 'a', client: 'b', uid: 'anna@example.org' }));
afterEach(() => {
  clearSession();
  writeColorMode('system');
  vi.unstubAllGlobals();
});

describe('settings (/profile-edit/settings)', () => {
  it('saves the language on the account and switches the interface to it', async () => {
    const calls = stubApi({
      ...signedInHandlers(profileUserDocument()),
      'PATCH /api/v1/current_user': () =>
        json(savedCurrentUserDocument({ attributes: { ...filledProfile, locale: 'en' } })),
    });
    renderApp('/profile-edit/settings');
    const dutch = await screen.findByRole('radio', { name: 'Nederlands' });
    expect(dutch).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'English' }));

    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ user: { locale: 'en' } }),
    );
    expect(i18next.language).toBe('en');
    expect(await within(screen.getByRole('main')).findByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
  });

  it('keeps the colour mode in this browser', async () => {
    const calls = stubApi(signedInHandlers(profileUserDocument()));
    renderApp('/profile-edit/settings');
    // The page's frame shows at once; its heading and the group come with the page.
    await screen.findByRole('heading', { level: 1 });
    const group = await within(screen.getByRole('main')).findByRole('group', { name: 'Kleurmodus' });
    expect(group).toHaveAccessibleDescription(/alleen in deze browser/);
    await userEvent.click(screen.getByRole('radio', { name: 'Donker' }));
    expect(window.localStorage.getItem(colorModeStorageKey)).toBe('dark');
    expect(document.documentElement.dataset['colorMode']).toBe('dark');
    expect(screen.getByRole('radio', { name: 'Donker' })).toBeChecked();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });
});
