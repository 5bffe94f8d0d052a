import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { json, renderApp, stubApi, type RecordedCall } from '../../../test/app-test-utils.tsx';
import { currentOrganizationsDocument } from '../../../test/factories/organizations.ts';
import { centerTagListDocument } from '../../../test/factories/tags.ts';
import { currentUserDocument } from '../../../test/factories/users.ts';
import {
  buildVacancyResource,
  bulkUpdatedVacanciesDocument,
  vacancyDocument,
} from '../../../test/factories/vacancies.ts';

beforeEach(() => setSession({ accessToken: 'a', client: 'b', uid: 'anna@example.org' }));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const organizationAdmin = {
  'GET /api/v1/current_user': () =>
    json(currentUserDocument({ roles: [{ name: 'admin', resourceType: 'Organization', resourceId: '5' }] })),
  'GET /api/v1/current_organizations': () => json(currentOrganizationsDocument()),
  'GET /api/v1/tags': (call: RecordedCall) => json(centerTagListDocument(call.query.get('filter[kind]'))),
  'GET /api/v1/vacancies/1': () =>
    json(vacancyDocument(buildVacancyResource({ id: '1', attributes: { title: 'Maatje voor ouderen' } }))),
  'GET /api/v1/vacancies/3': () =>
    json(vacancyDocument(buildVacancyResource({ id: '3', attributes: { title: 'Voorlezer', status: 'published' } }))),
};

describe('editing vacancies together (/vacancies/bulk-edit)', () => {
  it('shows the selected vacancies and sends only the fields that were changed, in one update', async () => {
    const calls = stubApi({
      ...organizationAdmin,
      'PUT /api/v1/vacancies/bulk_update': () =>
        json(bulkUpdatedVacanciesDocument([buildVacancyResource({ id: '1' }), buildVacancyResource({ id: '3' })])),
    });
    renderApp('/vacancies/bulk-edit?ids=1,3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meerdere vacatures bewerken' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Maatje voor ouderen' })).toHaveAttribute(
      'href',
      '/vacancies/1/edit',
    );
    expect(await screen.findByRole('link', { name: 'Voorlezer' })).toBeInTheDocument();

    await userEvent.selectOptions(await screen.findByLabelText('Nieuwe status'), 'closed');
    const addTags = screen.getByRole('group', { name: 'Tags toevoegen' });
    await userEvent.click((await within(addTags).findAllByRole('checkbox', { name: 'Zorg' }))[0]!);
    await userEvent.type(screen.getByLabelText('Verloopt op'), '2027-01-31');
    await userEvent.click(screen.getByRole('button', { name: '2 vacatures bijwerken' }));

    expect(await screen.findByText('Gewijzigd:')).toBeInTheDocument();
    const updates = calls.filter((call) => call.path === '/api/v1/vacancies/bulk_update');
    expect(updates).toHaveLength(1);
    expect(updates[0]!.body).toEqual({
      ids: ['1', '3'],
      vacancy: { status: 'closed', add_tag_ids: ['11'], expires_on: '2027-01-31' },
    });
    expect(screen.getAllByRole('link', { name: 'Terug naar de vacatures' }).at(-1)).toHaveAttribute(
      'href',
      '/vacancies',
    );
  });

  it('sends nothing when nothing was changed', async () => {
    const calls = stubApi(organizationAdmin);
    renderApp('/vacancies/bulk-edit?ids=1');
    await userEvent.click(await screen.findByRole('button', { name: '1 vacature bijwerken' }));
    expect(await screen.findByText('Je hebt nog niets gewijzigd.')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/v1/vacancies/bulk_update')).toBe(false));
  });

  it('says so when no vacancies were chosen', async () => {
    stubApi(organizationAdmin);
    renderApp('/vacancies/bulk-edit');
    expect(await screen.findByRole('heading', { name: 'Geen vacatures geselecteerd' })).toBeInTheDocument();
  });
});
