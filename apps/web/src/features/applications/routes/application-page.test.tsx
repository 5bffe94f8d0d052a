import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationResource } from '@volunteerly/contracts/resources/applications';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { json, polyfillDialog, renderApp, stubApi, type RecordedCall } from '../../../test/app-test-utils.tsx';
import { currentUserDocument } from '../../../test/factories/users.ts';
import {
  applicationDocument,
  applicationNoteDocument,
  buildApplication,
  buildApplicationHistoryEntry,
  buildApplicationNote,
  buildApplicationNoteResource,
} from '../../../test/factories/applications.ts';
import { currentOrganizationsDocument } from '../../../test/factories/organizations.ts';

beforeAll(() => polyfillDialog());
beforeEach(() => setSession({ accessToken: 'a', client: 'b', uid: 'anna@example.org' }));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const signedIn = {
  'GET /api/v1/current_user': () =>
    json(currentUserDocument({ roles: [{ name: 'admin', resourceType: 'Organization', resourceId: '5' }] })),
  'GET /api/v1/current_organizations': () => json(currentOrganizationsDocument()),
};

const history = [
  buildApplicationHistoryEntry({
    fromStatus: 'new',
    toStatus: 'in_progress',
    note: 'We bellen je deze week.',
    actorName: 'Petra Pietersen',
    createdAt: '2026-03-03T09:00:00.000Z',
  }),
  buildApplicationHistoryEntry(),
];

/** The application as the organisation side gets it: with notes, history and its moves. */
const seenByOrganization = (attributes: Partial<ApplicationResource['attributes']> = {}) =>
  applicationDocument(
    buildApplication({
      id: '8',
      attributes: {
        status: 'in_progress',
        answers: [{ question: 'Heb je een rijbewijs?', answer: 'Ja, B en C.' }],
        history,
        notes: [buildApplicationNote()],
        ...attributes,
      },
      abilities: { accept: true, reject: true, addNote: true },
    }),
  );

/** The same application as the applicant gets it: no notes, only withdrawing. */
const seenByApplicant = applicationDocument(
  buildApplication({ id: '8', attributes: { status: 'in_progress', history }, abilities: { withdraw: true } }),
);

const statusCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'PUT' && call.path === '/api/v1/applications/8/status');

describe('one application (/applications/{id})', () => {
  it('shows the organisation side the applicant, motivation, answers and history, oldest first', async () => {
    stubApi({ ...signedIn, 'GET /api/v1/applications/8': () => json(seenByOrganization()) });
    renderApp('/applications/8');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aanmelding voor Chauffeur voor de voedselbank' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chauffeur voor de voedselbank' })).toHaveAttribute(
      'href',
      '/vacancies/31',
    );
    expect(screen.getByRole('link', { name: 'jan@example.org' })).toHaveAttribute('href', 'mailto:jan@example.org');
    expect(screen.getByRole('link', { name: '06 12345678' })).toHaveAttribute('href', 'tel:0612345678');
    expect(screen.getByText('Ik rijd graag en wil iets betekenen in de buurt.')).toBeInTheDocument();
    expect(screen.getByText('Heb je een rijbewijs?')).toBeInTheDocument();
    expect(screen.getByText('Ja, B en C.')).toBeInTheDocument();

    const timeline = within(screen.getByRole('region', { name: 'Geschiedenis' })).getAllByRole('listitem');
    expect(timeline[0]).toHaveTextContent('Aangemeld (Nieuw)');
    expect(timeline[1]).toHaveTextContent('Nieuw → In behandeling');
    expect(timeline[1]).toHaveTextContent('door Petra Pietersen');
    expect(timeline[1]).toHaveTextContent('We bellen je deze week.');
    expect(
      within(screen.getByRole('region', { name: 'Notities' })).getByText('Lijkt me een goede kandidaat.'),
    ).toBeInTheDocument();
    // Only the moves the API allows are offered.
    expect(screen.getByRole('button', { name: 'Accepteren' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'In behandeling nemen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Aanmelding intrekken' })).toBeNull();
  });

  it('accepts with a message to the applicant, then says so and reloads the application', async () => {
    let accepted = false;
    const calls = stubApi({
      ...signedIn,
      'GET /api/v1/applications/8': () => json(seenByOrganization(accepted ? { status: 'accepted' } : {})),
      'PUT /api/v1/applications/8/status': () => {
        accepted = true;
        return json(seenByOrganization({ status: 'accepted' }));
      },
    });
    renderApp('/applications/8');
    await userEvent.click(await screen.findByRole('button', { name: 'Accepteren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aanmelding accepteren?' });
    const note = within(dialog).getByLabelText('Bericht aan de aanmelder (optioneel)');
    expect(note).toHaveAccessibleDescription('De aanmelder krijgt dit bericht per e-mail.');
    await waitFor(() => expect(note).toHaveFocus());
    await userEvent.type(note, 'Welkom bij de voedselbank!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accepteren' }));

    await waitFor(() => expect(statusCalls(calls)).toHaveLength(1));
    expect(statusCalls(calls)[0]?.body).toEqual({ status: 'accepted', note: 'Welkom bij de voedselbank!' });
    expect(await screen.findAllByText('De aanmelding is geaccepteerd')).not.toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/v1/applications/8' && call.method === 'GET')).toHaveLength(2),
    );
    expect(await screen.findByText('Geaccepteerd', { selector: 'dd span' })).toBeInTheDocument();
  });

  it('shows in the dialog why a status change was refused', async () => {
    stubApi({
      ...signedIn,
      'GET /api/v1/applications/8': () => json(seenByOrganization()),
      'PUT /api/v1/applications/8/status': () =>
        json(
          {
            errors: [
              {
                status: '422',
                code: 'status_transition_invalid',
                title: 'Ongeldige statuswijziging',
                detail: 'Van Ingetrokken kan een aanmelding nergens meer heen.',
                source: { pointer: '/status' },
              },
            ],
          },
          422,
        ),
    });
    renderApp('/applications/8');
    await userEvent.click(await screen.findByRole('button', { name: 'Afwijzen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aanmelding afwijzen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Afwijzen' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Deze statuswijziging is niet (meer) mogelijk');
    expect(alert).toHaveTextContent('Van Ingetrokken kan een aanmelding nergens meer heen.');
  });

  it('adds a note, saying it is empty once the person tries to add it', async () => {
    const calls = stubApi({
      ...signedIn,
      'GET /api/v1/applications/8': () => json(seenByOrganization()),
      'POST /api/v1/applications/8/notes': () =>
        json(
          applicationNoteDocument(
            buildApplicationNoteResource('2', {
              body: 'Bellen op maandag.',
              authorName: 'Anna de Vries',
              createdAt: '2026-03-04T09:00:00.000Z',
            }),
          ),
          201,
        ),
    });
    renderApp('/applications/8');
    const field = await screen.findByRole('textbox', { name: /Nieuwe notitie/ });
    // Passing the empty field says nothing yet (issue 31 §1); adding an empty note does.
    await userEvent.click(field);
    await userEvent.tab();
    expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Notitie toevoegen' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.type(field, 'Bellen op maandag.');
    await userEvent.click(screen.getByRole('button', { name: 'Notitie toevoegen' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ note: { body: 'Bellen op maandag.' } }),
    );
    expect(await screen.findAllByText('Notitie toegevoegd')).not.toHaveLength(0);
    await waitFor(() => expect(field).toHaveValue(''));
  });

  it('hides the notes from the applicant and asks before withdrawing', async () => {
    const calls = stubApi({
      ...signedIn,
      'GET /api/v1/applications/8': () => json(seenByApplicant),
      'PUT /api/v1/applications/8/status': () => json(seenByApplicant),
    });
    renderApp('/applications/8');
    await userEvent.click(await screen.findByRole('button', { name: 'Aanmelding intrekken' }));
    expect(screen.queryByRole('region', { name: 'Notities' })).toBeNull();
    expect(screen.queryByText('jan@example.org')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accepteren' })).toBeNull();

    const dialog = await screen.findByRole('dialog', { name: 'Aanmelding intrekken?' });
    // Nothing is sent before the applicant confirms.
    expect(statusCalls(calls)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ja, trek mijn aanmelding in' }));
    await waitFor(() => expect(statusCalls(calls)[0]?.body).toEqual({ status: 'withdrawn' }));
    expect(await screen.findAllByText('Je aanmelding is ingetrokken')).not.toHaveLength(0);
  });

  it("says an application is not found when the API answers 404 (also someone else's)", async () => {
    stubApi(signedIn);
    renderApp('/applications/99');
    expect(await screen.findByRole('heading', { name: 'Aanmelding niet gevonden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar de aanmeldingen' })).toHaveAttribute('href', '/applications');
  });
});
