import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { json, renderApp, stubApi } from '../../../test/app-test-utils.tsx';
import {
  buildOrganizationWithDetails,
  currentOrganizationsDocument,
  organizationWithDetailsListDocument,
  type OrganizationWithDetailsOverrides,
} from '../../../test/factories/organizations.ts';
import { buildTag, tagListDocument } from '../../../test/factories/tags.ts';
import { currentUserDocument } from '../../../test/factories/users.ts';

/** An organisation with its profile and address, named and otherwise overridden. */
const organization = (id: string, name: string, overrides: Omit<OrganizationWithDetailsOverrides, 'id'> = {}) =>
  buildOrganizationWithDetails({ ...overrides, id, attributes: { name, ...overrides.attributes } });

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('organisations (/organizations)', () => {
  it('shows visitors the approved organisations with the spec’s description, and searches by name', async () => {
    const calls = stubApi({
      'GET /api/v1/organizations': (call) =>
        json(
          organizationWithDetailsListDocument(
            call.query.get('filter[search]') === 'brug'
              ? [organization('2', 'Buurthuis De Brug')]
              : [organization('1', 'Voedselbank'), organization('2', 'Buurthuis De Brug')],
          ),
        ),
    });
    renderApp('/organizations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Organisaties' })).toBeInTheDocument();
    expect(screen.getByText('Hier vind je een overzicht van alle organisaties.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Voedselbank' })).toHaveAttribute('href', '/organizations/1');
    expect(screen.getByText('2 organisaties')).toBeInTheDocument();
    // The total says what it counts, and why the home page's figure differs (decision 050).
    expect(
      screen.getByText(
        'Alle goedgekeurde organisaties. De startpagina telt alleen organisaties met vindbare vacatures.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Status')).toBeNull();
    expect(screen.getByRole('link', { name: 'Meld je organisatie aan' })).toHaveAttribute(
      'href',
      '/organizations/signup',
    );

    await userEvent.type(screen.getByLabelText('Zoeken op naam of plaats'), 'brug');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Voedselbank' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Buurthuis De Brug' })).toBeInTheDocument();
    const last = calls.filter((call) => call.path === '/api/v1/organizations').at(-1)!;
    expect(last.query.get('filter[search]')).toBe('brug');
    expect(last.query.get('filter[status]')).toBeNull();
  });

  it('filters by target group', async () => {
    const calls = stubApi({
      'GET /api/v1/organizations': () => json(organizationWithDetailsListDocument([organization('1', 'Jeugdclub')])),
      'GET /api/v1/tags': () =>
        json(tagListDocument([buildTag({ id: '3', attributes: { kind: 'target_group', name: 'Jongeren' } })])),
    });
    renderApp('/organizations');
    await userEvent.selectOptions(await screen.findByLabelText('Doelgroepen'), '3');
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.path === '/api/v1/organizations')
          .at(-1)!
          .query.get('filter[target_group_id]'),
      ).toBe('3'),
    );
    expect(calls.find((call) => call.path === '/api/v1/tags')?.query.get('filter[kind]')).toBe('target_group');
  });

  it('says so when nothing matches, apart from when there is nothing at all', async () => {
    stubApi({ 'GET /api/v1/organizations': () => json(organizationWithDetailsListDocument([])) });
    renderApp('/organizations?type=School');
    expect(await screen.findByRole('heading', { name: 'Geen organisaties gevonden' })).toBeInTheDocument();
  });

  it('gives a centre admin the status filter, the approval queue with its count and the add button', async () => {
    setSession({ accessToken: 'a', client: 'b', uid: 'anna@example.org' });
    const calls = stubApi({
      'GET /api/v1/current_user': () =>
        json(
          currentUserDocument({
            roles: [{ name: 'center_admin', resourceType: 'VolunteerCenter', resourceId: '1' }],
          }),
        ),
      'GET /api/v1/current_organizations': () => json(currentOrganizationsDocument()),
      'GET /api/v1/organizations': () =>
        json(
          organizationWithDetailsListDocument(
            [organization('3', 'Nieuwe Club', { attributes: { status: 'pending' } })],
            {
              statusCounts: { pending: 3, approved: 10, denied: 0, archived: 1 },
            },
          ),
        ),
    });
    renderApp('/organizations');
    expect(await screen.findByRole('link', { name: 'Registraties (3)' })).toHaveAttribute(
      'href',
      '/organizations/approve',
    );
    expect(screen.getByRole('link', { name: 'Organisatie toevoegen' })).toHaveAttribute('href', '/organizations/add');
    expect(screen.getByText('In afwachting', { selector: 'span' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'pending');
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.path === '/api/v1/organizations')
          .at(-1)!
          .query.get('filter[status]'),
      ).toBe('pending'),
    );
  });

  it('shows the organisations on a map, saying which have no known location', async () => {
    const calls = stubApi({
      'GET /api/v1/organizations': () =>
        json(
          organizationWithDetailsListDocument([
            organization('1', 'Op De Kaart'),
            organization('2', 'Zonder Adres', { address: null }),
          ]),
        ),
    });
    renderApp('/organizations');
    await userEvent.click(await screen.findByRole('button', { name: 'Kaart' }));
    expect(
      await screen.findByText(/1 organisatie op de kaart\. 1 organisatie heeft geen bekende locatie\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kaart' })).toHaveAttribute('aria-pressed', 'true');
    // The list's page stays on screen (keepPreviousData) until the map's request has even been sent.
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.path === '/api/v1/organizations')
          .at(-1)!
          .query.get('page[size]'),
      ).toBe('500'),
    );
  });

  it('offers to try again when the list cannot be loaded', async () => {
    stubApi({
      'GET /api/v1/organizations': () => json({ errors: [{ status: '500', code: 'internal', title: 'Kapot' }] }, 500),
    });
    renderApp('/organizations');
    expect(await screen.findByText('De organisaties konden niet worden geladen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });
});
