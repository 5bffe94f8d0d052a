import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { json, polyfillDialog, renderApp, stubApi } from '../../../test/app-test-utils.tsx';
import {
  buildOrganizationInvitation,
  organizationInvitationListDocument,
  sentInvitationDocument,
} from '../../../test/factories/organization-invitations.ts';
import {
  buildOrganizationWithDetails,
  currentOrganizationsDocument,
  organizationListDocument,
  organizationWithDetailsDocument,
} from '../../../test/factories/organizations.ts';
import { buildPicture } from '../../../test/factories/pictures.ts';
import { buildUser, currentUserDocument, userListDocument } from '../../../test/factories/users.ts';
import { buildVacancySearchResult, vacancySearchDocument } from '../../../test/factories/vacancy-search.ts';

beforeEach(() => {
  polyfillDialog();
  setSession({ accessToken: 'a', client: 'b', uid: 'anna@example.org' });
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const signedIn = {
  'GET /api/v1/current_user': () => json(currentUserDocument()),
  'GET /api/v1/current_organizations': () => json(currentOrganizationsDocument()),
};

describe('an organisation (/organizations/{id})', () => {
  it("shows its logo whole and decorative beside its name, else the centre's picture described, fetched first", async () => {
    const logo = buildPicture({
      url: 'https://voedselbank.example/logo.png',
      width: null,
      height: null,
      alt: { nl: 'Voedselbank Utrecht', en: 'Voedselbank Utrecht' },
      source: 'organization',
    });
    stubApi({
      ...signedIn,
      'GET /api/v1/organizations/7': () =>
        json(
          organizationWithDetailsDocument(
            buildOrganizationWithDetails({ id: '7', attributes: { name: 'Voedselbank Utrecht', picture: logo } }),
          ),
        ),
      'GET /api/v1/organizations/8': () =>
        json(
          organizationWithDetailsDocument(buildOrganizationWithDetails({ id: '8', attributes: { name: 'Buurthuis' } })),
        ),
    });
    const first = renderApp('/organizations/7');
    await screen.findByRole('heading', { level: 1, name: 'Voedselbank Utrecht' });
    const image = first.container.querySelector('img[src="https://voedselbank.example/logo.png"]');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveClass('object-contain');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    first.unmount();

    renderApp('/organizations/8');
    await screen.findByRole('heading', { level: 1, name: 'Buurthuis' });
    expect(
      screen.getByRole('img', { name: 'Illustratie: twee handen die elkaar schudden, met een hartje en sterretjes' }),
    ).toHaveAttribute('src', '/api/default_pictures/samen.svg');
  });

  it('shows the profile, contact details and address, without admin actions for a volunteer', async () => {
    stubApi({
      ...signedIn,
      'GET /api/v1/organizations/7': () =>
        json(
          organizationWithDetailsDocument(
            buildOrganizationWithDetails({
              id: '7',
              attributes: { name: 'Voedselbank Utrecht' },
              profile: { targetGroups: [{ id: 1, name: 'Ouderen' }] },
            }),
          ),
        ),
    });
    renderApp('/organizations/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Voedselbank Utrecht' })).toBeInTheDocument();
    expect(screen.getByText('Wij helpen mensen in de buurt.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'voorbeeld.example' })).toHaveAttribute(
      'href',
      'https://voorbeeld.example',
    );
    expect(screen.getByRole('link', { name: 'info@voorbeeld.example' })).toHaveAttribute(
      'href',
      'mailto:info@voorbeeld.example',
    );
    expect(screen.getByText('3511 AB Utrecht')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Doelgroepen' })).getByText('Ouderen')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bewerken' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Verwijderen' })).toBeNull();
  });

  it("lists the organisation's open vacancies, newest first, linking to each", async () => {
    const calls = stubApi({
      ...signedIn,
      'GET /api/v1/organizations/7': () =>
        json(
          organizationWithDetailsDocument(
            buildOrganizationWithDetails({ id: '7', attributes: { name: 'Voedselbank Utrecht' } }),
          ),
        ),
      'GET /api/v1/vacancies/search': (call) =>
        json(
          vacancySearchDocument(
            [
              buildVacancySearchResult({
                id: '31',
                attributes: {
                  title: 'Chauffeur voor de bus',
                  summary: 'Rijd mee op zaterdag.',
                  organizationId: '7',
                  organizationName: 'Voedselbank Utrecht',
                },
              }),
            ],
            { query: call.query },
          ),
        ),
    });
    renderApp('/organizations/7');
    const section = await screen.findByRole('region', { name: 'Vacatures' });
    expect(await within(section).findByRole('link', { name: 'Chauffeur voor de bus' })).toHaveAttribute(
      'href',
      '/vacancies/31',
    );
    const search = calls.find((call) => call.path === '/api/v1/vacancies/search');
    expect(search?.query.get('filter[organization_id]')).toBe('7');
    expect(search?.query.get('sort')).toBe('-published_at');
  });

  it('says so when the organisation has no open vacancies', async () => {
    stubApi({
      ...signedIn,
      'GET /api/v1/organizations/7': () =>
        json(organizationWithDetailsDocument(buildOrganizationWithDetails({ id: '7' }))),
      'GET /api/v1/vacancies/search': (call) => json(vacancySearchDocument([], { query: call.query })),
    });
    renderApp('/organizations/7');
    expect(await screen.findByText('Deze organisatie heeft nu geen open vacatures.')).toBeInTheDocument();
  });

  it('says when the address could not be placed on the map', async () => {
    stubApi({
      ...signedIn,
      'GET /api/v1/organizations/7': () =>
        json(
          organizationWithDetailsDocument(
            buildOrganizationWithDetails({
              id: '7',
              address: { latitude: null, longitude: null, hasPosition: false },
            }),
          ),
        ),
    });
    renderApp('/organizations/7');
    expect(
      await screen.findByText('De locatie van dit adres is niet bekend, dus de organisatie staat niet op de kaart.'),
    ).toBeInTheDocument();
  });

  it('lets a centre admin delete it after confirming', async () => {
    const calls = stubApi({
      ...signedIn,
      'GET /api/v1/organizations/7': () =>
        json(
          organizationWithDetailsDocument(
            buildOrganizationWithDetails({
              id: '7',
              attributes: { name: 'Opheffen' },
              abilities: { delete: true, update: true },
            }),
          ),
        ),
      'DELETE /api/v1/organizations/7': () => new Response(null, { status: 204 }),
      'GET /api/v1/organizations': () => json(organizationListDocument([], { pageSize: 24 })),
    });
    const { router } = renderApp('/organizations/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Verwijderen' }));
    const dialog = screen.getByRole('dialog', { name: 'Opheffen verwijderen?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ja, verwijder de organisatie' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations'));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/v1/organizations/7',
    ]);
    // The organisation it just deleted is not asked for again (that answers 404).
    const deletedAt = calls.findIndex((call) => call.method === 'DELETE');
    const readsAfter = calls.slice(deletedAt).filter((call) => call.method === 'GET' && call.path.endsWith('/7'));
    expect(readsAfter).toEqual([]);
  });

  it('shows the denial reason to the organisation’s admin and lets them send it in again', async () => {
    const calls = stubApi({
      ...signedIn,
      'GET /api/v1/organizations/7': () =>
        json(
          organizationWithDetailsDocument(
            buildOrganizationWithDetails({
              id: '7',
              attributes: { status: 'denied', denialReason: 'Vul je KvK-nummer in.' },
              abilities: { update: true, resubmit: true, manageMembers: false },
            }),
          ),
        ),
      'PUT /api/v1/organizations/7/approve': () =>
        json(
          organizationWithDetailsDocument(
            buildOrganizationWithDetails({
              id: '7',
              attributes: { status: 'pending', denialReason: null },
              abilities: { update: true },
            }),
          ),
        ),
    });
    renderApp('/organizations/7');
    expect(await screen.findByText('Vul je KvK-nummer in.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Opnieuw indienen' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Opnieuw indienen' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ status: 'pending' });
  });

  it('lists the admins and open invitations, invites by e-mail and says the invitation was sent', async () => {
    const invitation = (id: string, email: string) =>
      buildOrganizationInvitation({ id, organizationId: '7', attributes: { email } });
    const calls = stubApi({
      ...signedIn,
      'GET /api/v1/organizations/7': () =>
        json(
          organizationWithDetailsDocument(
            buildOrganizationWithDetails({ id: '7', abilities: { manageMembers: true } }),
          ),
        ),
      'GET /api/v1/users': () =>
        json(
          userListDocument([
            buildUser({
              id: '5',
              attributes: { email: 'bram@example.org', firstName: 'Bram', lastName: 'B', fullName: 'Bram B' },
            }),
          ]),
        ),
      'GET /api/v1/organizations/7/invitations': () =>
        json(organizationInvitationListDocument([invitation('3', 'open@example.org')])),
      'POST /api/v1/organizations/7/members': () =>
        json(sentInvitationDocument(invitation('4', 'noor@example.org')), 202),
    });
    renderApp('/organizations/7');
    expect(await screen.findByText('bram@example.org')).toBeInTheDocument();
    const listCall = calls.find((call) => call.path === '/api/v1/users')!;
    expect(Object.fromEntries(listCall.query)).toMatchObject({
      'filter[organization_id]': '7',
      'filter[role]': 'admin',
      'page[size]': '1000',
    });
    const open = await screen.findByRole('list', { name: 'Openstaande uitnodigingen' });
    expect(within(open).getByText('open@example.org')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^E-mailadres/), 'noor@example.org');
    await userEvent.type(screen.getByLabelText(/^Voornaam/), 'Noor');
    await userEvent.type(screen.getByLabelText(/^Achternaam/), 'Lid');
    await userEvent.click(screen.getByRole('button', { name: 'Uitnodiging versturen' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      user: { email: 'noor@example.org', first_name: 'Noor', last_name: 'Lid', locale: 'nl' },
    });
    expect((await screen.findAllByText('Uitnodiging verstuurd naar noor@example.org')).length).toBeGreaterThan(0);
  });

  it('revokes an open invitation only after confirming', async () => {
    const calls = stubApi({
      ...signedIn,
      'GET /api/v1/organizations/7': () =>
        json(
          organizationWithDetailsDocument(
            buildOrganizationWithDetails({ id: '7', abilities: { manageMembers: true } }),
          ),
        ),
      'GET /api/v1/users': () => json(userListDocument([])),
      'GET /api/v1/organizations/7/invitations': () =>
        json(
          organizationInvitationListDocument([
            buildOrganizationInvitation({ id: '3', organizationId: '7', attributes: { email: 'open@example.org' } }),
          ]),
        ),
      'DELETE /api/v1/organizations/7/invitations/3': () => new Response(null, { status: 204 }),
    });
    renderApp('/organizations/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Uitnodiging voor open@example.org intrekken' }));
    const dialog = screen.getByRole('dialog');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Intrekken' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect((await screen.findAllByText('Uitnodiging voor open@example.org ingetrokken')).length).toBeGreaterThan(0);
  });

  it('says the organisation was not found', async () => {
    stubApi({
      ...signedIn,
      'GET /api/v1/organizations/8': () =>
        json({ errors: [{ status: '404', code: 'organization_not_found', title: 'Organisatie niet gevonden.' }] }, 404),
    });
    renderApp('/organizations/8');
    expect(await screen.findByRole('heading', { name: 'Organisatie niet gevonden' })).toBeInTheDocument();
  });
});
