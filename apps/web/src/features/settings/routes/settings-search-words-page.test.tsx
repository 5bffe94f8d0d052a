// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { json, polyfillDialog, renderApp, stubApi } from '../../../test/app-test-utils.tsx';
import { currentOrganizationsDocument } from '../../../test/factories/organizations.ts';
import {
  buildSearchSynonymGroup,
  searchSynonymGroupDocument,
  searchSynonymGroupListDocument,
} from '../../../test/factories/search-synonym-groups.ts';
import { currentUserDocument } from '../../../test/factories/users.ts';

const centerAdmin = {
  'GET /api/v1/current_user': () =>
    json(currentUserDocument({ roles: [{ name: 'center_admin', resourceType: 'VolunteerCenter', resourceId: '1' }] })),
  'GET /api/v1/current_organizations': () => json(currentOrganizationsDocument()),
};

beforeEach(() => {
  polyfillDialog();
  setSession({ accessToken: 'a', client: 'b', uid: 'anna@example.org' });
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const groupCalls = (calls: ReturnType<typeof stubApi>, method: string) =>
  calls.filter((call) => call.method === method && call.path.startsWith('/api/v1/search_synonym_groups'));

describe('the search words page (/instellingen/zoeken)', () => {
  it('explains a group with an example, is linked in the settings navigation and shows the built-in groups', async () => {
    stubApi({ ...centerAdmin, 'GET /api/v1/search_synonym_groups': () => json(searchSynonymGroupListDocument([])) });
    renderApp('/instellingen/zoeken');
    expect(await screen.findByRole('heading', { name: 'Zoekwoorden', level: 2 })).toBeInTheDocument();
    expect(screen.getByText(/met de groep "buurthuis, wijkcentrum, De Pit"/)).toBeInTheDocument();
    const navigation = screen.getByRole('navigation', { name: 'Instellingen' });
    expect(within(navigation).getByRole('link', { name: 'Zoekwoorden' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { name: 'Nog geen eigen groepen' })).toBeInTheDocument();
    expect(screen.getByText('Groepen die de zoekfunctie al kent')).toBeInTheDocument();
    expect(screen.getByText('senioren')).toBeInTheDocument();
  });

  it('adds a group from comma-separated words, and shows a refusal of the API on the field', async () => {
    let groups = [buildSearchSynonymGroup({ id: '1', words: ['bieb', 'boekenkast'] })];
    const calls = stubApi({
      ...centerAdmin,
      'GET /api/v1/search_synonym_groups': () => json(searchSynonymGroupListDocument(groups)),
      'POST /api/v1/search_synonym_groups': (call) => {
        const { words } = (call.body as { search_synonym_group: { words: string[] } }).search_synonym_group;
        if (words.length < 2) {
          return json(
            {
              errors: [
                {
                  status: '422',
                  code: 'words_single',
                  title: 'Ongeldige waarde',
                  detail: 'Een groep heeft minstens 2 woorden nodig: één woord alleen staat nergens voor.',
                  source: { pointer: '/data/attributes/words' },
                },
              ],
            },
            422,
          );
        }
        const created = buildSearchSynonymGroup({ id: '2', words });
        groups = [...groups, created];
        return json(searchSynonymGroupDocument(created), 201);
      },
    });
    renderApp('/instellingen/zoeken');
    const field = await screen.findByLabelText(/Woorden die hetzelfde betekenen/);
    await userEvent.type(field, 'buurthuis');
    await userEvent.click(screen.getByRole('button', { name: 'Groep toevoegen' }));
    expect(await screen.findByText(/minstens 2 woorden nodig/)).toBeInTheDocument();

    await userEvent.clear(field);
    await userEvent.type(field, 'buurthuis, wijkcentrum, , De Pit');
    await userEvent.click(screen.getByRole('button', { name: 'Groep toevoegen' }));
    await waitFor(() => expect(groupCalls(calls, 'POST')).toHaveLength(2));
    expect(groupCalls(calls, 'POST')[1]?.body).toEqual({
      search_synonym_group: { words: ['buurthuis', 'wijkcentrum', 'De Pit'] },
    });
    expect(await screen.findByText('De Pit')).toBeInTheDocument();
    expect(await screen.findByText('2 groepen (hoogstens 100)')).toBeInTheDocument();
    expect(field).toHaveValue('');
  });

  it('changes a group in a dialog and deletes one only after confirming', async () => {
    let groups = [buildSearchSynonymGroup({ id: '1', words: ['buurthuis', 'wijkcentrum'] })];
    const calls = stubApi({
      ...centerAdmin,
      'GET /api/v1/search_synonym_groups': () => json(searchSynonymGroupListDocument(groups)),
      'PATCH /api/v1/search_synonym_groups/1': (call) => {
        const { words } = (call.body as { search_synonym_group: { words: string[] } }).search_synonym_group;
        groups = [buildSearchSynonymGroup({ id: '1', words })];
        return json(searchSynonymGroupDocument(groups[0]!));
      },
      'DELETE /api/v1/search_synonym_groups/1': () => {
        groups = [];
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/instellingen/zoeken');
    await userEvent.click(await screen.findByRole('button', { name: 'Wijzigen: buurthuis, wijkcentrum' }));
    const dialog = await screen.findByRole('dialog', { name: 'Groep wijzigen' });
    const field = within(dialog).getByLabelText(/Woorden die hetzelfde betekenen/);
    expect(field).toHaveValue('buurthuis, wijkcentrum');
    await userEvent.type(field, ', dorpshuis');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Groep opslaan' }));
    await waitFor(() => expect(groupCalls(calls, 'PATCH')).toHaveLength(1));
    expect(groupCalls(calls, 'PATCH')[0]?.body).toEqual({
      search_synonym_group: { words: ['buurthuis', 'wijkcentrum', 'dorpshuis'] },
    });
    expect(await screen.findByText('dorpshuis')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Verwijderen: buurthuis, wijkcentrum, dorpshuis' }));
    const confirm = await screen.findByRole('dialog', { name: 'Groep verwijderen?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Annuleren' }));
    expect(groupCalls(calls, 'DELETE')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Verwijderen: buurthuis, wijkcentrum, dorpshuis' }));
    const again = await screen.findByRole('dialog', { name: 'Groep verwijderen?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Groep verwijderen' }));
    await waitFor(() => expect(groupCalls(calls, 'DELETE')).toHaveLength(1));
    expect(await screen.findByRole('heading', { name: 'Nog geen eigen groepen' })).toBeInTheDocument();
  });

  it('offers to try again when the groups could not be loaded', async () => {
    let fail = true;
    stubApi({
      ...centerAdmin,
      'GET /api/v1/search_synonym_groups': () =>
        fail
          ? json({ errors: [{ status: '500', code: 'internal', title: 'Er ging iets mis' }] }, 500)
          : json(searchSynonymGroupListDocument([buildSearchSynonymGroup()])),
    });
    renderApp('/instellingen/zoeken');
    expect(
      await screen.findByText('De zoekwoorden konden niet worden geladen', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('wijkcentrum')).toBeInTheDocument();
  });
});
