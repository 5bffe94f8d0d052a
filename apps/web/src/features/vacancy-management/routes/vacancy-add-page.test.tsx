// @vitest-environment jsdom
// The rich-text editor needs jsdom's contenteditable and selection (apps/web/vitest.config.ts).
import type { Editor } from '@tiptap/react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { json, renderApp, stubApi, type RecordedCall } from '../../../test/app-test-utils.tsx';
import {
  buildOrganization,
  buildOrganizationSummary,
  buildOrganizationWithDetails,
  organizationWithDetailsDocument,
  currentOrganizationsDocument,
  organizationListDocument,
} from '../../../test/factories/organizations.ts';
import { centerTagListDocument } from '../../../test/factories/tags.ts';
import { currentUserDocument } from '../../../test/factories/users.ts';
import { buildVacancyResource, vacancyDocument, vacancyListDocument } from '../../../test/factories/vacancies.ts';

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
};

/** The description editor's TipTap instance (ProseMirror's contenteditable does not take typing in jsdom). */
async function descriptionEditor(): Promise<Editor> {
  const area = await screen.findByRole('textbox', { name: /^Beschrijving/ });
  return (area as HTMLElement & { editor: Editor }).editor;
}

async function fillInBasics() {
  await userEvent.type(await screen.findByLabelText(/^Titel/), 'Maatje voor ouderen');
  await userEvent.type(screen.getByLabelText(/^Korte samenvatting/), 'Eén middag per week een kopje koffie.');
}

describe('adding a vacancy (/vacancies/add)', () => {
  it('checks a field when it loses focus, not while typing', async () => {
    stubApi(organizationAdmin);
    renderApp('/vacancies/add');
    const title = await screen.findByLabelText(/^Titel/);
    await userEvent.type(title, 'Kok');
    expect(title).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(title).toHaveAccessibleDescription(expect.stringContaining('Titel'));
  });

  it('saves a draft with the description, tags and availability grid', async () => {
    const calls = stubApi({
      ...organizationAdmin,
      'POST /api/v1/vacancies': () =>
        json(vacancyDocument(buildVacancyResource({ id: '9', attributes: { title: 'Maatje voor ouderen' } })), 201),
      'GET /api/v1/vacancies': () => json(vacancyListDocument([])),
    });
    const { router } = renderApp('/vacancies/add');
    await fillInBasics();
    const editor = await descriptionEditor();
    act(() => {
      editor.commands.setContent('<h2>Wat ga je doen?</h2><ul><li>Koffie drinken</li></ul>', { emitUpdate: true });
    });
    expect(
      within(screen.getByRole('complementary', { name: 'Voorbeeld' })).getByRole('heading', {
        name: 'Wat ga je doen?',
      }),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Uren per week/), '3');
    const tuesday = screen.getByRole('group', { name: 'Dinsdag' });
    await userEvent.click(within(tuesday).getByRole('checkbox', { name: 'Middag' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Zorg' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Koken' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ouderen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Vraag toevoegen' }));
    await userEvent.type(screen.getByLabelText('Vraag 1'), 'Heb je een fiets?');

    await userEvent.click(screen.getByRole('button', { name: 'Opslaan als concept' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vacancies'));
    const body = calls.find((call) => call.method === 'POST')?.body as { vacancy: Record<string, unknown> };
    expect(body.vacancy).toMatchObject({
      status: 'draft',
      organization_id: '5',
      title: 'Maatje voor ouderen',
      summary: 'Eén middag per week een kopje koffie.',
      description_html: '<h2>Wat ga je doen?</h2><ul><li><p>Koffie drinken</p></li></ul>',
      location_kind: 'address',
      commitment_kind: 'recurring',
      hours_per_week: 3,
      day_parts: { tuesday: ['afternoon'] },
      starts_on: null,
      questions: ['Heb je een fiets?'],
      category_ids: ['11'],
      skill_ids: ['21'],
      target_group_ids: ['31'],
      languages: ['nl'],
      places: 1,
    });
    // A toast shows its text twice: visibly and in the live region that reads it out.
    expect(await screen.findAllByText('‘Maatje voor ouderen’ is opgeslagen als concept.')).not.toHaveLength(0);
  });

  it('publishes a remote one-off vacancy without sending an address', async () => {
    const calls = stubApi({
      ...organizationAdmin,
      'POST /api/v1/vacancies': () =>
        json(vacancyDocument(buildVacancyResource({ id: '9', attributes: { status: 'published' } })), 201),
      'GET /api/v1/vacancies': () => json(vacancyListDocument([])),
    });
    const { router } = renderApp('/vacancies/add');
    await fillInBasics();
    const editor = await descriptionEditor();
    act(() => {
      editor.commands.setContent('<p>Online taalles geven.</p>', { emitUpdate: true });
    });
    await userEvent.click(screen.getByRole('radio', { name: 'Op afstand (online)' }));
    expect(screen.queryByLabelText('Straat')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Eenmalig' }));
    await userEvent.type(screen.getByLabelText(/^Datum/), '2026-12-12');
    await userEvent.click(screen.getByRole('button', { name: 'Publiceren' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vacancies'));
    const body = calls.find((call) => call.method === 'POST')?.body as { vacancy: Record<string, unknown> };
    expect(body.vacancy).toMatchObject({
      status: 'published',
      location_kind: 'remote',
      street: null,
      city: null,
      commitment_kind: 'one_off',
      starts_on: '2026-12-12',
      ends_on: null,
      hours_per_week: null,
      day_parts: {},
    });
  });

  it('marks the fields publishing needs, for the kinds chosen', async () => {
    stubApi(organizationAdmin);
    renderApp('/vacancies/add');
    expect(await screen.findByLabelText(/^Korte samenvatting/)).toHaveAccessibleName(
      'Korte samenvatting Nodig om te publiceren',
    );
    expect(screen.getByLabelText(/^Plaats/)).toHaveAccessibleName('Plaats Nodig om te publiceren');
    expect(screen.getByLabelText(/^Uren per week/)).toHaveAccessibleName('Uren per week Nodig om te publiceren');
    // Street and the minimum age are never needed; a remote vacancy needs no place.
    expect(screen.getByLabelText('Straat')).toHaveAccessibleName('Straat');
    expect(screen.getByLabelText('Minimumleeftijd')).toHaveAccessibleName('Minimumleeftijd');
    await userEvent.click(screen.getByRole('radio', { name: 'Op afstand (online)' }));
    expect(screen.queryByLabelText(/^Plaats/)).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Voor een periode' }));
    expect(screen.getByLabelText(/^Einddatum/)).toHaveAccessibleName('Einddatum Nodig om te publiceren');
  });

  it('shows everything publishing still needs at once, before anything is sent, focusing the first', async () => {
    const calls = stubApi(organizationAdmin);
    renderApp('/vacancies/add');
    // Only a title that is too short: its own problem and every field publishing needs, in one go.
    await userEvent.type(await screen.findByLabelText(/^Titel/), 'Kok');
    await userEvent.click(screen.getByRole('button', { name: 'Publiceren' }));
    const summary = screen.getByLabelText(/^Korte samenvatting/);
    await waitFor(() =>
      expect(summary).toHaveAccessibleDescription(
        expect.stringContaining('Voor publiceren is een samenvatting nodig.'),
      ),
    );
    expect(screen.getByLabelText(/^Titel/)).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByRole('textbox', { name: /^Beschrijving/ })).toHaveAccessibleDescription(
      expect.stringContaining('Voor publiceren is een omschrijving nodig.'),
    );
    expect(screen.getByLabelText(/^Plaats/)).toHaveAccessibleDescription(
      'Voor publiceren van een vacature op een adres is een plaats nodig.',
    );
    expect(screen.getByLabelText(/^Uren per week/)).toHaveAccessibleDescription(
      'Voor publiceren van een terugkerende vacature is het aantal uur per week nodig.',
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await waitFor(() => expect(screen.getByLabelText(/^Titel/)).toHaveFocus());
  });

  it('saves a draft with only a title: publishing needs are not asked of a draft', async () => {
    const calls = stubApi({
      ...organizationAdmin,
      'POST /api/v1/vacancies': () => json(vacancyDocument(buildVacancyResource({ id: '9' })), 201),
      'GET /api/v1/vacancies': () => json(vacancyListDocument([])),
    });
    const { router } = renderApp('/vacancies/add');
    await userEvent.type(await screen.findByLabelText(/^Titel/), 'Maatje voor ouderen');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan als concept' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vacancies'));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      vacancy: { status: 'draft', summary: null, description_html: null },
    });
  });

  it('places what the API still refuses on its field', async () => {
    stubApi({
      ...organizationAdmin,
      'POST /api/v1/vacancies': () =>
        json(
          {
            errors: [
              {
                status: '422',
                code: 'expired',
                title: 'Verlopen',
                detail: 'De vervaldatum is voorbij, dus de vacature kan niet worden gepubliceerd.',
                source: { pointer: '/vacancy/expires_on' },
              },
            ],
          },
          422,
        ),
    });
    renderApp('/vacancies/add');
    await fillInBasics();
    const editor = await descriptionEditor();
    act(() => {
      editor.commands.setContent('<p>Koffie drinken</p>', { emitUpdate: true });
    });
    await userEvent.type(screen.getByLabelText(/^Plaats/), 'Utrecht');
    await userEvent.type(screen.getByLabelText(/^Uren per week/), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Publiceren' }));
    const expiry = screen.getByLabelText('Verloopt op');
    await waitFor(() =>
      expect(expiry).toHaveAccessibleDescription(expect.stringContaining('De vervaldatum is voorbij')),
    );
    expect(screen.getByText(/Controleer de gemarkeerde velden\./)).toBeInTheDocument();
    await waitFor(() => expect(expiry).toHaveFocus());
  });

  it("starts with the organisation's contact person, and says so", async () => {
    const organization = buildOrganizationWithDetails({
      id: '5',
      attributes: { name: 'Stichting Buurtkracht' },
      profile: { contactName: 'Ans de Vries', contactEmail: 'ans@buurtkracht.example', contactPhone: '030 765 4321' },
    });
    stubApi({
      ...organizationAdmin,
      'GET /api/v1/organizations/5': () => json(organizationWithDetailsDocument(organization)),
    });
    renderApp('/vacancies/add');
    await waitFor(() => expect(screen.getByLabelText('Naam contactpersoon')).toHaveValue('Ans de Vries'));
    expect(screen.getByLabelText('E-mailadres contactpersoon')).toHaveValue('ans@buurtkracht.example');
    expect(screen.getByLabelText('Telefoonnummer contactpersoon')).toHaveValue('030 765 4321');
    expect(screen.getByText(/Ingevuld met de contactpersoon van Stichting Buurtkracht/)).toBeInTheDocument();
  });

  it('keeps the languages folded, naming the chosen ones', async () => {
    stubApi(organizationAdmin);
    renderApp('/vacancies/add');
    const summary = (await screen.findByText('Gekozen: Nederlands')).closest('summary');
    if (!summary) throw new Error('no languages summary');
    const details = summary.closest('details');
    expect(details).not.toHaveAttribute('open');
    await userEvent.click(summary);
    expect(details).toHaveAttribute('open');
    await userEvent.click(within(details as HTMLElement).getByRole('checkbox', { name: 'Engels' }));
    expect(summary).toHaveTextContent('Gekozen: Nederlands, Engels');
  });

  it('offers the image upload and no web-address field', async () => {
    stubApi(organizationAdmin);
    renderApp('/vacancies/add');
    expect(await screen.findByLabelText(/^Afbeelding/)).toHaveAttribute('type', 'file');
    expect(screen.queryByRole('textbox', { name: /webadres/i })).toBeNull();
  });

  it('formats the description with the toolbar', async () => {
    stubApi(organizationAdmin);
    renderApp('/vacancies/add');
    const editor = await descriptionEditor();
    act(() => {
      editor.commands.setContent('<p>Hallo</p>', { emitUpdate: true });
      editor.commands.selectAll();
    });
    const toolbar = screen.getByRole('toolbar', { name: 'Opmaak van de beschrijving' });
    const bold = within(toolbar).getByRole('button', { name: 'Vet' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(bold);
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'true'));
    expect(editor.getHTML()).toBe('<p><strong>Hallo</strong></p>');
  });

  it('lets a centre admin choose the organisation, which is required', async () => {
    const calls = stubApi({
      ...organizationAdmin,
      'GET /api/v1/current_user': () =>
        json(
          currentUserDocument({
            roles: [{ name: 'center_admin', resourceType: 'VolunteerCenter', resourceId: '1' }],
          }),
        ),
      'GET /api/v1/current_organizations': () => json(currentOrganizationsDocument()),
      'GET /api/v1/organizations': () =>
        json(organizationListDocument([buildOrganization({ id: '8', attributes: { name: 'Voedselbank' } })])),
      'POST /api/v1/vacancies': () =>
        json(
          vacancyDocument(
            buildVacancyResource({ id: '9', attributes: { organizationId: '8', organizationName: 'Voedselbank' } }),
          ),
          201,
        ),
      'GET /api/v1/vacancies': () => json(vacancyListDocument([])),
    });
    const { router } = renderApp('/vacancies/add');
    const organization = await screen.findByLabelText(/^Organisatie/);
    await fillInBasics();
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan als concept' }));
    await waitFor(() => expect(organization).toHaveAttribute('aria-invalid', 'true'));
    expect(organization).toHaveFocus();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.selectOptions(organization, '8');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan als concept' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vacancies'));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ vacancy: { organization_id: '8' } });
    expect(calls.find((call) => call.path === '/api/v1/organizations')?.query.get('filter[status]')).toBe('approved');
  });
});
