import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../lib/api/session-store.ts';
import { json, renderApp, stubApi, type RecordedCall } from '../../test/app-test-utils.tsx';
import { currentOrganizationsDocument } from '../../test/factories/organizations.ts';
import { tagListDocument } from '../../test/factories/tags.ts';
import { currentUserDocument } from '../../test/factories/users.ts';

// What the layout itself asks for on every page (the header's account menu, organisation
// switcher and live notifications); anything else a page asks for is the page's own data.
const layoutPaths = new Set(['/api/v1/current_user', '/api/v1/current_organizations', '/api/v1/notifications/stream']);

function pageDataCalls(calls: RecordedCall[]): string[] {
  return calls.filter((call) => !layoutPaths.has(call.path)).map((call) => `${call.method} ${call.path}`);
}

const volunteer = () => json(currentUserDocument());

beforeEach(() => setSession({ accessToken: 'a', client: 'b', uid: 'c' }));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('pages the role cannot use (issue 10, hole 14)', () => {
  it.each([
    '/organizations/add',
    '/organizations/approve',
    '/users',
    '/users/add',
    '/users/7/edit',
    '/users/7/add_role',
    '/dev/mail',
    '/vacancies',
    '/vacancies/add',
    '/vacancies/bulk-edit',
    '/vacancies/3/edit',
    '/tags',
    '/instellingen',
    '/instellingen/design',
    '/instellingen/organisatie',
  ])('shows a volunteer the 403 screen at %s without asking the API for the page', async (path) => {
    const calls = stubApi({ 'GET /api/v1/current_user': volunteer });
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Toegang geweigerd' })).toBeInTheDocument();
    expect(screen.getByText('Je hebt geen toegangsrechten voor deze pagina.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opnieuw proberen' })).toBeNull();
    // Give a page that slipped through the time to fire its queries.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pageDataCalls(calls)).toEqual([]);
    expect(calls.some((call) => call.path === '/api/v1/current_user')).toBe(true);
  });

  it("shows an organisation admin the 403 screen for the centre's look, not their own organisation's settings", async () => {
    const orgAdmin = () =>
      json(currentUserDocument({ abilities: { manageVacancies: true, manageSettings: true, listUsers: true } }));
    stubApi({ 'GET /api/v1/current_user': orgAdmin });
    renderApp('/instellingen/design');
    expect(await screen.findByRole('heading', { level: 1, name: 'Toegang geweigerd' })).toBeInTheDocument();
  });

  it('still opens the page for a role that has the ability', async () => {
    const calls = stubApi({
      'GET /api/v1/current_user': () => json(currentUserDocument({ abilities: { manageTags: true } })),
      'GET /api/v1/tags': () => json(tagListDocument([], { create: true })),
    });
    renderApp('/tags');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tags' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Toegang geweigerd' })).toBeNull();
    await waitFor(() => expect(pageDataCalls(calls)).toContain('GET /api/v1/tags'));
  });

  it('opens a page only once the user’s organisations have answered, which fill the header and choose its calls', async () => {
    let answerOrganizations: (response: Response) => void = () => undefined;
    const calls = stubApi({
      'GET /api/v1/current_user': () => json(currentUserDocument({ abilities: { manageTags: true } })),
      'GET /api/v1/current_organizations': () =>
        new Promise<Response>((resolve) => {
          answerOrganizations = resolve;
        }),
      'GET /api/v1/tags': () => json(tagListDocument([], { create: true })),
    });
    renderApp('/tags');
    await waitFor(() => expect(calls.some((call) => call.path === '/api/v1/current_organizations')).toBe(true));
    // The user is known (the header shows their account menu): give the page the time to slip through.
    expect(await screen.findByRole('button', { name: /Anna de Vries/ })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { level: 1, name: 'Tags' })).toBeNull();
    expect(pageDataCalls(calls)).toEqual([]);
    answerOrganizations(json(currentOrganizationsDocument()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tags' })).toBeInTheDocument();
  });

  it('leaves pages every signed-in user may use open to a volunteer', async () => {
    stubApi({ 'GET /api/v1/current_user': volunteer });
    renderApp('/account/roles');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mijn rollen' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Toegang geweigerd' })).toBeNull();
  });

  it('shows the forbidden message without "try again" when the API answers 403 on an open page', async () => {
    stubApi({
      'GET /api/v1/current_user': volunteer,
      'GET /api/v1/users/7': () => json({ errors: [{ status: '403', code: 'forbidden', title: 'Forbidden' }] }, 403),
    });
    renderApp('/users/7');
    expect(await screen.findByText('Je hebt geen toegangsrechten voor deze pagina.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opnieuw proberen' })).toBeNull();
  });

  it('still sends a signed-out visitor to sign in, not to the 403 screen', async () => {
    clearSession();
    const calls = stubApi({});
    const { router } = renderApp('/users');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/auth/login-1'));
    expect(router.state.location.search).toBe('?redirect=%2Fusers');
    expect(pageDataCalls(calls).filter((call) => call.includes('/users'))).toEqual([]);
  });
});
