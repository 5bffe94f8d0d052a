import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { currentUserDocument, json, renderApp, stubApi } from '../../../test/app-test-utils.tsx';

beforeEach(() => setSession({ accessToken: 'a', client: 'b', uid: 'anna@example.org' }));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const organization = (id: string, name: string, status: string, extra: Record<string, unknown> = {}) => ({
  type: 'organizations',
  id,
  attributes: {
    name,
    type: 'Foundation',
    status,
    city: 'Utrecht',
    status_changed_at: '2026-11-20T10:00:00Z',
    ...extra,
  },
});

function dashboard(attributes: Record<string, unknown>, relationships: Record<string, string[]>, included: unknown[]) {
  return {
    data: {
      type: 'dashboards',
      id: 'current',
      attributes: { center: null, organization_todos: [], volunteer: null, ...attributes },
      relationships: Object.fromEntries(
        Object.entries(relationships).map(([name, ids]) => [
          name,
          { data: ids.map((id) => ({ type: 'organizations', id })) },
        ]),
      ),
    },
    included,
  };
}

const signedIn = {
  'GET /api/v1/current_user': () => json(currentUserDocument()),
  'GET /api/v1/current_organizations': () => json({ data: [] }),
};

describe('the dashboard (/dashboard)', () => {
  it('shows a centre admin the waiting sign-ups and what happened lately', async () => {
    stubApi({
      ...signedIn,
      'GET /api/v1/dashboard': () =>
        json(
          dashboard(
            {
              center: {
                status_counts: { pending: 2, approved: 8, denied: 1, archived: 0 },
                activity: [
                  {
                    id: '1',
                    action: 'organization_status_changed',
                    created_at: '2026-11-20T10:00:00Z',
                    actor_name: 'Carla Centrum',
                    subject_name: null,
                    details: { from: 'pending', to: 'approved' },
                  },
                ],
              },
            },
            { pending_organizations: ['5'], organizations: [] },
            [organization('5', 'Repair Café', 'pending')],
          ),
        ),
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welkom, Anna' })).toBeInTheDocument();
    const pending = screen.getByRole('region', { name: '2 aanmeldingen wachten op je besluit' });
    expect(within(pending).getByRole('link', { name: 'Repair Café' })).toHaveAttribute('href', '/organizations/5');
    expect(within(pending).getByRole('link', { name: 'Aanmeldingen beoordelen' })).toHaveAttribute(
      'href',
      '/organizations/approve',
    );
    const activity = screen.getByRole('region', { name: 'Recente activiteit' });
    expect(
      within(activity).getByText('Carla Centrum heeft een organisatie van in afwachting naar goedgekeurd gezet.'),
    ).toBeInTheDocument();
  });

  it('gives an organisation admin their to-dos as links, and the reason of a denial', async () => {
    stubApi({
      ...signedIn,
      'GET /api/v1/dashboard': () =>
        json(
          dashboard(
            { organization_todos: [{ organization_id: '7', todos: ['description', 'second_admin'] }] },
            { pending_organizations: [], organizations: ['7', '8'] },
            [
              organization('7', 'Buurtkracht', 'approved'),
              organization('8', 'Twijfelclub', 'denied', { denial_reason: 'KvK-nummer ontbreekt.' }),
            ],
          ),
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
          dashboard(
            { volunteer: { todos: ['postcode', 'availability'], application_counts: [], favorites: 0 } },
            { pending_organizations: [], organizations: [] },
            [],
          ),
        ),
    });
    renderApp('/dashboard');
    const steps = await screen.findByRole('region', { name: 'Jouw volgende stappen' });
    expect(within(steps).getByRole('link', { name: /Vul je postcode in/ })).toHaveAttribute('href', '/profile-edit');
    expect(within(steps).getAllByRole('listitem')).toHaveLength(2);
  });

  it("counts a volunteer's open applications and saved vacancies, and leads to the search", async () => {
    stubApi({
      ...signedIn,
      'GET /api/v1/dashboard': () =>
        json(
          dashboard(
            {
              volunteer: {
                todos: [],
                application_counts: [
                  { value: 'new', count: 1 },
                  { value: 'waitlisted', count: 1 },
                  { value: 'in_progress', count: 0 },
                  { value: 'accepted', count: 1 },
                  { value: 'rejected', count: 4 },
                  { value: 'withdrawn', count: 2 },
                ],
                favorites: 5,
              },
            },
            { pending_organizations: [], organizations: [] },
            [],
          ),
        ),
      'GET /api/v1/vacancies': ({ query }) =>
        query.get('filter[favorite]') === 'true'
          ? json({
              data: [
                {
                  type: 'vacancies',
                  id: '12',
                  attributes: { title: 'Gastvrouw in het buurthuis', organization_name: 'Buurthuis De Brug' },
                },
              ],
            })
          : undefined,
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('link', { name: 'Gastvrouw in het buurthuis' })).toHaveAttribute(
      'href',
      '/vacancies/12',
    );
    const list = await screen.findByLabelText('Jouw aanmeldingen en bewaarde vacatures');
    expect(within(list).getByRole('link', { name: '3' })).toHaveAttribute('href', '/applications');
    expect(within(list).getByText('5')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vrijwilligerswerk zoeken' })).toHaveAttribute('href', '/vacancies/search');
  });

  it("shows an organisation's published vacancies and new applications as links", async () => {
    stubApi({
      ...signedIn,
      'GET /api/v1/dashboard': () =>
        json(
          dashboard(
            {
              organization_todos: [
                {
                  organization_id: '4',
                  todos: [],
                  vacancy_counts: { draft: 2, published: 6, closed: 1, archived: 0 },
                  new_applications: 3,
                },
              ],
            },
            { pending_organizations: [], organizations: ['4'] },
            [organization('4', 'Stichting Buurtkracht', 'approved')],
          ),
        ),
    });
    renderApp('/dashboard');
    const numbers = await screen.findByLabelText('Vacatures en aanmeldingen in cijfers');
    expect(within(numbers).getByRole('link', { name: '6' })).toHaveAttribute('href', '/vacancies');
    expect(within(numbers).getByRole('link', { name: '3' })).toHaveAttribute('href', '/applications');
    expect(within(numbers).getByText('2')).toBeInTheDocument();
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
