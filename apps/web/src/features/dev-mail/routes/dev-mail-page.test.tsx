import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { json, renderApp, stubApi } from '../../../test/app-test-utils.tsx';
import { buildCapturedMail, capturedMailListDocument } from '../../../test/factories/captured-mails.ts';
import { currentUserDocument } from '../../../test/factories/users.ts';
import { linksInText } from './dev-mail-page.tsx';

const currentUser = {
  'GET /api/v1/current_user': () => json(currentUserDocument({ roles: [{ name: 'super_admin' }] })),
};

beforeEach(() => setSession({ accessToken: 'a', client: 'b', uid: 'c' }));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('captured mail (/dev/mail)', () => {
  it('lists the mails with their links, and pages through them', async () => {
    const calls = stubApi({
      ...currentUser,
      'GET /api/v1/dev/mails': () =>
        json(
          capturedMailListDocument(
            [
              buildCapturedMail('2', {
                subject: 'Bevestig je e-mailadres',
                text: 'Klik: http://demo.localhost:3000/confirm?confirmation_token=abc.',
              }),
            ],
            { total: 21 },
          ),
        ),
    });
    const { router } = renderApp('/dev/mail');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verzonden e-mails' })).toBeInTheDocument();
    await userEvent.click(await screen.findByText('Bevestig je e-mailadres'));
    expect(
      screen.getByRole('link', { name: 'http://demo.localhost:3000/confirm?confirmation_token=abc' }),
    ).toBeVisible();
    expect(screen.getByText('21 e-mails')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() =>
      expect(
        calls.filter((call) => call.path === '/api/v1/dev/mails').map((call) => call.query.get('page[number]')),
      ).toEqual(['1', '2']),
    );
  });

  it('shows the formatted mail in a sandbox that runs none of its scripts', async () => {
    stubApi({
      ...currentUser,
      'GET /api/v1/dev/mails': () =>
        json(
          capturedMailListDocument([
            buildCapturedMail('3', {
              subject: 'Nieuwe aanmelding',
              html: '<html><body><table><tr><td style="background-color: #007a55">Demo</td></tr></table></body></html>',
            }),
          ]),
        ),
    });
    renderApp('/dev/mail');
    await userEvent.click(await screen.findByText('Nieuwe aanmelding'));
    const frame = screen.getByTitle('Opgemaakte e-mail: Nieuwe aanmelding');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('background-color: #007a55');
  });

  it('says so when there is no mail yet', async () => {
    stubApi({ ...currentUser, 'GET /api/v1/dev/mails': () => json(capturedMailListDocument([])) });
    renderApp('/dev/mail');
    expect(await screen.findByRole('heading', { name: 'Nog geen e-mails' })).toBeInTheDocument();
  });

  it('explains that only platform administrators may read the mail when the API refuses all the same', async () => {
    stubApi({
      ...currentUser,
      'GET /api/v1/dev/mails': () =>
        json(
          {
            errors: [
              { status: '403', code: 'forbidden', title: 'Alleen platformbeheerders kunnen de opgevangen mail lezen.' },
            ],
          },
          403,
        ),
    });
    renderApp('/dev/mail');
    expect(await screen.findByText('Alleen platformbeheerders kunnen deze e-mails lezen')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opnieuw proberen' })).toBeNull();
  });
});

describe('linksInText', () => {
  it('finds each web address once, without trailing punctuation', () => {
    expect(linksInText('Ga naar https://a.example/x?y=1. Of (https://b.example/z) of https://a.example/x?y=1')).toEqual(
      ['https://a.example/x?y=1', 'https://b.example/z'],
    );
  });
});
