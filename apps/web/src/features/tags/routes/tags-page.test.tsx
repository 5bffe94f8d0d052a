// @vitest-environment jsdom
// happy-dom names the row buttons differently from browsers; jsdom matches them (apps/web/vitest.config.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { json, polyfillDialog, renderApp, stubApi } from '../../../test/app-test-utils.tsx';
import type { TagKind, TagResource } from '@volunteerly/contracts/resources/tags';
import { currentOrganizationsDocument } from '../../../test/factories/organizations.ts';
import { buildTag, tagDocument, tagListDocument } from '../../../test/factories/tags.ts';
import { currentUserDocument } from '../../../test/factories/users.ts';

/** A tag a centre admin may rename, delete and merge. */
/** A tag the centre admin may change, used by `organizationCount` organisations and `vacancyCount` vacancies. */
function managedTag(
  id: string,
  name: string,
  organizationCount = 0,
  kind: TagKind = 'category',
  vacancyCount = 0,
): TagResource {
  return buildTag({
    id,
    attributes: { kind, name, organizationCount, vacancyCount, usageCount: organizationCount + vacancyCount },
    abilities: { update: true, destroy: true, merge: true },
  });
}

/** One page of ten tags at most, which a centre admin may add to unless `create` is false. */
function tagList(tags: TagResource[], options: { total?: number; create?: boolean } = {}) {
  return tagListDocument(tags, { pageSize: 10, total: options.total, create: options.create ?? true });
}

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

/** A toast shows its text twice: visibly and in the live region that reads it out. */
async function expectToast(text: string) {
  expect(await screen.findAllByText(text)).not.toHaveLength(0);
}

const tagCalls = (calls: ReturnType<typeof stubApi>) => calls.filter((call) => call.path === '/api/v1/tags');

describe('the tags page (/tags)', () => {
  it('lists the categories with usage counts, and asks for another kind, a search and the next page', async () => {
    const calls = stubApi({
      ...centerAdmin,
      'GET /api/v1/tags': () =>
        json(
          tagList(
            [managedTag('1', 'Natuur', 3), managedTag('2', 'Sport', 1), managedTag('3', 'Zorg', 8, 'category', 28)],
            {
              total: 12,
            },
          ),
        ),
    });
    const { router } = renderApp('/tags');
    const table = await screen.findByRole('table', { name: 'Categorieën' });
    expect(within(table).getByRole('rowheader', { name: 'Natuur Nog geen Engelse naam' })).toBeInTheDocument();
    expect(within(table).getByText('3 organisaties')).toBeInTheDocument();
    expect(within(table).getByText('1 organisatie')).toBeInTheDocument();
    // Each sort of use by its own word: not '36 organisaties'.
    expect(within(table).getByText('8 organisaties en 28 vacatures')).toBeInTheDocument();
    expect(screen.getByText('12 tags')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Categorieën' })).toHaveAttribute('aria-current', 'page');
    expect(tagCalls(calls)[0]?.query.get('filter[kind]')).toBe('category');

    await userEvent.click(screen.getByRole('link', { name: 'Vaardigheden' }));
    await waitFor(() => expect(tagCalls(calls).at(-1)?.query.get('filter[kind]')).toBe('skill'));
    expect(screen.getByRole('link', { name: 'Vaardigheden' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(await screen.findByRole('button', { name: 'Volgende' }));
    await waitFor(() => expect(router.state.location.search).toContain('page=2'));
    await waitFor(() => expect(tagCalls(calls).at(-1)?.query.get('page[number]')).toBe('2'));

    await userEvent.type(screen.getByLabelText('Zoek op naam'), 'nat');
    await waitFor(() => expect(tagCalls(calls).at(-1)?.query.get('search')).toBe('nat'), { timeout: 10_000 });
    const last = tagCalls(calls).at(-1)!;
    expect(last.query.get('filter[kind]')).toBe('skill');
    expect(last.query.get('page[number]')).toBe('1');
  });

  it('shows an empty kind, a loading failure with retry, and no management when the list says so', async () => {
    let fail = true;
    stubApi({
      'GET /api/v1/current_user': () => json(currentUserDocument({ abilities: { manageTags: true } })),
      'GET /api/v1/current_organizations': () => json(currentOrganizationsDocument()),
      'GET /api/v1/tags': () =>
        fail
          ? json({ errors: [{ status: '500', code: 'internal', title: 'Er ging iets mis' }] }, 500)
          : json(tagList([], { create: false })),
    });
    renderApp('/tags?kind=target_group');
    expect(await screen.findByText('De tags konden niet worden geladen', {}, { timeout: 10_000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('heading', { name: 'Nog geen doelgroepen' })).toBeInTheDocument();
    expect(screen.getByText('Het vrijwilligerscentrum heeft er nog geen toegevoegd.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Tag toevoegen' })).toBeNull();
  });

  it('adds a tag of the shown kind, and shows a duplicate name refused by the API on the name field', async () => {
    let tags = [managedTag('1', 'Natuur', 0, 'skill')];
    const calls = stubApi({
      ...centerAdmin,
      'GET /api/v1/tags': () => json(tagList(tags)),
      'POST /api/v1/tags': (call) => {
        const name = (call.body as { tag: { name: string } }).tag.name;
        if (name.toLowerCase() === 'natuur') {
          return json(
            {
              errors: [
                {
                  status: '422',
                  code: 'name_taken',
                  title: 'Ongeldige waarde',
                  detail: 'Er bestaat al een tag "Natuur" van deze soort.',
                  source: { pointer: '/data/attributes/name' },
                },
              ],
            },
            422,
          );
        }
        const created = managedTag('7', name, 0, 'skill');
        tags = [...tags, created];
        return json(tagDocument(created), 201);
      },
    });
    renderApp('/tags?kind=skill');
    const field = await screen.findByLabelText(/Naam van de nieuwe vaardigheid/);

    await userEvent.type(field, 'NATUUR');
    await userEvent.click(screen.getByRole('button', { name: 'Toevoegen' }));
    expect(await screen.findByText('Er bestaat al een tag "Natuur" van deze soort.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();

    await userEvent.clear(field);
    await userEvent.type(field, '  Koken ');
    await userEvent.click(screen.getByRole('button', { name: 'Toevoegen' }));
    await expectToast('“Koken” is toegevoegd.');
    expect(await screen.findByRole('rowheader', { name: 'Koken Nog geen Engelse naam' })).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.at(-1)?.body).toEqual({ tag: { kind: 'skill', name: 'Koken', name_en: null } });
    expect(field).toHaveValue('');
  });

  it('refuses an empty name without asking the API', async () => {
    const calls = stubApi({ ...centerAdmin, 'GET /api/v1/tags': () => json(tagList([])) });
    renderApp('/tags');
    await screen.findByRole('heading', { name: 'Nog geen categorieën' });
    await userEvent.click(screen.getByRole('button', { name: 'Toevoegen' }));
    expect(await screen.findByText('Nederlandse naam is verplicht.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('deletes an unused tag after confirmation, and explains why a tag in use cannot be deleted', async () => {
    let tags = [managedTag('1', 'Natuur', 0), managedTag('2', 'Sport', 4)];
    const calls = stubApi({
      ...centerAdmin,
      'GET /api/v1/tags': () => json(tagList(tags)),
      'DELETE /api/v1/tags/1': () => {
        tags = tags.filter((tag) => tag.id !== '1');
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/tags');
    const inUse = await screen.findByRole('button', { name: 'Verwijderen: Sport' });
    expect(inUse).toBeDisabled();
    expect(inUse).toHaveAccessibleDescription(
      'In gebruik bij 4 organisaties. Voeg deze tag eerst samen met een andere om hem te verwijderen.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Verwijderen: Natuur' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tag verwijderen?' });
    expect(within(dialog).getByText(/Weet je zeker dat je “Natuur” wilt verwijderen/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Verwijderen: Natuur' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Tag verwijderen?' })).getByRole('button', {
        name: 'Verwijderen',
      }),
    );
    await expectToast('“Natuur” is verwijderd.');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Natuur Nog geen Engelse naam' })).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/v1/tags/1']);
  });

  it('edits both names of a tag in a dialog, and shows an English name the kind has on that field', async () => {
    let tags = [managedTag('1', 'natuur', 2)];
    const calls = stubApi({
      ...centerAdmin,
      'GET /api/v1/tags': () => json(tagList(tags)),
      'PATCH /api/v1/tags/1': (call) => {
        const { name, name_en: nameEn } = (call.body as { tag: { name: string; name_en: string | null } }).tag;
        if (nameEn === 'Sport') {
          return json(
            {
              errors: [
                {
                  status: '422',
                  code: 'name_taken',
                  title: 'Ongeldige waarde',
                  detail: 'Er bestaat al een tag met de Engelse naam "Sport" van deze soort.',
                  source: { pointer: '/data/attributes/name_en' },
                },
              ],
            },
            422,
          );
        }
        const renamed = buildTag({
          id: '1',
          attributes: { name, nameNl: name, nameEn, organizationCount: 2, usageCount: 2 },
          abilities: { update: true, destroy: true, merge: true },
        });
        tags = [renamed];
        return json(tagDocument(renamed));
      },
    });
    renderApp('/tags');
    await userEvent.click(await screen.findByRole('button', { name: 'Naam wijzigen: natuur' }));
    const dialog = await screen.findByRole('dialog', { name: 'Naam van “natuur” wijzigen' });
    const dutch = within(dialog).getByLabelText(/Nederlandse naam/);
    const english = within(dialog).getByLabelText(/Engelse naam/);
    expect(dutch).toHaveValue('natuur');
    expect(dutch).toHaveAttribute('lang', 'nl');
    expect(english).toHaveAttribute('lang', 'en');

    await userEvent.clear(dutch);
    await userEvent.type(dutch, 'Natuur en milieu');
    await userEvent.type(english, 'Sport');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(
      await within(dialog).findByText('Er bestaat al een tag met de Engelse naam "Sport" van deze soort.'),
    ).toBeInTheDocument();
    expect(english).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(english);
    await userEvent.type(english, ' Nature and environment ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(
      await screen.findByRole('rowheader', { name: 'Natuur en milieu Engels: Nature and environment' }),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({
      tag: { name: 'Natuur en milieu', name_en: 'Nature and environment' },
    });
  });

  it('refuses an English name longer than 60 characters without asking the API', async () => {
    const calls = stubApi({ ...centerAdmin, 'GET /api/v1/tags': () => json(tagList([])) });
    renderApp('/tags');
    await userEvent.type(await screen.findByLabelText(/Naam van de nieuwe categorie/), 'Natuur');
    await userEvent.type(screen.getByLabelText(/Engelse naam van de nieuwe categorie/), 'x'.repeat(61));
    await userEvent.click(screen.getByRole('button', { name: 'Toevoegen' }));
    expect(await screen.findByText(/Engelse naam mag (hoogstens|maximaal|niet meer dan)/)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('merges a tag into another of the same kind chosen in a dialog', async () => {
    let tags = [
      managedTag('1', 'Ouderen', 2, 'target_group'),
      managedTag('2', 'Senioren', 3, 'target_group'),
      managedTag('3', 'Jongeren', 1, 'target_group'),
    ];
    const calls = stubApi({
      ...centerAdmin,
      'GET /api/v1/tags': () => json(tagList(tags)),
      'POST /api/v1/tags/2/merge': () => {
        const target = managedTag('1', 'Ouderen', 4, 'target_group');
        tags = [target, tags[2]!];
        return json(tagDocument(target));
      },
    });
    renderApp('/tags?kind=target_group');
    await userEvent.click(await screen.findByRole('button', { name: 'Samenvoegen: Senioren' }));
    const dialog = await screen.findByRole('dialog', { name: '“Senioren” samenvoegen' });

    // Without a choice nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Samenvoegen' }));
    expect(await within(dialog).findByText('Kies de tag om mee samen te voegen.')).toBeInTheDocument();

    const target = within(dialog).getByLabelText(/Samenvoegen met/);
    const options = within(target)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Kies een doelgroep', 'Ouderen (2 organisaties)', 'Jongeren (1 organisatie)']);
    await userEvent.selectOptions(target, '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Samenvoegen' }));

    await expectToast('“Senioren” is samengevoegd met “Ouderen”.');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Senioren Nog geen Engelse naam' })).toBeNull());
    expect(screen.getByText('4 organisaties')).toBeInTheDocument();
    const merge = calls.find((call) => call.method === 'POST');
    expect(merge?.path).toBe('/api/v1/tags/2/merge');
    expect(merge?.body).toEqual({ target_id: '1' });
    expect(tagCalls(calls).every((call) => call.query.get('filter[kind]') === 'target_group')).toBe(true);
  });
});
