import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationAbilities, ApplicationResource } from '@volunteerly/contracts/resources/applications';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { json, polyfillDialog, renderApp, stubApi, type RecordedCall } from '../../../test/app-test-utils.tsx';
import { currentUserDocument } from '../../../test/factories/users.ts';
import {
  applicationDocument,
  buildApplication,
  buildApplicationHistoryEntry,
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

/** The application as the organisation side gets it, in a status with the abilities the API gives there. */
const seenByOrganization = (
  status: ApplicationResource['attributes']['status'],
  abilities: Partial<ApplicationAbilities>,
  attributes: Partial<ApplicationResource['attributes']> = {},
) =>
  applicationDocument(
    buildApplication({
      id: '8',
      attributes: {
        status,
        history: [buildApplicationHistoryEntry()],
        notes: [],
        volunteerProfile: { availability: {}, skills: [] },
        stopReason: null,
        ...attributes,
      },
      abilities: { addNote: true, ...abilities },
    }),
  );

const calledWith = (calls: RecordedCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

describe('after the match on one application (issue 31 §5)', () => {
  it('offers "Is gestart" and "Niet verschenen" once accepted, and records a no-show after confirming', async () => {
    const calls = stubApi({
      ...signedIn,
      'GET /api/v1/applications/8': () => json(seenByOrganization('accepted', { markStarted: true, markNoShow: true })),
      'PUT /api/v1/applications/8/status': () => json(seenByOrganization('no_show', { undo: true })),
    });
    renderApp('/applications/8');
    expect(await screen.findByRole('button', { name: 'Is gestart' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Is gestopt' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Niet verschenen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Noteren dat de vrijwilliger niet is verschenen?' });
    // Nothing is sent before the coordinator confirms.
    expect(calledWith(calls, 'PUT', '/api/v1/applications/8/status')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Niet verschenen noteren' }));
    await waitFor(() =>
      expect(calledWith(calls, 'PUT', '/api/v1/applications/8/status')[0]?.body).toEqual({ status: 'no_show' }),
    );
    expect(await screen.findAllByText('Genoteerd: de vrijwilliger is niet verschenen')).not.toHaveLength(0);
  });

  it('asks why a volunteer stopped, requires an explanation for another reason, and sends both', async () => {
    const calls = stubApi({
      ...signedIn,
      'GET /api/v1/applications/8': () => json(seenByOrganization('started', { markStopped: true, undo: true })),
      'PUT /api/v1/applications/8/status': () =>
        json(
          seenByOrganization(
            'stopped',
            { undo: true },
            { stopReason: { code: 'other', detail: 'Verhuisd naar Zwolle' } },
          ),
        ),
    });
    renderApp('/applications/8');
    await userEvent.click(await screen.findByRole('button', { name: 'Is gestopt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Noteren dat de vrijwilliger is gestopt' });
    const confirm = within(dialog).getByRole('button', { name: 'Gestopt noteren' });

    // Without a reason: a message, nothing sent.
    await userEvent.click(confirm);
    expect(await within(dialog).findByText('Kies een reden.')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Klus of periode afgerond' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // Another reason without an explanation: a message on the explanation.
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Andere reden' }));
    await userEvent.click(confirm);
    const explanation = within(dialog).getByRole('textbox', { name: /Toelichting/ });
    await waitFor(() => expect(explanation).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText('Beschrijf de reden.')).toBeInTheDocument();
    expect(calledWith(calls, 'PUT', '/api/v1/applications/8/status')).toHaveLength(0);

    await userEvent.type(explanation, 'Verhuisd naar Zwolle');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Bericht aan de aanmelder/ }), 'Dank je wel!');
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(calledWith(calls, 'PUT', '/api/v1/applications/8/status')[0]?.body).toEqual({
        status: 'stopped',
        stop_reason: 'other',
        stop_reason_detail: 'Verhuisd naar Zwolle',
        note: 'Dank je wel!',
      }),
    );
    expect(await screen.findAllByText('Genoteerd: de vrijwilliger is gestopt')).not.toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('puts the API’s problem with the reason on its field', async () => {
    stubApi({
      ...signedIn,
      'GET /api/v1/applications/8': () => json(seenByOrganization('started', { markStopped: true })),
      'PUT /api/v1/applications/8/status': () =>
        json(
          {
            errors: [
              {
                status: '422',
                code: 'stop_reason_detail_required',
                title: 'Ongeldige invoer',
                detail: 'Beschrijf de reden.',
                source: { pointer: '/stop_reason_detail' },
              },
            ],
          },
          422,
        ),
    });
    renderApp('/applications/8');
    await userEvent.click(await screen.findByRole('button', { name: 'Is gestopt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Noteren dat de vrijwilliger is gestopt' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Geen goede match' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gestopt noteren' }));
    const explanation = within(dialog).getByRole('textbox', { name: /Toelichting/ });
    await waitFor(() => expect(explanation).toHaveAttribute('aria-invalid', 'true'));
    expect(explanation).toHaveAccessibleDescription(expect.stringContaining('Beschrijf de reden.'));
  });

  it('undoes the last step with the status the page showed, and says where it went back to', async () => {
    let undone = false;
    const calls = stubApi({
      ...signedIn,
      'GET /api/v1/applications/8': () =>
        json(
          undone
            ? seenByOrganization('accepted', { markStarted: true, markNoShow: true })
            : seenByOrganization('started', { markStopped: true, undo: true }),
        ),
      'POST /api/v1/applications/8/undo_status': () => {
        undone = true;
        return json(seenByOrganization('accepted', { markStarted: true, markNoShow: true }));
      },
    });
    renderApp('/applications/8');
    await userEvent.click(await screen.findByRole('button', { name: '‘Gestart’ ongedaan maken' }));
    await waitFor(() =>
      expect(calledWith(calls, 'POST', '/api/v1/applications/8/undo_status')[0]?.body).toEqual({
        from_status: 'started',
      }),
    );
    expect(await screen.findAllByText('Ongedaan gemaakt: de aanmelding is weer ‘Geaccepteerd’')).not.toHaveLength(0);
    expect(await screen.findByRole('button', { name: 'Is gestart' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /ongedaan maken/ })).toBeNull();
  });

  it('shows the history’s undo and stop reason, and the reason beside the status', async () => {
    stubApi({
      ...signedIn,
      'GET /api/v1/applications/8': () =>
        json(
          seenByOrganization(
            'stopped',
            { undo: true },
            {
              stopReason: { code: 'found_work', detail: 'Baan bij de bakker' },
              history: [
                buildApplicationHistoryEntry(),
                buildApplicationHistoryEntry({
                  fromStatus: 'started',
                  toStatus: 'accepted',
                  undo: true,
                  createdAt: '2026-03-05T10:00:00.000Z',
                }),
                buildApplicationHistoryEntry({
                  fromStatus: 'started',
                  toStatus: 'stopped',
                  stopReason: { code: 'found_work', detail: 'Baan bij de bakker' },
                  createdAt: '2026-03-06T10:00:00.000Z',
                }),
              ],
            },
          ),
        ),
    });
    renderApp('/applications/8');
    const timeline = within(await screen.findByRole('region', { name: 'Geschiedenis' })).getAllByRole('listitem');
    expect(timeline[1]).toHaveTextContent('‘Gestart’ ongedaan gemaakt → Geaccepteerd');
    expect(timeline[2]).toHaveTextContent('Gestart → Gestopt');
    expect(timeline[2]).toHaveTextContent(
      'Reden: Betaald werk, studie of ander vrijwilligerswerk gevonden: Baan bij de bakker',
    );
    expect(screen.getByText('Reden gestopt')).toBeInTheDocument();
    expect(screen.getByText('Gestopt', { selector: 'dd span' })).toBeInTheDocument();
  });

  it('shows the volunteer’s availability by day and their skills, and says when the profile is empty', async () => {
    stubApi({
      ...signedIn,
      'GET /api/v1/applications/8': () =>
        json(
          seenByOrganization(
            'accepted',
            {},
            {
              volunteerProfile: {
                availability: { saturday: ['evening'], wednesday: ['afternoon', 'morning'] },
                skills: ['Koken', 'Fietsen repareren'],
              },
            },
          ),
        ),
    });
    renderApp('/applications/8');
    const section = await screen.findByRole('region', { name: 'Beschikbaarheid en vaardigheden' });
    const lists = within(section).getAllByRole('list');
    expect(
      within(lists[0]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Woensdag: ochtend, middag', 'Zaterdag: avond']);
    expect(
      within(lists[1]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Koken', 'Fietsen repareren']);
  });

  it('says so when the profile names no availability or skills, and that a guest has no profile', async () => {
    let guest = false;
    stubApi({
      ...signedIn,
      'GET /api/v1/applications/8': () => json(seenByOrganization('new', {}, guest ? { volunteerProfile: null } : {})),
    });
    const { unmount } = renderApp('/applications/8');
    const section = await screen.findByRole('region', { name: 'Beschikbaarheid en vaardigheden' });
    expect(within(section).getByText('Geen beschikbaarheid ingevuld.')).toBeInTheDocument();
    expect(within(section).getByText('Geen vaardigheden ingevuld.')).toBeInTheDocument();
    unmount();
    guest = true;
    renderApp('/applications/8');
    expect(
      await screen.findByText(
        'Een gast heeft geen profiel. Vraag naar beschikbaarheid en vaardigheden als je contact opneemt.',
      ),
    ).toBeInTheDocument();
  });

  it('explains the new statuses to the volunteer, without the organisation’s reason or the buttons', async () => {
    stubApi({
      ...signedIn,
      'GET /api/v1/applications/8': () =>
        json(
          applicationDocument(
            buildApplication({
              id: '8',
              attributes: { status: 'no_show', history: [buildApplicationHistoryEntry()] },
              abilities: {},
            }),
          ),
        ),
    });
    renderApp('/applications/8');
    expect(
      await screen.findByText(
        'De organisatie heeft genoteerd dat je niet bent verschenen. Klopt dat niet? Stuur ze een bericht.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Niet verschenen', { selector: 'dd span' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Beschikbaarheid en vaardigheden' })).toBeNull();
    expect(screen.queryByRole('button', { name: /ongedaan maken/ })).toBeNull();
  });
});
