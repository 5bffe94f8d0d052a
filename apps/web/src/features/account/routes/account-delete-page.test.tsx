import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearSession, getAuthStatus, setSession } from '../../../lib/api/session-store.ts';
import { json, polyfillDialog, renderApp, stubApi } from '../../../test/app-test-utils.tsx';
import { signedInHandlers } from '../../../test/factories/users.ts';

beforeAll(polyfillDialog);
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('deleting an account (/account/verwijderen)', () => {
  it('explains deletion to a signed-out visitor and offers sign-in instead of the form', async () => {
    stubApi({});
    renderApp('/account/verwijderen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account verwijderen' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Inloggen' })).toHaveAttribute(
      'href',
      '/inloggen?redirect=%2Faccount%2Fverwijderen',
    );
    expect(screen.queryByLabelText(/^Wachtwoord/)).toBeNull();
  });

  it('asks for confirmation, sends the password, forgets the session and lands on /profiel/verwijderd', async () => {
    setSession({ accessToken: 'a', client: 'b', uid: 'anna@example.org' });
    const calls = stubApi({
      ...signedInHandlers(),
      'DELETE /api/v1/current_user': () => new Response(null, { status: 204 }),
    });
    const { router } = renderApp('/account/verwijderen');
    await userEvent.type(await screen.findByLabelText(/^Wachtwoord/), 'mijn-wachtwoord-123');
    await userEvent.click(screen.getByRole('button', { name: 'Mijn account verwijderen' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Ja, verwijder mijn account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profiel/verwijderd'));
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ password: 'mijn-wachtwoord-123' });
    expect(getAuthStatus()).toBe('SIGNED_OUT');
  });

  it('shows a wrong password on the password field and keeps the session', async () => {
    setSession({ accessToken: 'a', client: 'b', uid: 'anna@example.org' });
    stubApi({
      ...signedInHandlers(),
      'DELETE /api/v1/current_user': () =>
        json(
          {
            errors: [
              {
                status: '422',
                code: 'password_invalid',
                title: 'Ongeldige invoer',
                detail: 'Dit wachtwoord klopt niet.',
                source: { pointer: '/password' },
              },
            ],
          },
          422,
        ),
    });
    const { router } = renderApp('/account/verwijderen');
    await userEvent.type(await screen.findByLabelText(/^Wachtwoord/), 'fout-wachtwoord-123');
    await userEvent.click(screen.getByRole('button', { name: 'Mijn account verwijderen' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ja, verwijder mijn account' }));
    const password = screen.getByLabelText(/^Wachtwoord/);
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(expect.stringContaining('Dit wachtwoord klopt niet.')),
    );
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(router.state.location.pathname).toBe('/account/verwijderen');
    expect(getAuthStatus()).toBe('SIGNED_IN');
  });

  it('downloads my data as a file named by the API', async () => {
    setSession({ accessToken: 'a', client: 'b', uid: 'anna@example.org' });
    const exported = { user: { email: 'anna@example.org', first_name: 'Anna' }, roles: [] };
    const calls = stubApi({
      ...signedInHandlers(),
      'GET /api/v1/current_user/export': () =>
        json(exported, 200, { 'Content-Disposition': 'attachment; filename="volunteerly-export.json"' }),
    });
    const blobs: Blob[] = [];
    // Spies, not an assignment: URL is shared with the other files of the worker.
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:http://localhost/export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const downloads: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function record(
      this: HTMLAnchorElement,
    ) {
      downloads.push({ href: this.href, download: this.download });
    });
    try {
      renderApp('/account/verwijderen');
      await userEvent.click(await screen.findByRole('button', { name: 'Mijn gegevens downloaden' }));
      await waitFor(() =>
        expect(downloads).toEqual([{ href: 'blob:http://localhost/export', download: 'volunteerly-export.json' }]),
      );
      const request = calls.find((call) => call.path === '/api/v1/current_user/export');
      expect(request?.headers).toMatchObject({ 'access-token': 'a', client: 'b', uid: 'anna@example.org' });
      // The file keeps the API's own (snake_case) keys.
      expect(JSON.parse(await blobs[0]!.text())).toEqual(exported);
      expect(await screen.findAllByText('Je gegevens staan in volunteerly-export.json')).not.toHaveLength(0);
    } finally {
      click.mockRestore();
    }
  });
});
