import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  searchSynonymGroupDocumentSchema,
  searchSynonymGroupListDocumentSchema,
  searchSynonymLimits,
} from '@volunteerly/contracts/resources/search-synonym-groups';
import { createOrganization } from '../../src/factories/organization-factory.ts';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createUser } from '../../src/factories/user-factory.ts';
import { createVacancy } from '../../src/factories/vacancy-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import { searchSynonymGroups } from '../../src/modules/vacancy-search/search-synonym-groups.schema.ts';
import { parseWithContract } from '../support/contract.ts';
import { signIn, signedInHeaders, type SessionHeaders } from '../support/sessions.ts';
import { createTestApp, tenantHeaders, type TestApp } from '../support/test-app.ts';

// Issue 14 §3: a centre keeps its own search synonyms; its search finds a vacancy by a word of a
// group that its text does not say, and no other centre's search does (decision 025).
describe('a centre’s own search synonym groups', () => {
  let testApp: TestApp;
  const sessions: Record<string, SessionHeaders> = {};
  const tenantIds: Record<string, number> = {};

  beforeAll(async () => {
    testApp = await createTestApp();
    const { database } = testApp;
    for (const key of ['pitstad', 'buurdorp']) {
      const tenant = await createTenant(database, { key, hosts: [`${key}.example`] });
      tenantIds[key] = tenant.id;
      const { center } = await createCenter(database, tenant.id, { center: { isDefault: true } });
      const organization = await createOrganization(database, center, { name: `Stichting ${key}` });
      await createVacancy(database, organization, {
        title: `Gastvrouw in De Pit ${key}`,
        summary: 'Koffie schenken en mensen welkom heten.',
        descriptionHtml: '<p>Koffie schenken en mensen welkom heten.</p>',
      });
      await createVacancy(database, organization, {
        title: `Klusser in het wijkcentrum ${key}`,
        summary: 'Kleine reparaties aan het gebouw.',
        descriptionHtml: '<p>Kleine reparaties aan het gebouw.</p>',
      });
      const admin = await createUser(database, tenant.id, {
        user: { email: `centrum@${key}.example` },
        roles: [{ name: 'center_admin', resourceId: center.id }],
      });
      const volunteer = await createUser(database, tenant.id, { user: { email: `vrijwilliger@${key}.example` } });
      sessions[`${key}:admin`] = await signIn(testApp, key, admin.user.email);
      sessions[`${key}:volunteer`] = await signIn(testApp, key, volunteer.user.email);
    }
  });
  afterAll(async () => testApp.close());

  const send = (who: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, words?: string[]) =>
    testApp.app.inject({
      method,
      url,
      headers: signedInHeaders(who.split(':')[0]!, sessions[who]!, { 'accept-language': 'en' }),
      ...(words ? { payload: { search_synonym_group: { words } } } : {}),
    });

  const titlesFound = async (tenantKey: string, query: string, language = 'nl'): Promise<string[]> => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/vacancies/search?q=${encodeURIComponent(query)}`,
      headers: tenantHeaders(tenantKey, { 'accept-language': language }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const body: { data: { attributes: { title: string } }[] } = response.json();
    return body.data.map((item) => item.attributes.title).sort();
  };

  const groupCount = (tenantKey: string) =>
    withTenant(
      testApp.database,
      tenantIds[tenantKey]!,
      async ({ transaction }) => (await transaction.select().from(searchSynonymGroups)).length,
    );

  it('lets a centre admin add, list, change and delete a group, with the built-in groups beside them', async () => {
    const created = await send('pitstad:admin', 'POST', '/api/v1/search_synonym_groups', [
      ' jeu de boules ',
      'petanque',
    ]);
    expect(created.statusCode, created.body).toBe(201);
    parseWithContract(searchSynonymGroupDocumentSchema, created.json());
    const group: { id: string; attributes: { words: string[] }; meta: { abilities: object } } = created.json().data;
    expect(group.attributes.words).toEqual(['jeu de boules', 'petanque']);
    expect(group.meta.abilities).toEqual({ update: true, destroy: true });

    const changed = await send('pitstad:admin', 'PATCH', `/api/v1/search_synonym_groups/${group.id}`, [
      'jeu de boules',
      'petanque',
      'boules',
    ]);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.attributes.words).toEqual(['jeu de boules', 'petanque', 'boules']);

    const listed = await send('pitstad:admin', 'GET', '/api/v1/search_synonym_groups');
    expect(listed.statusCode, listed.body).toBe(200);
    parseWithContract(searchSynonymGroupListDocumentSchema, listed.json());
    const list: { data: { id: string }[]; meta: { built_in_groups: string[][]; maximum_groups: number } } =
      listed.json();
    expect(list.data.map((item) => item.id)).toContain(group.id);
    expect(list.meta.built_in_groups).toContainEqual(['ouderen', 'senioren', 'bejaarden']);
    expect(list.meta.maximum_groups).toBe(searchSynonymLimits.maximumGroups);

    const deleted = await send('pitstad:admin', 'DELETE', `/api/v1/search_synonym_groups/${group.id}`);
    expect(deleted.statusCode).toBe(204);
    const after = await send('pitstad:admin', 'GET', '/api/v1/search_synonym_groups');
    expect(after.json().data.map((item: { id: string }) => item.id)).not.toContain(group.id);
  });

  it.each([
    ['an empty group', ['', '  '], 'words_empty', 'Give the words that mean the same'],
    ['a single word', ['buurthuis'], 'words_single', 'at least 2 words'],
    [
      'more than ten words',
      Array.from({ length: 11 }, (_, index) => `woord${'a'.repeat(index + 1)}`),
      'words_too_many',
      'at most 10 words',
    ],
    ['a word that is too long', ['buurthuis', 'x'.repeat(41)], 'word_too_long', 'is too long'],
    ['a phrase of too many words', ['buurthuis', 'het huis van de wijk'], 'word_too_long', 'is too long'],
    ['a word without letters', ['buurthuis', '123'], 'word_without_letters', 'has no letters'],
    ['the same word twice', ['Buurthuis', 'wijkcentrum', 'buurthuis!'], 'word_duplicate', 'is in this group twice'],
  ])('refuses %s with a translated 422 and stores nothing', async (_case, words, code, text) => {
    const before = await groupCount('pitstad');
    const response = await send('pitstad:admin', 'POST', '/api/v1/search_synonym_groups', words);
    expect(response.statusCode, response.body).toBe(422);
    const [error] = response.json().errors;
    expect(error.code).toBe(code);
    expect(error.detail ?? error.title).toContain(text);
    expect(error.source.pointer).toMatch(/^\/data\/attributes\/words/);
    expect(await groupCount('pitstad')).toBe(before);
  });

  it('says it in Dutch on a Dutch request', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/search_synonym_groups',
      headers: signedInHeaders('pitstad', sessions['pitstad:admin']!, { 'accept-language': 'nl' }),
      payload: { search_synonym_group: { words: ['buurthuis'] } },
    });
    expect(response.statusCode).toBe(422);
    const [error] = response.json().errors;
    expect(error.detail ?? error.title).toContain('minstens 2 woorden');
  });

  it('refuses a group beyond the most a centre keeps', async () => {
    const existing = await groupCount('buurdorp');
    await withTenant(testApp.database, tenantIds.buurdorp!, ({ transaction }) =>
      transaction.insert(searchSynonymGroups).values(
        Array.from({ length: searchSynonymLimits.maximumGroups - existing }, (_, index) => ({
          tenantId: tenantIds.buurdorp!,
          words: [`vol${index}a`, `vol${index}b`],
        })),
      ),
    );
    const response = await send('buurdorp:admin', 'POST', '/api/v1/search_synonym_groups', ['een', 'twee']);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ code: 'groups_too_many', source: { pointer: '/data' } });
    expect(await groupCount('buurdorp')).toBe(searchSynonymLimits.maximumGroups);
    await withTenant(testApp.database, tenantIds.buurdorp!, ({ transaction }) =>
      transaction.delete(searchSynonymGroups),
    );
  });

  it('lets neither a volunteer nor a signed-out visitor list or change groups', async () => {
    expect((await send('pitstad:volunteer', 'GET', '/api/v1/search_synonym_groups')).statusCode).toBe(403);
    expect((await send('pitstad:volunteer', 'POST', '/api/v1/search_synonym_groups', ['a', 'b'])).statusCode).toBe(403);
    const anonymous = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/search_synonym_groups',
      headers: tenantHeaders('pitstad'),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps each centre’s groups to itself: another centre neither sees, changes nor deletes them', async () => {
    const created = await send('pitstad:admin', 'POST', '/api/v1/search_synonym_groups', ['eigen', 'geheim']);
    const id = created.json().data.id;
    const listed = await send('buurdorp:admin', 'GET', '/api/v1/search_synonym_groups');
    expect(listed.json().data.map((item: { id: string }) => item.id)).not.toContain(id);
    const path = `/api/v1/search_synonym_groups/${id}`;
    expect((await send('buurdorp:admin', 'PATCH', path, ['over', 'genomen'])).statusCode).toBe(404);
    expect((await send('buurdorp:admin', 'DELETE', path)).statusCode).toBe(404);
    const own = await send('pitstad:admin', 'GET', '/api/v1/search_synonym_groups');
    const kept = own.json().data.find((item: { id: string }) => item.id === id);
    expect(kept.attributes.words).toEqual(['eigen', 'geheim']);
    await send('pitstad:admin', 'DELETE', path);
  });

  it('makes the next search find a vacancy by a word its text does not say, in that centre only', async () => {
    expect(await titlesFound('pitstad', 'buurthuis')).toEqual([]);
    const created = await send('pitstad:admin', 'POST', '/api/v1/search_synonym_groups', [
      'buurthuis',
      'wijkcentrum',
      'De Pit',
    ]);
    expect(created.statusCode, created.body).toBe(201);

    expect(await titlesFound('pitstad', 'buurthuis')).toEqual([
      'Gastvrouw in De Pit pitstad',
      'Klusser in het wijkcentrum pitstad',
    ]);
    expect(await titlesFound('pitstad', 'buurthuizen')).toHaveLength(2);
    expect(await titlesFound('pitstad', 'de pit')).toContain('Klusser in het wijkcentrum pitstad');
    expect(await titlesFound('buurdorp', 'buurthuis')).toEqual([]);

    const id = created.json().data.id;
    await send('pitstad:admin', 'PATCH', `/api/v1/search_synonym_groups/${id}`, ['buurthuis', 'wijkcentrum']);
    expect(await titlesFound('pitstad', 'buurthuis')).toEqual(['Klusser in het wijkcentrum pitstad']);
    await send('pitstad:admin', 'DELETE', `/api/v1/search_synonym_groups/${id}`);
    expect(await titlesFound('pitstad', 'buurthuis')).toEqual([]);
  });

  it('uses the centre’s groups on an English page too, for typed and translated words', async () => {
    const created = await send('pitstad:admin', 'POST', '/api/v1/search_synonym_groups', ['koffie', 'cappuccino']);
    expect(await titlesFound('pitstad', 'cappuccino', 'en')).toEqual(['Gastvrouw in De Pit pitstad']);
    await send('pitstad:admin', 'DELETE', `/api/v1/search_synonym_groups/${created.json().data.id}`);
    expect(await titlesFound('pitstad', 'cappuccino', 'en')).toEqual([]);
  });
});
