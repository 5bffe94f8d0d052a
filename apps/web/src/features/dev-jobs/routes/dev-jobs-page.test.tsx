import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { json, renderApp, stubApi } from '../../../test/app-test-utils.tsx';
import { buildJob, jobDocument, jobListDocument } from '../../../test/factories/jobs.ts';
import { currentUserDocument } from '../../../test/factories/users.ts';

const currentUser = {
  'GET /api/v1/current_user': () => json(currentUserDocument({ roles: [{ name: 'super_admin' }] })),
};

beforeEach(() => setSession({ accessToken: 'a', client: 'b', uid: 'c' }));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('background jobs (/dev/jobs)', () => {
  it('shows the failed jobs with their last error first, and retries one: it leaves the failed list', async () => {
    let retried = false;
    const calls = stubApi({
      ...currentUser,
      'GET /api/v1/dev/jobs': () =>
        json(
          retried
            ? jobListDocument([], { queued: 1, running: 0, done: 3, failed: 0 })
            : jobListDocument([buildJob('7')], { queued: 0, running: 0, done: 3, failed: 1 }),
        ),
      'POST /api/v1/dev/jobs/7/retry': () => {
        retried = true;
        return json(jobDocument(buildJob('7', { status: 'queued', attempts: 0, finishedAt: null })));
      },
    });
    renderApp('/dev/jobs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Achtergrondtaken' })).toBeInTheDocument();
    expect(await screen.findByText('Connection refused')).toBeInTheDocument();
    const filters = screen.getByRole('group', { name: 'Toon taken die zijn' });
    expect(within(filters).getByRole('button', { name: 'Mislukt (1)' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen notification.mail #7' }));
    expect(await screen.findByText('Geen mislukte taken')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/v1/dev/jobs/7/retry',
    ]);
  });

  it('shows another status when its filter is pressed', async () => {
    const calls = stubApi({
      ...currentUser,
      'GET /api/v1/dev/jobs': () =>
        json(jobListDocument([buildJob('9', { name: 'vacancies.expire', status: 'done' })])),
    });
    const { router } = renderApp('/dev/jobs');
    await userEvent.click(await screen.findByRole('button', { name: /^Klaar/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=done'));
    await waitFor(() =>
      expect(
        calls.filter((call) => call.path === '/api/v1/dev/jobs').map((call) => call.query.get('filter[status]')),
      ).toContain('done'),
    );
  });
});
