import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { currentUserDocument, json, renderApp, stubApi } from '../../../test/app-test-utils.tsx';
import { organizationList, organizationResource } from '../test/organization-document.ts';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('organisations (/organizations)', () => {
  it('shows visitors the approved organisations with the spec’s description, and searches by name', async () => {
    const calls = stubApi({
      'GET /api/v1/organizations': (call) =>
        json(
          organizationList(
            call.query.get('filter[search]') === 'brug'
              ? [organizationResource('2', { name: 'Buurthuis De Brug' })]
              : [
                  organizationResource('1', { name: 'Voedselbank' }),
                  organizationResource('2', { name: 'Buurthuis De Brug' }),
                ],
          ),
        ),
    });
    renderApp('/organizations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Organisaties' })).toBeInTheDocument();
    expect(screen.getByText('Hier vind je een overzicht van alle organisaties.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Voedselbank' })).toHaveAttribute('href', '/organizations/1');
    expect(screen.getByText('2 organisaties')).toBeInTheDocument();
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
      'GET /api/v1/organizations': () => json(organizationList([organizationResource('1', { name: 'Jeugdclub' })])),
      'GET /api/v1/tags': () =>
        json({ data: [{ type: 'tags', id: '3', attributes: { kind: 'target_group', name: 'Jongeren' } }], meta: {} }),
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
    stubApi({ 'GET /api/v1/organizations': () => json(organizationList([])) });
    renderApp('/organizations?type=School');
    expect(await screen.findByRole('heading', { name: 'Geen organisaties gevonden' })).toBeInTheDocument();
  });

  it('gives a centre admin the status filter, the approval queue with its count and the add button', async () => {
    setSession({ accessToken: 'a', client: 'b', uid: 'anna@example.org' });
    const calls = stubApi({
      'GET /api/v1/current_user': () =>
        json(
          currentUserDocument({
            roles: [{ name: 'center_admin', resource_type: 'VolunteerCenter', resource_id: '1' }],
          }),
        ),
      'GET /api/v1/current_organizations': () => json({ data: [] }),
      'GET /api/v1/organizations': () =>
        json(
          organizationList([organizationResource('3', { name: 'Nieuwe Club', status: 'pending' })], {
            statusCounts: { pending: 3, approved: 10, denied: 0, archived: 1 },
          }),
        ),
    });
    renderApp('/organizations');
    expect(await screen.findByRole('link', { name: 'Aanmeldingen (3)' })).toHaveAttribute(
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
          organizationList([
            organizationResource('1', { name: 'Op De Kaart' }),
            organizationResource('2', { name: 'Zonder Adres' }, { address: null }),
          ]),
        ),
    });
    renderApp('/organizations');
    await userEvent.click(await screen.findByRole('button', { name: 'Kaart' }));
    expect(
      await screen.findByText(/1 organisatie op de kaart\. 1 organisatie heeft geen bekende locatie\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kaart' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      calls
        .filter((call) => call.path === '/api/v1/organizations')
        .at(-1)!
        .query.get('page[size]'),
    ).toBe('500');
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
