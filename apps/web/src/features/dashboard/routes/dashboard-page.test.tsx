import { screen, within } from '@testing-library/react';
import type { OrganizationResource } from '@volunteerly/contracts/resources/organizations';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { json, renderApp, stubApi } from '../../../test/app-test-utils.tsx';
import { currentUserDocument } from '../../../test/factories/users.ts';
import {
  buildActivityEvent,
  buildCenterDashboard,
  buildOrganizationWork,
  buildVacancySuggestion,
  buildVolunteerDashboard,
  dashboardDocument,
} from '../../../test/factories/dashboard.ts';
import { applicationListDocument, buildApplication } from '../../../test/factories/applications.ts';
import { buildOrganization, currentOrganizationsDocument } from '../../../test/factories/organizations.ts';
import { buildVacancyResource, vacancyListDocument } from '../../../test/factories/vacancies.ts';

beforeEach(() => setSession({ accessToken: 'a', client: 'b', uid: 'anna@example.org' }));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

/** An organisation the dashboard names, with its name and status (and what else is given). */
const organization = (
  id: string,
  name: string,
  status: OrganizationResource['attributes']['status'],
  attributes: Partial<OrganizationResource['attributes']> = {},
) =>
  buildOrganization({
    id,
    attributes: { name, status, city: 'Utrecht', statusChangedAt: '2026-11-20T10:00:00Z', ...attributes },
  });

const signedIn = {
  'GET /api/v1/current_user': () => json(currentUserDocument()),
  'GET /api/v1/current_organizations': () => json(currentOrganizationsDocument()),
};

describe('the dashboard (/dashboard)', () => {
  it('shows a centre admin the waiting sign-ups and what happened lately', async () => {
    stubApi({
      ...signedIn,
      'GET /api/v1/dashboard': () =>
        json(
          dashboardDocument({
            center: buildCenterDashboard({
              statusCounts: { pending: 2, approved: 8, denied: 1 },
              activity: [
                buildActivityEvent({
                  actorName: 'Carla Centrum',
                  organizationName: 'Repair Café Lombok',
                  details: { from: 'pending', to: 'approved' },
                }),
                buildActivityEvent({
                  id: '2',
                  action: 'vacancy_status_changed',
                  actorName: 'Omar Organisatie',
                  organizationName: 'Stichting Buurtkracht',
                  details: { title: 'Taalmaatje', from: 'draft', to: 'published' },
                }),
                buildActivityEvent({
                  id: '3',
                  action: 'application_status_changed',
                  subjectName: 'Vera Vrijwilliger',
                  organizationName: 'Stichting Buurtkracht',
                  details: { title: 'Taalmaatje', from: 'in_progress', to: 'accepted' },
                }),
                buildActivityEvent({
                  id: '5',
                  action: 'organization_member_invited',
                  actorName: 'Omar Organisatie',
                  subjectName: 'Bram Beheer',
                  organizationName: 'Stichting Buurtkracht',
                  details: {},
                }),
                buildActivityEvent({
                  id: '4',
                  action: 'user_created',
                  subjectName: 'Sanne de Vries',
                  details: { signUp: true },
                }),
              ],
            }),
            pendingOrganizations: [organization('5', 'Repair Café', 'pending')],
          }),
        ),
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welkom, Anna' })).toBeInTheDocument();
    const pending = await screen.findByRole('region', { name: '2 registraties wachten op je besluit' });
    expect(within(pending).getByRole('link', { name: 'Repair Café' })).toHaveAttribute('href', '/organizations/5');
    expect(within(pending).getByRole('link', { name: 'Registraties beoordelen' })).toHaveAttribute(
      'href',
      '/organizations/approve',
    );
    const activity = screen.getByRole('region', { name: 'Recente activiteit' });
    // Each event names what it is about.
    expect(within(activity).getByText('Carla Centrum heeft Repair Café Lombok goedgekeurd.')).toBeInTheDocument();
    expect(within(activity).getByText('Stichting Buurtkracht heeft ‘Taalmaatje’ gepubliceerd.')).toBeInTheDocument();
    expect(
      within(activity).getByText(
        'Stichting Buurtkracht heeft de aanmelding van Vera Vrijwilliger voor ‘Taalmaatje’ geaccepteerd.',
      ),
    ).toBeInTheDocument();
    expect(within(activity).getByText('Sanne de Vries heeft een account aangemaakt.')).toBeInTheDocument();
    // Invited, not yet an administrator.
    expect(
      within(activity).getByText(
        'Omar Organisatie heeft Bram Beheer uitgenodigd als beheerder van Stichting Buurtkracht.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a centre admin with no waiting sign-ups no count of 0 and no button to an empty list', async () => {
    stubApi({
      ...signedIn,
      'GET /api/v1/dashboard': () =>
        json(
          dashboardDocument({
            center: buildCenterDashboard({ statusCounts: { pending: 0, approved: 8, denied: 1 } }),
            pendingOrganizations: [],
          }),
        ),
    });
    renderApp('/dashboard');
    const registrations = await screen.findByRole('region', { name: 'Registraties van organisaties' });
    expect(within(registrations).getByText('Er wachten geen organisaties op goedkeuring.')).toBeInTheDocument();
    expect(within(registrations).queryByRole('link', { name: 'Registraties beoordelen' })).toBeNull();
    expect(screen.queryByText(/0 registraties/)).toBeNull();
  });

  it('gives an organisation admin their to-dos as links, and the reason of a denial', async () => {
    stubApi({
      ...signedIn,
      'GET /api/v1/dashboard': () =>
        json(
          dashboardDocument({
            organizations: [
              organization('7', 'Buurtkracht', 'approved'),
              organization('8', 'Twijfelclub', 'denied', { denialReason: 'KvK-nummer ontbreekt.' }),
            ],
            organizationWork: [buildOrganizationWork('7', { todos: ['description', 'second_admin'] })],
          }),
        ),
    });
    renderApp('/dashboard');
    const buurtkracht = await screen.findByRole('region', { name: 'Buurtkracht' });
    expect(
      within(buurtkracht).getByRole('link', { name: 'Schrijf een beschrijving van de organisatie' }),
    ).toHaveAttribute('href', '/organizations/7/edit');
    expect(within(buurtkracht).getByRole('link', { name: /Voeg een tweede beheerder toe/ })).toHaveAttribute(
      'href',
      '/organizations/7#organization-members',
    );
    const denied = screen.getByRole('region', { name: 'Twijfelclub' });
    expect(within(denied).getByText('KvK-nummer ontbreekt.')).toBeInTheDocument();
  });

  it('gives a volunteer the next steps for their profile', async () => {
    stubApi({
      ...signedIn,
      'GET /api/v1/dashboard': () =>
        json(
          dashboardDocument({
            volunteer: buildVolunteerDashboard({ todos: ['postcode', 'availability'], favorites: 0 }),
          }),
        ),
    });
    renderApp('/dashboard');
    const steps = await screen.findByRole('region', { name: 'Jouw volgende stappen' });
    expect(within(steps).getByRole('link', { name: /Vul je postcode in/ })).toHaveAttribute('href', '/profile-edit');
    expect(within(steps).getAllByRole('listitem')).toHaveLength(2);
    // Nothing saved yet: the count leads to vacancies to save.
    const counts = within(steps).getByLabelText('Jouw aanmeldingen en bewaarde vacatures');
    const links = within(counts).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['0', '/applications'],
      ['0', '/vacancies/search'],
    ]);
  });

  it("counts a volunteer's open applications and saved vacancies, and leads to the search", async () => {
    stubApi({
      ...signedIn,
      'GET /api/v1/dashboard': () =>
        json(
          dashboardDocument({
            volunteer: buildVolunteerDashboard({
              applicationCounts: { new: 1, waitlisted: 1, in_progress: 0, accepted: 1, rejected: 4, withdrawn: 2 },
              favorites: 5,
            }),
          }),
        ),
      'GET /api/v1/vacancies': ({ query }) =>
        query.get('filter[favorite]') === 'true'
          ? json(
              vacancyListDocument(
                [
                  buildVacancyResource({
                    id: '12',
                    attributes: {
                      title: 'Gastvrouw in het buurthuis',
                      organizationName: 'Buurthuis De Brug',
                      status: 'published',
                      publishedAt: '2026-11-02T10:00:00Z',
                      isFavorite: true,
                      hasApplied: false,
                    },
                    abilities: { apply: true },
                  }),
                ],
                { pageSize: 10 },
              ),
            )
          : undefined,
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('link', { name: 'Gastvrouw in het buurthuis' })).toHaveAttribute(
      'href',
      '/vacancies/12',
    );
    const list = await screen.findByLabelText('Jouw aanmeldingen en bewaarde vacatures');
    expect(within(list).getByRole('link', { name: '3' })).toHaveAttribute('href', '/applications');
    expect(within(list).getByRole('link', { name: '5' })).toHaveAttribute(
      'href',
      '/dashboard#dashboard-saved-vacancies',
    );
    expect(screen.getByRole('link', { name: 'Vrijwilligerswerk zoeken' })).toHaveAttribute('href', '/vacancies/search');
  });

  it('suggests a volunteer vacancies that fit their profile, with where they are', async () => {
    stubApi({
      ...signedIn,
      'GET /api/v1/dashboard': () =>
        json(
          dashboardDocument({
            volunteer: buildVolunteerDashboard({
              suggestions: [
                buildVacancySuggestion(),
                buildVacancySuggestion({ id: '32', title: 'Online bijles', locationKind: 'remote', city: null }),
              ],
              suggestionsFitProfile: true,
            }),
          }),
        ),
    });
    renderApp('/dashboard');
    const suggestions = await screen.findByRole('region', { name: 'Voorgesteld voor jou' });
    expect(
      within(suggestions).getByText(
        'Vacatures die passen bij je vaardigheden, interesses, woonplaats en beschikbaarheid.',
      ),
    ).toBeInTheDocument();
    const items = within(suggestions).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'TaalmaatjeBuurthuis De BrugUtrecht · 1,2 km',
      'Online bijlesBuurthuis De BrugOp afstand',
    ]);
    expect(within(suggestions).getByRole('link', { name: 'Taalmaatje' })).toHaveAttribute('href', '/vacancies/31');
    expect(within(suggestions).getByRole('link', { name: 'Vrijwilligerswerk zoeken' })).toHaveAttribute(
      'href',
      '/vacancies/search',
    );
  });

  it('says the suggestions are the newest vacancies when the profile gives nothing to match on', async () => {
    stubApi({
      ...signedIn,
      'GET /api/v1/dashboard': () =>
        json(
          dashboardDocument({
            volunteer: buildVolunteerDashboard({
              suggestions: [buildVacancySuggestion()],
              suggestionsFitProfile: false,
            }),
          }),
        ),
    });
    renderApp('/dashboard');
    const suggestions = await screen.findByRole('region', { name: 'Voorgesteld voor jou' });
    expect(within(suggestions).getByText(/^De nieuwste vacatures\./)).toBeInTheDocument();
    expect(
      within(suggestions).getByRole('link', { name: 'Vul je profiel aan voor voorstellen die bij je passen.' }),
    ).toHaveAttribute('href', '/profile-edit');
  });

  it('gives a new volunteer an empty state with a way on for suggestions, saved vacancies and applications', async () => {
    const calls = stubApi({
      ...signedIn,
      'GET /api/v1/dashboard': () => json(dashboardDocument({ volunteer: buildVolunteerDashboard() })),
    });
    renderApp('/dashboard');
    const suggestions = await screen.findByRole('region', { name: 'Voorgesteld voor jou' });
    expect(
      within(suggestions).getByText(
        'Er zijn nu geen vacatures die bij je profiel passen. Zoek zelf verder of pas je profiel aan.',
      ),
    ).toBeInTheDocument();
    const saved = screen.getByRole('region', { name: 'Bewaarde vacatures' });
    expect(within(saved).getByText(/^Je hebt nog geen vacatures bewaard\./)).toBeInTheDocument();
    expect(within(saved).getByRole('link', { name: 'Vacatures bekijken' })).toHaveAttribute(
      'href',
      '/vacancies/search',
    );
    const applications = screen.getByRole('region', { name: 'Jouw aanmeldingen' });
    expect(within(applications).getByText('Je hebt je nog niet aangemeld voor een vacature.')).toBeInTheDocument();
    // Nothing to show: neither list is asked for.
    expect(calls.filter((call) => call.path === '/api/v1/applications' || call.path === '/api/v1/vacancies')).toEqual(
      [],
    );
  });

  it("lists a volunteer's latest applications with their status", async () => {
    const calls = stubApi({
      ...signedIn,
      'GET /api/v1/dashboard': () =>
        json(dashboardDocument({ volunteer: buildVolunteerDashboard({ applicationCounts: { waitlisted: 1 } }) })),
      'GET /api/v1/applications': () =>
        json(
          applicationListDocument([
            buildApplication({
              id: '44',
              attributes: { vacancyTitle: 'Gastvrouw', organizationName: 'Buurthuis De Brug', status: 'waitlisted' },
            }),
          ]),
        ),
    });
    renderApp('/dashboard');
    const applications = await screen.findByRole('region', { name: 'Jouw aanmeldingen' });
    expect(await within(applications).findByRole('link', { name: 'Gastvrouw' })).toHaveAttribute(
      'href',
      '/applications/44',
    );
    expect(within(applications).getByText('Op de wachtlijst')).toBeInTheDocument();
    expect(within(applications).getByRole('link', { name: 'Alle aanmeldingen' })).toHaveAttribute(
      'href',
      '/applications',
    );
    const asked = calls.find((call) => call.path === '/api/v1/applications');
    expect(asked?.query.get('filter[scope]')).toBe('mine');
  });

  it("shows an organisation's published vacancies and new applications as links", async () => {
    stubApi({
      ...signedIn,
      'GET /api/v1/dashboard': () =>
        json(
          dashboardDocument({
            organizations: [organization('4', 'Stichting Buurtkracht', 'approved')],
            organizationWork: [
              buildOrganizationWork('4', {
                vacancyCounts: { draft: 2, published: 6, closed: 1, archived: 0 },
                findableVacancies: 6,
                newApplications: 3,
              }),
            ],
          }),
        ),
    });
    renderApp('/dashboard');
    const numbers = await screen.findByLabelText('Vacatures en aanmeldingen in cijfers');
    expect(within(numbers).getByRole('link', { name: '6' })).toHaveAttribute('href', '/vacancies');
    expect(within(numbers).getByRole('link', { name: '3' })).toHaveAttribute('href', '/applications');
    expect(within(numbers).getByText('2')).toBeInTheDocument();
  });

  it("leads an organisation's part with its vacancies, new applications marked, and 'Vacature toevoegen'", async () => {
    stubApi({
      ...signedIn,
      'GET /api/v1/dashboard': () =>
        json(
          dashboardDocument({
            organizations: [organization('4', 'Stichting Buurtkracht', 'approved')],
            organizationWork: [
              buildOrganizationWork('4', {
                vacancies: [
                  { id: '31', title: 'Taalmaatje', status: 'published', applications: 4, newApplications: 2 },
                  { id: '32', title: 'Klussenteam', status: 'draft', applications: 0, newApplications: 0 },
                ],
              }),
            ],
          }),
        ),
    });
    renderApp('/dashboard');
    const part = await screen.findByRole('region', { name: 'Stichting Buurtkracht' });
    expect(within(part).getByRole('link', { name: 'Vacature toevoegen' })).toHaveAttribute('href', '/vacancies/add');
    const [first, second] = within(part)
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('a[href^="/vacancies/3"]'));
    expect(first).toHaveAttribute('data-new-applications');
    expect(within(first!).getByRole('link', { name: 'Taalmaatje' })).toHaveAttribute('href', '/vacancies/31');
    expect(within(first!).getByRole('link', { name: '2 nieuw 4 aanmeldingen' })).toHaveAttribute(
      'href',
      '/applications?vacancy_id=31',
    );
    expect(second).not.toHaveAttribute('data-new-applications');
    expect(within(second!).getByText('(concept)')).toBeInTheDocument();
    expect(within(second!).getByRole('link', { name: '0 aanmeldingen' })).toBeInTheDocument();
  });

  it('shows the findable figure the API counts, says what it counts, and the expired ones apart', async () => {
    stubApi({
      ...signedIn,
      'GET /api/v1/dashboard': () =>
        json(
          dashboardDocument({
            organizations: [organization('4', 'Stichting Buurtkracht', 'approved')],
            organizationWork: [
              buildOrganizationWork('4', {
                vacancyCounts: { published: 144 },
                findableVacancies: 110,
                expiredVacancies: 34,
              }),
            ],
          }),
        ),
    });
    renderApp('/dashboard');
    const numbers = await screen.findByLabelText('Vacatures en aanmeldingen in cijfers');
    // The API's figure (decision 050), not one the page works out for itself.
    expect(within(numbers).getByRole('link', { name: '110' })).toHaveAttribute('href', '/vacancies');
    expect(within(numbers).getByText('Verlopen, nog niet gesloten').nextElementSibling).toHaveTextContent('34');
    expect(screen.getByText('Vindbaar: gepubliceerd en niet verlopen.')).toBeInTheDocument();
  });

  it("gives the centre this site's findable vacancies and its organisations per status, each saying what it counts", async () => {
    stubApi({
      ...signedIn,
      'GET /api/v1/dashboard': () =>
        json(
          dashboardDocument({
            center: buildCenterDashboard({
              statusCounts: { approved: 30 },
              findableVacancies: 115,
              vacancyCounts: { published: 120 },
              expiredVacancies: 20,
            }),
          }),
        ),
    });
    renderApp('/dashboard');
    const numbers = await screen.findByLabelText('Vacatures en aanmeldingen in cijfers');
    expect(within(numbers).getByRole('link', { name: '115' })).toHaveAttribute('href', '/vacancies');
    expect(screen.getByText(/Hetzelfde aantal als op de startpagina en in de zoekresultaten\./)).toBeInTheDocument();
    const organizations = screen.getByLabelText('Organisaties van jouw centrum per status');
    expect(within(organizations).getByText('30')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Organisaties van de centra die je beheert, per status; de lijst met registraties telt dezelfde.',
      ),
    ).toBeInTheDocument();
  });

  it('offers to try again when it cannot load', async () => {
    stubApi({
      ...signedIn,
      'GET /api/v1/dashboard': () => json({ errors: [{ status: '500', code: 'internal', title: 'Kapot' }] }, 500),
    });
    renderApp('/dashboard');
    expect(await screen.findByText('Je overzicht kon niet worden geladen')).toBeInTheDocument();
  });
});
