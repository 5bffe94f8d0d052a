import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { json, polyfillDialog, renderApp, stubApi, type RecordedCall } from '../../../test/app-test-utils.tsx';
import { buildOrganizationSummary, currentOrganizationsDocument } from '../../../test/factories/organizations.ts';
import { centerTagListDocument } from '../../../test/factories/tags.ts';
import { currentUserDocument } from '../../../test/factories/users.ts';
import {
  buildVacancyResource,
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
  'GET /api/v1/tags': (call: RecordedCall) => json(centerTagListDocument(call.query.get('filter[kind]'))),
  'GET /api/v1/vacancies': () => json(vacancyListDocument([])),
};

const published = buildVacancyResource({
  id: '7',
  attributes: {
    title: 'Maatje voor ouderen',
    status: 'published',
    publishedAt: '2026-11-02T09:00:00Z',
    descriptionHtml: '<p>Koffie <strong>drinken</strong>.</p>',
    categories: [{ id: '11', name: 'Zorg' }],
    questions: ['Heb je een fiets?'],
  },
  abilities: { update: true, close: true, archive: true, viewApplications: true },
});

describe('editing a vacancy (/vacancies/{id}/edit)', () => {
  it('loads the vacancy with its status and saves the changes without touching the status', async () => {
    const calls = stubApi({
      ...organizationAdmin,
      'GET /api/v1/vacancies/7': () => json(vacancyDocument(published)),
      'PATCH /api/v1/vacancies/7': () => json(vacancyDocument(published)),
    });
    const { router } = renderApp('/vacancies/7/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Maatje voor ouderen bewerken' })).toBeInTheDocument();
    const status = screen.getByRole('region', { name: 'Status' });
    expect(within(status).getByText('Gepubliceerd')).toBeInTheDocument();
    expect(within(status).getByRole('button', { name: 'Sluiten: Maatje voor ouderen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publiceren' })).toBeNull();

    const title = screen.getByLabelText(/^Titel/);
    expect(title).toHaveValue('Maatje voor ouderen');
    expect(await screen.findByRole('checkbox', { name: 'Zorg' })).toBeChecked();
    expect(screen.getByLabelText('Vraag 1')).toHaveValue('Heb je een fiets?');
    await userEvent.clear(title);
    await userEvent.type(title, 'Maatje voor senioren');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/vacancies'));
    const body = calls.find((call) => call.method === 'PATCH')?.body as { vacancy: Record<string, unknown> };
    expect(body.vacancy).toMatchObject({
      title: 'Maatje voor senioren',
      description_html: '<p>Koffie <strong>drinken</strong>.</p>',
      category_ids: ['11'],
      questions: ['Heb je een fiets?'],
    });
    expect(body.vacancy).not.toHaveProperty('status');
  });

  it('publishes a draft along with its changes', async () => {
    const draft = buildVacancyResource({
      id: '8',
      attributes: { title: 'Kok in het buurthuis' },
      abilities: { update: true, publish: true, delete: true },
    });
    const calls = stubApi({
      ...organizationAdmin,
      'GET /api/v1/vacancies/8': () => json(vacancyDocument(draft)),
      'PATCH /api/v1/vacancies/8': () => json(vacancyDocument(withVacancyAttributes(draft, { status: 'published' }))),
    });
    const { router } = renderApp('/vacancies/8/edit');
    await userEvent.click(await screen.findByRole('button', { name: 'Publiceren' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vacancies'));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      vacancy: { title: 'Kok in het buurthuis', status: 'published' },
    });
  });

  it('closes a published vacancy after confirmation', async () => {
    const calls = stubApi({
      ...organizationAdmin,
      'GET /api/v1/vacancies/7': () => json(vacancyDocument(published)),
      'PUT /api/v1/vacancies/7/status': () =>
        json(vacancyDocument(withVacancyAttributes(published, { status: 'closed' }))),
    });
    renderApp('/vacancies/7/edit');
    await userEvent.click(await screen.findByRole('button', { name: 'Sluiten: Maatje voor ouderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vacature sluiten?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vacature sluiten' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ status: 'closed' }));
  });

  it('says so when the vacancy does not exist', async () => {
    stubApi({
      ...organizationAdmin,
      'GET /api/v1/vacancies/99': () =>
        json({ errors: [{ status: '404', code: 'vacancy_not_found', title: 'Niet gevonden' }] }, 404),
    });
    renderApp('/vacancies/99/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vacature niet gevonden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar de vacatures' })).toHaveAttribute('href', '/vacancies');
  });

  it('puts a refused question on its own box', async () => {
    stubApi({
      ...organizationAdmin,
      'GET /api/v1/vacancies/7': () => json(vacancyDocument(published)),
      'PATCH /api/v1/vacancies/7': () =>
        json(
          {
            errors: [
              {
                status: '422',
                code: 'too_long',
                title: 'Te lang',
                detail: 'Deze vraag is te lang.',
                source: { pointer: '/vacancy/questions/0' },
              },
            ],
          },
          422,
        ),
    });
    renderApp('/vacancies/7/edit');
    await userEvent.click(await screen.findByRole('button', { name: 'Opslaan' }));
    const question = screen.getByLabelText('Vraag 1');
    await waitFor(() => expect(question).toHaveAccessibleDescription('Deze vraag is te lang.'));
    expect(question).toHaveFocus();
  });
});
