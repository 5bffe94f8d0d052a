import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { json, polyfillDialog, renderApp, stubApi } from '../../../test/app-test-utils.tsx';
import {
  buildOrganization,
  buildOrganizationSummary,
  currentOrganizationsDocument,
  organizationListDocument,
} from '../../../test/factories/organizations.ts';
import { currentUserDocument } from '../../../test/factories/users.ts';
import {
  buildVacancyResource,
  bulkUpdatedVacanciesDocument,
  vacancyDocument,
  vacancyListDocument,
  withVacancyAttributes,
} from '../../../test/factories/vacancies.ts';

beforeAll(() => polyfillDialog());
beforeEach(() => setSession({ accessToken: 'a', client: 'b', uid: 'anna@example.org' }));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const organizationAdmin = {
  'GET /api/v1/current_user': () =>
    json(currentUserDocument({ roles: [{ name: 'admin', resourceType: 'Organization', resourceId: '5' }] })),
  'GET /api/v1/current_organizations': () => json(currentOrganizationsDocument([buildOrganizationSummary('5')])),
};

const threeVacancies = [
  buildVacancyResource({
    id: '1',
    attributes: { title: 'Maatje voor ouderen', status: 'published', publishedAt: '2026-11-02T09:00:00Z' },
  }),
  buildVacancyResource({ id: '2', attributes: { title: 'Kok in het buurthuis', status: 'published' } }),
  buildVacancyResource({ id: '3', attributes: { title: 'Voorlezer', status: 'published' } }),
];

const listCalls = (calls: ReturnType<typeof stubApi>) => calls.filter((call) => call.path === '/api/v1/vacancies');

describe('managing vacancies (/vacancies)', () => {
  it('lists the vacancies in a table with their status and the counts per status', async () => {
    stubApi({
      ...organizationAdmin,
      'GET /api/v1/vacancies': () =>
        json(vacancyListDocument(threeVacancies, { statusCounts: { draft: 4, published: 3, closed: 1, archived: 0 } })),
    });
    renderApp('/vacancies');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vacatures' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Vacatures' });
    expect(within(table).getByRole('columnheader', { name: 'Titel' })).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Organisatie' })).toBeNull();
    expect(within(table).getByRole('link', { name: 'Maatje voor ouderen' })).toHaveAttribute(
      'href',
      '/vacancies/1/edit',
    );
    expect(within(table).getByRole('link', { name: 'Aanmeldingen voor ‘Maatje voor ouderen’' })).toHaveAttribute(
      'href',
      '/applications?vacancy_id=1',
    );
    expect(within(table).getAllByText('Gepubliceerd')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Alle (8)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Concept (4)' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Gesloten (1)' })).toBeInTheDocument();
  });

  it('counts the vacancies with their filters, and per vacancy its applications (the new ones marked) and views', async () => {
    stubApi({
      ...organizationAdmin,
      'GET /api/v1/vacancies': () =>
        json(
          vacancyListDocument(
            [
              buildVacancyResource({
                id: '1',
                attributes: {
                  title: 'Maatje voor ouderen',
                  applicationCount: 5,
                  newApplicationCount: 2,
                  viewCount: 140,
                },
              }),
              buildVacancyResource({
                id: '2',
                attributes: { title: 'Tuinman', applicationCount: 1, newApplicationCount: 0, viewCount: 9 },
              }),
            ],
            { statusCounts: { draft: 0, published: 42, closed: 0, archived: 0 }, total: 42 },
          ),
        ),
    });
    renderApp('/vacancies?status=published&search=maatje');
    const table = await screen.findByRole('table', { name: 'Vacatures' });
    expect(screen.getByText('42 vacatures').parentElement).toHaveTextContent(
      '42 vacatures, gefilterd op Gepubliceerd, ‘maatje’',
    );
    expect(within(table).getByRole('link', { name: '5 aanmeldingen voor ‘Maatje voor ouderen’' })).toHaveAttribute(
      'href',
      '/applications?vacancy_id=1',
    );
    expect(within(table).getByText('2 nieuw')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: '1 aanmelding voor ‘Tuinman’' })).toBeInTheDocument();
    expect(within(table).queryByText('0 nieuw')).toBeNull();
    const tuinman = within(table).getByRole('row', { name: /Tuinman/ });
    expect(within(tuinman).getByRole('cell', { name: '9' })).toBeInTheDocument();
  });

  it('keeps the search, status, sort and page size in the address bar and asks the API for them', async () => {
    const calls = stubApi({
      ...organizationAdmin,
      'GET /api/v1/vacancies': () => json(vacancyListDocument(threeVacancies)),
    });
    const { router } = renderApp('/vacancies');
    await screen.findByRole('table', { name: 'Vacatures' });

    await userEvent.type(screen.getByLabelText('Zoeken op titel'), 'kok');
    await waitFor(() => expect(listCalls(calls).at(-1)!.query.get('filter[search]')).toBe('kok'));
    // Each change waits for the page to show it: the shared list hook builds on the parameters of the last render.
    await userEvent.click(screen.getByRole('button', { name: /^Concept/ }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Concept/ })).toHaveAttribute('aria-pressed', 'true'),
    );
    await userEvent.selectOptions(screen.getByLabelText('Sorteren'), 'title');
    await waitFor(() => expect(screen.getByLabelText('Sorteren')).toHaveValue('title'));
    await userEvent.selectOptions(screen.getByLabelText(/per pagina/i), '50');

    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toEqual({ status: 'draft', search: 'kok', sort: 'title', per_page: '50' });
    await waitFor(() => expect(listCalls(calls).at(-1)!.query.get('page[size]')).toBe('50'));
    const last = listCalls(calls).at(-1)!;
    expect(last.query.get('filter[status]')).toBe('draft');
    expect(last.query.get('sort')).toBe('title');
    expect(last.query.get('page[size]')).toBe('50');
  });

  it('closes three selected vacancies with one bulk update after confirmation', async () => {
    const calls = stubApi({
      ...organizationAdmin,
      'GET /api/v1/vacancies': () => json(vacancyListDocument(threeVacancies)),
      'PUT /api/v1/vacancies/bulk_update': () =>
        json(
          bulkUpdatedVacanciesDocument(
            threeVacancies.map((vacancy) => withVacancyAttributes(vacancy, { status: 'closed' })),
          ),
        ),
    });
    renderApp('/vacancies');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Alle vacatures op deze pagina selecteren' }));
    const toolbar = screen.getByRole('region', { name: 'Geselecteerde vacatures' });
    expect(within(toolbar).getByText('3 geselecteerd')).toBeInTheDocument();

    await userEvent.click(within(toolbar).getByRole('button', { name: 'Sluiten' }));
    const dialog = await screen.findByRole('dialog', { name: '3 vacatures sluiten?' });
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: '3 vacatures sluiten' }));

    await waitFor(() => expect(calls.filter((call) => call.path === '/api/v1/vacancies/bulk_update')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      ids: ['1', '2', '3'],
      vacancy: { status: 'closed' },
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Geselecteerde vacatures' })).toBeNull());
  });

  it('names the vacancy that blocked a bulk update', async () => {
    stubApi({
      ...organizationAdmin,
      'GET /api/v1/vacancies': () => json(vacancyListDocument(threeVacancies)),
      'PUT /api/v1/vacancies/bulk_update': () =>
        json(
          {
            errors: [
              {
                status: '422',
                code: 'invalid_transition',
                title: 'Deze statuswijziging kan niet',
                detail: 'Een concept kan niet worden gesloten.',
                source: { pointer: '/ids/1' },
              },
            ],
          },
          422,
        ),
    });
    renderApp('/vacancies');
    await userEvent.click(await screen.findByRole('checkbox', { name: '‘Maatje voor ouderen’ selecteren' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '‘Kok in het buurthuis’ selecteren' }));
    expect(screen.getByRole('checkbox', { name: 'Alle vacatures op deze pagina selecteren' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Archiveren' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '2 vacatures archiveren' }),
    );
    expect(await screen.findByText('Kok in het buurthuis: Een concept kan niet worden gesloten.')).toBeInTheDocument();
  });

  it('edits the selected vacancies together on the bulk edit page', async () => {
    stubApi({ ...organizationAdmin, 'GET /api/v1/vacancies': () => json(vacancyListDocument(threeVacancies)) });
    const { router } = renderApp('/vacancies');
    await userEvent.click(await screen.findByRole('checkbox', { name: '‘Maatje voor ouderen’ selecteren' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '‘Voorlezer’ selecteren' }));
    await userEvent.click(screen.getByRole('button', { name: 'Samen bewerken' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vacancies/bulk-edit'));
    expect(router.state.location.search).toBe('?ids=1,3');
  });

  it('offers the status moves a vacancy allows in its actions menu and asks before deleting a draft', async () => {
    const calls = stubApi({
      ...organizationAdmin,
      'GET /api/v1/vacancies': () =>
        json(
          vacancyListDocument([
            buildVacancyResource({
              id: '7',
              attributes: { title: 'Tuinman', status: 'draft' },
              abilities: { update: true, publish: true, archive: true, delete: true },
            }),
          ]),
        ),
      'PUT /api/v1/vacancies/7/status': () =>
        json(vacancyDocument(buildVacancyResource({ id: '7', attributes: { title: 'Tuinman', status: 'published' } }))),
      'DELETE /api/v1/vacancies/7': () => json(undefined, 204),
    });
    renderApp('/vacancies');
    const menuButton = await screen.findByRole('button', { name: 'Acties voor Tuinman' });
    await userEvent.click(menuButton);
    const menu = screen.getByRole('menu', { name: 'Acties voor Tuinman' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Bewerken', 'Publiceren', 'Archiveren', 'Verwijderen']);
    expect(within(menu).getByRole('menuitem', { name: 'Bewerken' })).toHaveAttribute('href', '/vacancies/7/edit');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Publiceren' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ status: 'published' }));
    expect(menuButton).toHaveFocus();

    await userEvent.click(menuButton);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Concept verwijderen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Concept verwijderen' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/v1/vacancies/7')).toBe(true),
    );
  });

  it('gives a centre admin the organisation column and filter', async () => {
    const calls = stubApi({
      'GET /api/v1/current_user': () =>
        json(
          currentUserDocument({
            roles: [{ name: 'center_admin', resourceType: 'VolunteerCenter', resourceId: '1' }],
          }),
        ),
      'GET /api/v1/current_organizations': () => json(currentOrganizationsDocument()),
      'GET /api/v1/organizations': () =>
        json(organizationListDocument([buildOrganization({ id: '5', attributes: { name: 'Buurthuis De Brug' } })])),
      'GET /api/v1/vacancies': () => json(vacancyListDocument(threeVacancies)),
    });
    renderApp('/vacancies');
    expect(await screen.findByRole('columnheader', { name: 'Organisatie' })).toBeInTheDocument();
    await userEvent.selectOptions(await screen.findByLabelText('Organisatie'), '5');
    await waitFor(() => expect(listCalls(calls).at(-1)!.query.get('filter[organization_id]')).toBe('5'));
  });

  it('invites to add the first vacancy when there are none', async () => {
    stubApi({ ...organizationAdmin, 'GET /api/v1/vacancies': () => json(vacancyListDocument([])) });
    renderApp('/vacancies');
    expect(await screen.findByRole('heading', { name: 'Nog geen vacatures' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Vacature toevoegen' }).at(-1)).toHaveAttribute(
      'href',
      '/vacancies/add',
    );
  });

  it('offers a retry when the list cannot be loaded', async () => {
    stubApi({
      ...organizationAdmin,
      'GET /api/v1/vacancies': () => json({ errors: [{ status: '500', code: 'internal', title: 'Kapot' }] }, 500),
    });
    renderApp('/vacancies');
    expect(await screen.findByText('De vacatures konden niet worden geladen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });

  it('shows a volunteer the 403 screen without asking for vacancies or organisations', async () => {
    const calls = stubApi({
      'GET /api/v1/current_user': () => json(currentUserDocument()),
      'GET /api/v1/current_organizations': () => json(currentOrganizationsDocument()),
      'GET /api/v1/vacancies': () => json(vacancyListDocument([])),
    });
    renderApp('/vacancies');
    expect(await screen.findByRole('heading', { level: 1, name: 'Toegang geweigerd' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(calls.some((call) => call.path === '/api/v1/organizations' || call.path === '/api/v1/vacancies')).toBe(
      false,
    );
  });
});
