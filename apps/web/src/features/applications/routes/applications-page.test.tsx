import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { json, renderApp, stubApi, type RecordedCall } from '../../../test/app-test-utils.tsx';
import { currentUserDocument } from '../../../test/factories/users.ts';
import { applicationListDocument, buildApplication } from '../../../test/factories/applications.ts';
import { currentOrganizationsDocument } from '../../../test/factories/organizations.ts';

beforeEach(() => setSession({ accessToken: 'a', client: 'b', uid: 'anna@example.org' }));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const organizationAdmin = currentUserDocument({
  roles: [{ name: 'admin', resourceType: 'Organization', resourceId: '5' }],
});

function signedInAs(user: ReturnType<typeof currentUserDocument>) {
  return {
    'GET /api/v1/current_user': () => json(user),
    'GET /api/v1/current_organizations': () => json(currentOrganizationsDocument()),
  };
}

const isOwnList = (call: RecordedCall) =>
  call.path === '/api/v1/applications' && call.query.get('filter[scope]') === 'mine';
const isManagedList = (call: RecordedCall) => call.path === '/api/v1/applications' && !call.query.has('filter[scope]');

describe('my applications (/applications, a volunteer)', () => {
  it('lists my own applications with the vacancy, organisation, status and a link to each', async () => {
    const calls = stubApi({
      ...signedInAs(currentUserDocument()),
      'GET /api/v1/applications': () =>
        json(
          applicationListDocument([buildApplication({ attributes: { status: 'in_progress' } })], {
            statusCounts: { in_progress: 1 },
          }),
        ),
    });
    renderApp('/applications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mijn aanmeldingen' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Chauffeur voor de voedselbank' })).toHaveAttribute(
      'href',
      '/vacancies/31',
    );
    expect(screen.getByText('Voedselbank Utrecht')).toBeInTheDocument();
    expect(screen.getByText('Aangemeld op 2 maart 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Aanmelding bekijken/ })).toHaveAttribute('href', '/applications/8');
    expect(calls.filter((call) => call.path === '/api/v1/applications').every(isOwnList)).toBe(true);
    // Volunteers neither export nor switch to an organisation's list.
    expect(screen.queryByRole('button', { name: 'CSV exporteren' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Voor mijn organisatie' })).toBeNull();
  });

  it('invites me to find vacancies when I have not applied anywhere', async () => {
    stubApi({
      ...signedInAs(currentUserDocument()),
      'GET /api/v1/applications': () => json(applicationListDocument([])),
    });
    renderApp('/applications');
    expect(await screen.findByRole('heading', { name: 'Je hebt je nog nergens aangemeld' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vacatures zoeken' })).toHaveAttribute('href', '/vacancies/search');
  });

  it('says so when the list cannot be loaded', async () => {
    stubApi({
      ...signedInAs(currentUserDocument()),
      'GET /api/v1/applications': () =>
        json({ errors: [{ status: '500', code: 'internal_error', title: 'Er ging iets mis' }] }, 500),
    });
    renderApp('/applications');
    expect(await screen.findByText('De aanmeldingen konden niet worden geladen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });
});

describe("an organisation's applications (/applications, an organisation admin)", () => {
  it('shows a table of applications and keeps status, sort, page size and search in the URL', async () => {
    const calls = stubApi({
      ...signedInAs(organizationAdmin),
      'GET /api/v1/applications': (call) =>
        json(
          isOwnList(call)
            ? applicationListDocument([])
            : applicationListDocument([buildApplication()], {
                statusCounts: { new: 3, in_progress: 2 },
                pageSize: 10,
                total: 23,
              }),
        ),
    });
    const { router } = renderApp('/applications');
    const table = await screen.findByRole('table', { name: 'Aanmeldingen' });
    expect(screen.getByRole('heading', { level: 1, name: 'Aanmeldingen' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Jan Jansen' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Chauffeur voor de voedselbank' })).toHaveAttribute(
      'href',
      '/vacancies/31',
    );
    expect(within(table).getByText('Nieuw')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: /aanmelding van Jan Jansen/ })).toHaveAttribute(
      'href',
      '/applications/8',
    );
    // Organisation admins see only their own organisation: no organisation column.
    expect(within(table).queryByRole('columnheader', { name: 'Organisatie' })).toBeNull();
    expect(screen.getByText('23 aanmeldingen')).toBeInTheDocument();
    // Without applications of their own, there is nothing to switch to.
    expect(screen.queryByRole('button', { name: 'Mijn eigen aanmeldingen' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'In behandeling (2)' }));
    await waitFor(() => expect(calls.filter(isManagedList).at(-1)?.query.get('filter[status]')).toBe('in_progress'));
    expect(router.state.location.search).toContain('status=in_progress');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'In behandeling (2)' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await userEvent.selectOptions(screen.getByLabelText('Sorteren'), '-status_changed_at');
    // Each change is in the URL and asked of the API before the next one is made.
    await waitFor(() => expect(calls.filter(isManagedList).at(-1)?.query.get('sort')).toBe('-status_changed_at'));
    await userEvent.selectOptions(screen.getByLabelText('Aantal per pagina'), '25');
    await waitFor(() => expect(calls.filter(isManagedList).at(-1)?.query.get('page[size]')).toBe('25'));
    await userEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    await waitFor(() => expect(calls.filter(isManagedList).at(-1)?.query.get('page[number]')).toBe('2'));
    expect(router.state.location.search).toContain('page=2');
    await userEvent.type(screen.getByLabelText('Zoek op naam, e-mailadres of vacature'), 'jan');

    // The search waits for a pause in typing, so give it time on a busy machine.
    await waitFor(() => expect(calls.filter(isManagedList).at(-1)?.query.get('filter[search]')).toBe('jan'), {
      timeout: 10_000,
    });
    const last = calls.filter(isManagedList).at(-1);
    expect(last?.query.get('filter[status]')).toBe('in_progress');
    expect(last?.query.get('sort')).toBe('-status_changed_at');
    expect(last?.query.get('page[size]')).toBe('25');
    // A new search starts again at the first page.
    expect(last?.query.get('page[number]')).toBe('1');
    expect(router.state.location.search).toContain('search=jan');
  });

  it("shows one vacancy's applications when the URL names it, and clears that on request", async () => {
    const calls = stubApi({
      ...signedInAs(organizationAdmin),
      'GET /api/v1/applications': (call) =>
        json(
          isOwnList(call)
            ? applicationListDocument([])
            : applicationListDocument([buildApplication()], { statusCounts: { new: 1 } }),
        ),
    });
    const { router } = renderApp('/applications?vacancy_id=31');
    expect(await screen.findByText('Aanmeldingen voor Chauffeur voor de voedselbank')).toBeInTheDocument();
    expect(calls.filter(isManagedList)[0]?.query.get('filter[vacancy_id]')).toBe('31');

    await userEvent.click(screen.getByRole('button', { name: 'Alle aanmeldingen tonen' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('vacancy_id'));
    await waitFor(() => expect(calls.filter(isManagedList).at(-1)?.query.has('filter[vacancy_id]')).toBe(false));
  });

  it('exports the applications of the current filters as a CSV download', async () => {
    const calls = stubApi({
      ...signedInAs(organizationAdmin),
      'GET /api/v1/applications': () => json(applicationListDocument([buildApplication()])),
      'GET /api/v1/applications/export.csv': () =>
        new Response('Naam,Vacature\nJan Jansen,Chauffeur\n', {
          status: 200,
          headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="aanmeldingen.csv"' },
        }),
    });
    const blobs: Blob[] = [];
    // Spies, not an assignment: URL is shared with the other files of the worker.
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:http://localhost/applications';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const downloads: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function record(
      this: HTMLAnchorElement,
    ) {
      downloads.push({ href: this.href, download: this.download });
    });
    try {
      renderApp('/applications?status=accepted&vacancy_id=31&search=jan&sort=created_at');
      await userEvent.click(await screen.findByRole('button', { name: 'CSV exporteren' }));
      await waitFor(() =>
        expect(downloads).toEqual([{ href: 'blob:http://localhost/applications', download: 'aanmeldingen.csv' }]),
      );
      const request = calls.find((call) => call.path === '/api/v1/applications/export.csv');
      expect(request?.query.get('filter[status]')).toBe('accepted');
      expect(request?.query.get('filter[vacancy_id]')).toBe('31');
      expect(request?.query.get('filter[search]')).toBe('jan');
      expect(request?.query.get('sort')).toBe('created_at');
      // A plain link could not send the session; the request through the client does.
      expect(request?.headers).toMatchObject({ 'access-token': 'a', client: 'b', uid: 'anna@example.org' });
      expect(await blobs[0]!.text()).toBe('Naam,Vacature\nJan Jansen,Chauffeur\n');
    } finally {
      click.mockRestore();
    }
  });

  it('lets an admin who also applied somewhere switch to their own applications', async () => {
    const calls = stubApi({
      ...signedInAs(organizationAdmin),
      'GET /api/v1/applications': (call) =>
        json(
          isOwnList(call)
            ? applicationListDocument([
                buildApplication({ id: '9', attributes: { vacancyTitle: 'Gastvrouw in het buurthuis' } }),
              ])
            : applicationListDocument([buildApplication()]),
        ),
    });
    const { router } = renderApp('/applications');
    await screen.findByRole('table', { name: 'Aanmeldingen' });
    await userEvent.click(await screen.findByRole('button', { name: 'Mijn eigen aanmeldingen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mijn aanmeldingen' })).toBeInTheDocument();
    expect(router.state.location.search).toContain('scope=mine');
    expect(await screen.findByRole('link', { name: 'Gastvrouw in het buurthuis' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voor mijn organisatie' })).toHaveAttribute('aria-pressed', 'false');
    expect(calls.some(isOwnList)).toBe(true);
  });

  it('shows centre admins the organisation of each application', async () => {
    stubApi({
      ...signedInAs(
        currentUserDocument({ roles: [{ name: 'center_admin', resourceType: 'VolunteerCenter', resourceId: '1' }] }),
      ),
      'GET /api/v1/applications': () => json(applicationListDocument([buildApplication()])),
    });
    renderApp('/applications');
    const table = await screen.findByRole('table', { name: 'Aanmeldingen' });
    expect(within(table).getByRole('columnheader', { name: 'Organisatie' })).toBeInTheDocument();
    expect(within(table).getByText('Voedselbank Utrecht')).toBeInTheDocument();
  });
});
