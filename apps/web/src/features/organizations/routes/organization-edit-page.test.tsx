import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { json, renderApp, stubApi } from '../../../test/app-test-utils.tsx';
import {
  buildOrganizationWithDetails,
  currentOrganizationsDocument,
  organizationWithDetailsDocument,
} from '../../../test/factories/organizations.ts';
import { buildTag, tagListDocument } from '../../../test/factories/tags.ts';
import { currentUserDocument } from '../../../test/factories/users.ts';

beforeEach(() => setSession({ accessToken: 'a', client: 'b', uid: 'anna@example.org' }));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const signedIn = {
  'GET /api/v1/current_user': () => json(currentUserDocument()),
  'GET /api/v1/current_organizations': () => json(currentOrganizationsDocument()),
};

describe('editing an organisation (/organizations/{id}/edit)', () => {
  it('fills in the current details and saves the changes', async () => {
    const calls = stubApi({
      ...signedIn,
      'GET /api/v1/organizations/7': () =>
        json(
          organizationWithDetailsDocument(
            buildOrganizationWithDetails({ id: '7', attributes: { name: 'De Brug' }, abilities: { update: true } }),
          ),
        ),
      'PUT /api/v1/organizations/7': () =>
        json(
          organizationWithDetailsDocument(
            buildOrganizationWithDetails({
              id: '7',
              attributes: { name: 'Buurthuis De Brug' },
              profile: { targetGroups: [{ id: 4, name: 'Ouderen' }] },
            }),
          ),
        ),
      'GET /api/v1/tags': () =>
        json(
          tagListDocument([
            buildTag({ id: '3', attributes: { kind: 'target_group', name: 'Jongeren' } }),
            buildTag({ id: '4', attributes: { kind: 'target_group', name: 'Ouderen' } }),
          ]),
        ),
    });
    const { router } = renderApp('/organizations/7/edit');
    const name = await screen.findByLabelText(/^Naam van de organisatie/);
    expect(name).toHaveValue('De Brug');
    expect(screen.getByLabelText(/^Straat/)).toHaveValue('Oudegracht');
    await userEvent.clear(name);
    await userEvent.type(name, 'Buurthuis De Brug');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Ouderen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/7'));
    const body = calls.find((call) => call.method === 'PUT')?.body as { organization: Record<string, unknown> };
    expect(body.organization).toMatchObject({
      name: 'Buurthuis De Brug',
      profile: { kvk_number: '12345678', website_url: 'https://voorbeeld.example', target_group_ids: ['4'] },
      address: { street: 'Oudegracht', house_number: '12', postcode: '3511AB', city: 'Utrecht' },
    });
  });

  it('shows a refused KvK number on its field', async () => {
    stubApi({
      ...signedIn,
      'GET /api/v1/organizations/7': () =>
        json(organizationWithDetailsDocument(buildOrganizationWithDetails({ id: '7', abilities: { update: true } }))),
      'PUT /api/v1/organizations/7': () =>
        json(
          {
            errors: [
              {
                status: '422',
                code: 'invalid',
                title: 'Ongeldige waarde',
                detail: 'Dit KvK-nummer is al in gebruik.',
                source: { pointer: '/organization/profile/kvk_number' },
              },
            ],
          },
          422,
        ),
    });
    renderApp('/organizations/7/edit');
    await userEvent.click(await screen.findByRole('button', { name: 'Opslaan' }));
    const kvk = screen.getByLabelText(/^KvK-nummer/);
    await waitFor(() =>
      expect(kvk).toHaveAccessibleDescription(expect.stringContaining('Dit KvK-nummer is al in gebruik.')),
    );
  });

  it('tells someone who may not edit it so', async () => {
    stubApi({
      ...signedIn,
      'GET /api/v1/organizations/7': () =>
        json(organizationWithDetailsDocument(buildOrganizationWithDetails({ id: '7' }))),
    });
    renderApp('/organizations/7/edit');
    expect(await screen.findByText('Je mag deze organisatie niet bewerken')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opslaan' })).toBeNull();
  });
});
