// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { json, polyfillDialog, renderApp, stubApi } from '../../../test/app-test-utils.tsx';
import {
  buildNotificationTemplate,
  notificationTemplateDocument,
  notificationTemplateListDocument,
  notificationTemplatePreviewDocument,
} from '../../../test/factories/notification-templates.ts';
import { currentOrganizationsDocument } from '../../../test/factories/organizations.ts';
import { currentUserDocument } from '../../../test/factories/users.ts';

const centerAdmin = {
  'GET /api/v1/current_user': () =>
    json(currentUserDocument({ roles: [{ name: 'center_admin', resourceType: 'VolunteerCenter', resourceId: '1' }] })),
  'GET /api/v1/current_organizations': () => json(currentOrganizationsDocument()),
};

const own = buildNotificationTemplate('application_status_changed', 'nl', { id: '7', subject: 'Eigen {{ vacancy }}' });
const list = [
  own,
  buildNotificationTemplate('application_status_changed', 'en'),
  buildNotificationTemplate('confirmation', 'nl'),
  buildNotificationTemplate('confirmation', 'en'),
];

/** A centre admin editing its own template (id 7): the list, the template, its preview and its save. */
const editingOwnTemplate = {
  ...centerAdmin,
  'GET /api/v1/notification_templates': () => json(notificationTemplateListDocument(list)),
  'GET /api/v1/notification_templates/7': () => json(notificationTemplateDocument(own)),
  'POST /api/v1/notification_templates/preview': () =>
    json(notificationTemplatePreviewDocument('application_status_changed', 'nl', 'Voorbeeld')),
  'PATCH /api/v1/notification_templates/7': () => json(notificationTemplateDocument(own)),
};

beforeEach(() => {
  polyfillDialog();
  setSession({ accessToken: 'a', client: 'b', uid: 'anna@example.org' });
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('the notification template pages', () => {
  it('lists the events by audience with the status of each language, and finds one by its name', async () => {
    stubApi({
      ...centerAdmin,
      'GET /api/v1/notification_templates': () => json(notificationTemplateListDocument(list)),
    });
    renderApp('/notification_templates');
    expect(await screen.findByRole('heading', { name: 'Berichtsjablonen', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Voor vrijwilligers', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Account en beveiliging', level: 2 })).toBeInTheDocument();
    const edit = screen.getByRole('link', { name: 'Bewerken: Status van een aanmelding gewijzigd, Nederlands' });
    expect(edit).toHaveAttribute('href', '/notification_templates/7/edit');
    const customize = screen.getByRole('link', { name: 'Aanpassen: Status van een aanmelding gewijzigd, Engels' });
    expect(customize).toHaveAttribute(
      'href',
      '/notification_templates/add?event=application_status_changed&locale=en&center=1',
    );
    expect(screen.getAllByText('aangepast')).toHaveLength(1);
    await userEvent.type(screen.getByLabelText('Zoek een bericht'), 'e-mailadres');
    expect(screen.queryByRole('heading', { name: 'Voor vrijwilligers' })).not.toBeInTheDocument();
    expect(screen.getByText('1 bericht')).toBeInTheDocument();
  });

  it('edits a template with a live preview in a sandboxed frame, and resets it after confirmation', async () => {
    const calls = stubApi({
      ...centerAdmin,
      'GET /api/v1/notification_templates': () => json(notificationTemplateListDocument(list)),
      'GET /api/v1/notification_templates/7': () => json(notificationTemplateDocument(own)),
      'POST /api/v1/notification_templates/preview': (call) => {
        const { subject } = (call.body as { notification_template: { subject: string } }).notification_template;
        return json(notificationTemplatePreviewDocument('application_status_changed', 'nl', `Voorbeeld: ${subject}`));
      },
      'PATCH /api/v1/notification_templates/7': () => json(notificationTemplateDocument(own)),
      'DELETE /api/v1/notification_templates/7': () => new Response(null, { status: 204 }),
    });
    renderApp('/notification_templates/7/edit');
    const subject = await screen.findByLabelText(/^Onderwerp/);
    expect(subject).toHaveValue('Eigen {{ vacancy }}');
    expect(await screen.findByTitle('Voorbeeld van de e-mail')).toHaveAttribute('sandbox', '');
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Nieuw onderwerp ');
    await userEvent.click(screen.getByRole('button', { name: 'Variabele invoegen in Onderwerp' }));
    await userEvent.click(screen.getAllByRole('button', { name: /^Vacature/ })[0]!);
    expect(subject).toHaveValue('Nieuw onderwerp {{ vacancy }}');
    await waitFor(() => expect(screen.getByTestId('preview-subject')).toHaveTextContent('Nieuw onderwerp'), {
      timeout: 3000,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Wijzigingen opslaan' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(patch.body).toMatchObject({ notification_template: { subject: 'Nieuw onderwerp {{ vacancy }}' } });
    // The plain-text mail is made by the API from the HTML one: the editor does not send a copy.
    expect(patch.body).not.toHaveProperty('notification_template.text_body');

    await userEvent.click(screen.getByRole('button', { name: 'Terug naar standaardtekst' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Terugzetten' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(await screen.findByRole('heading', { name: 'Berichtsjablonen', level: 1 })).toBeInTheDocument();
    // The template it just deleted is not asked for again (that answered 404).
    const deletedAt = calls.findIndex((call) => call.method === 'DELETE');
    const readsAfter = calls.slice(deletedAt).filter((call) => call.method === 'GET' && call.path.endsWith('/7'));
    expect(readsAfter).toEqual([]);
  });

  it("edits the mail's body in a rich editor: variables as chips, the organisation's message as a switch", async () => {
    const calls = stubApi(editingOwnTemplate);
    renderApp('/notification_templates/7/edit');
    const body = await screen.findByRole('textbox', { name: 'Tekst van de e-mail' });
    // {{ name }} shows as a chip with its human name, not as Liquid.
    expect(body).toHaveTextContent('Hallo Naam van de ontvanger,');
    expect(body).not.toHaveTextContent('{{');
    const toggle = screen.getByRole('checkbox', { name: 'Toon het bericht van de organisatie' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(body).toHaveTextContent('Alleen als de organisatie een bericht meegeeft');

    // The variable list folds open from its button and closes on Escape, back on the button.
    const insert = screen.getByRole('button', { name: 'Variabele invoegen in Tekst van de e-mail' });
    await userEvent.click(insert);
    expect(insert).toHaveAttribute('aria-expanded', 'true');
    screen.getByRole('button', { name: /^Nieuwe status/ }).focus();
    await userEvent.keyboard('{Escape}');
    expect(insert).toHaveAttribute('aria-expanded', 'false');
    expect(insert).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^Nieuwe status/ })).not.toBeInTheDocument();
    await userEvent.click(insert);
    await userEvent.click(screen.getByRole('button', { name: /^Nieuwe status/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Wijzigingen opslaan' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const sent = (
      calls.find((call) => call.method === 'PATCH')!.body as { notification_template: { html_body: string } }
    ).notification_template.html_body;
    expect(sent).toContain('{% if note != blank %}<p>{{ note }}');
    expect(sent).toContain('{{ status }}');
    expect(sent.startsWith('<p>Hallo {{ name }},</p>')).toBe(true);

    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(body).not.toHaveTextContent('Alleen als de organisatie een bericht meegeeft');
  });

  it("links words to the mail's own page or to a typed address, refusing an address that is not one", async () => {
    const calls = stubApi(editingOwnTemplate);
    renderApp('/notification_templates/7/edit');
    await screen.findByRole('textbox', { name: 'Tekst van de e-mail' });

    // Nothing selected: the dialog asks for the words, and links them to the page the mail is about.
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    let dialog = await screen.findByRole('dialog', { name: 'Link plaatsen' });
    expect(within(dialog).getByRole('radio', { name: 'Link naar de pagina' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Link plaatsen' }));
    expect(within(dialog).getByRole('textbox', { name: /Tekst van de link/ })).toHaveAccessibleDescription(
      /Vul de tekst van de link in\./,
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Tekst van de link/ }), 'Bekijk je aanmelding');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Link plaatsen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // A second link to a typed address: an address without its scheme is refused at its field.
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    dialog = await screen.findByRole('dialog', { name: 'Link plaatsen' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Tekst van de link/ }), 'onze site');
    await userEvent.click(within(dialog).getByRole('radio', { name: /Naar een webadres/ }));
    const address = within(dialog).getByRole('textbox', { name: /^Adres/ });
    await userEvent.type(address, 'www.example.org');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Link plaatsen' }));
    expect(address).toHaveAccessibleDescription(/Vul een volledig adres in/);
    expect(address).toHaveFocus();
    await userEvent.clear(address);
    await userEvent.type(address, 'https://www.example.org/doe-mee');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Link plaatsen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Wijzigingen opslaan' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const sent = (
      calls.find((call) => call.method === 'PATCH')!.body as { notification_template: { html_body: string } }
    ).notification_template.html_body;
    expect(sent).toContain('<a href="{{ link }}">Bekijk je aanmelding</a>');
    expect(sent).toContain('<a href="https://www.example.org/doe-mee">onze site</a>');
  });

  it('shows a problem the preview finds at its field, in Dutch', async () => {
    stubApi({
      ...centerAdmin,
      'GET /api/v1/notification_templates': () => json(notificationTemplateListDocument(list)),
      'GET /api/v1/notification_templates/7': () => json(notificationTemplateDocument(own)),
      'POST /api/v1/notification_templates/preview': () =>
        json(
          {
            errors: [
              {
                status: '422',
                code: 'template_unclosed_output',
                title: 'Ongeldige waarde',
                detail: 'Regel 1: een variabele is niet afgesloten met }}.',
                source: { pointer: '/data/attributes/in_app_text' },
              },
            ],
          },
          422,
        ),
    });
    renderApp('/notification_templates/7/edit');
    const line = await screen.findByLabelText(/^Melding in de app/);
    await waitFor(() => expect(line).toHaveAttribute('aria-invalid', 'true'), { timeout: 3000 });
    expect(screen.getByText('Regel 1: een variabele is niet afgesloten met }}.')).toBeInTheDocument();
    expect(screen.getByText('Los de fouten in de velden op om het voorbeeld te zien.')).toBeInTheDocument();
  });

  it('starts a new template from the default and shows a refusal on its field', async () => {
    const shipped = buildNotificationTemplate('confirmation', 'nl');
    stubApi({
      ...centerAdmin,
      'GET /api/v1/notification_templates': () => json(notificationTemplateListDocument(list)),
      'GET /api/v1/notification_templates/defaults': () => json(notificationTemplateDocument(shipped)),
      'POST /api/v1/notification_templates/preview': () =>
        json(notificationTemplatePreviewDocument('confirmation', 'nl', 'Bevestig')),
      'POST /api/v1/notification_templates': () =>
        json(
          {
            errors: [
              {
                status: '422',
                code: 'template_unknown_variable',
                title: 'Ongeldige waarde',
                detail: '"naam" is geen variabele van dit bericht.',
                source: { pointer: '/data/attributes/subject' },
              },
            ],
          },
          422,
        ),
    });
    renderApp('/notification_templates/add?event=confirmation&locale=nl');
    const subject = await screen.findByLabelText(/^Onderwerp/);
    expect(subject).toHaveValue(shipped.attributes.subject);
    expect(screen.getByLabelText('Bericht')).toHaveValue('confirmation');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('"naam" is geen variabele van dit bericht.')).toBeInTheDocument();
    expect(subject).toHaveAttribute('aria-invalid', 'true');
  });

  it('says a security mail cannot be changed, and offers no link to change it', async () => {
    stubApi({
      ...centerAdmin,
      'GET /api/v1/notification_templates': () =>
        json(notificationTemplateListDocument([...list, buildNotificationTemplate('reset_password', 'nl')])),
    });
    renderApp('/notification_templates');
    const card = (await screen.findByRole('heading', { name: 'Nieuw wachtwoord instellen' })).closest('li')!;
    expect(card).toHaveTextContent('vast');
    expect(card).toHaveTextContent('kan niet worden aangepast');
    expect(card.querySelector('a')).toBeNull();
  });

  it('lets a user who runs two centres choose whose templates to see and change', async () => {
    const calls = stubApi({
      ...centerAdmin,
      'GET /api/v1/notification_templates': (call) => {
        const chosen = Number(call.query.get('filter[volunteer_center_id]') ?? 1);
        return json(
          notificationTemplateListDocument(list, {
            volunteerCenterId: chosen,
            centers: [
              { id: 1, name: 'Centrum Noord' },
              { id: 2, name: 'Centrum Zuid' },
            ],
          }),
        );
      },
    });
    renderApp('/notification_templates');
    const choice = await screen.findByLabelText('Vrijwilligerscentrum');
    expect(choice).toHaveValue('1');
    await userEvent.selectOptions(choice, '2');
    await waitFor(() => expect(calls.some((call) => call.query.get('filter[volunteer_center_id]') === '2')).toBe(true));
    const customize = await screen.findByRole('link', {
      name: 'Aanpassen: Status van een aanmelding gewijzigd, Engels',
    });
    await waitFor(() => expect(customize.getAttribute('href')).toContain('center=2'));
  });

  it("saves a new template for the chosen centre, and keeps the reader's code out of the variables", async () => {
    const shipped = buildNotificationTemplate('confirmation', 'nl');
    const calls = stubApi({
      ...centerAdmin,
      'GET /api/v1/notification_templates': () =>
        json(
          notificationTemplateListDocument(list, {
            volunteerCenterId: 2,
            centers: [
              { id: 1, name: 'Centrum Noord' },
              { id: 2, name: 'Centrum Zuid' },
            ],
          }),
        ),
      'GET /api/v1/notification_templates/defaults': () => json(notificationTemplateDocument(shipped)),
      'POST /api/v1/notification_templates/preview': () =>
        json(notificationTemplatePreviewDocument('confirmation', 'nl', 'Bevestig')),
      'POST /api/v1/notification_templates': () =>
        json(
          notificationTemplateDocument(
            buildNotificationTemplate('confirmation', 'nl', { id: '9', volunteerCenterId: 2 }),
          ),
          201,
        ),
      'GET /api/v1/notification_templates/9': () =>
        json(
          notificationTemplateDocument(
            buildNotificationTemplate('confirmation', 'nl', { id: '9', volunteerCenterId: 2 }),
          ),
        ),
    });
    renderApp('/notification_templates/add?event=confirmation&locale=nl&center=2');
    await screen.findByLabelText(/^Onderwerp/);
    await userEvent.click(screen.getByRole('button', { name: 'Variabele invoegen in Onderwerp' }));
    expect(screen.getByRole('button', { name: /^Naam van de ontvanger/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Link naar de pagina/ })).not.toBeInTheDocument();
    expect(await screen.findByText(/Link naar de pagina bevat de persoonlijke beveiligingscode/)).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Nieuw wachtwoord instellen' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.path === '/api/v1/notification_templates')).toBe(true),
    );
    const post = calls.find((call) => call.method === 'POST' && call.path === '/api/v1/notification_templates')!;
    expect(post.body).toMatchObject({ notification_template: { event: 'confirmation', volunteer_center_id: 2 } });
  });
});
