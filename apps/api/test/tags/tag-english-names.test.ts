import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tagDocumentSchema, tagListDocumentSchema } from '@volunteerly/contracts/resources/tags';
import { createOrganization } from '../../src/factories/organization-factory.ts';
import { createVacancy } from '../../src/factories/vacancy-factory.ts';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import { organizationTags } from '../../src/modules/organizations/organizations.schema.ts';
import { tags, type TagKind, type TagRow } from '../../src/modules/tags/tags.schema.ts';
import { parseWithContract } from '../support/contract.ts';
import { createTagsWorld, type TagsWorld } from './tags-world.ts';

type ErrorObject = { code: string; title: string; detail?: string; source?: { pointer?: string } };
type NamedTag = { id: string; name: string };

describe('English tag names', () => {
  let world: TagsWorld;
  beforeAll(async () => {
    world = await createTagsWorld();
  });
  afterAll(async () => world.testApp.close());

  /** A tag of tenant A with a Dutch name and, when given, an English one. */
  async function tagNamed(kind: TagKind, name: string, nameEn: string | null): Promise<TagRow> {
    const tag = await world.tag(kind, name);
    await withTenant(world.testApp.database, world.tenantId, ({ transaction }) =>
      transaction.update(tags).set({ nameEn }).where(eq(tags.id, tag.id)),
    );
    return { ...tag, nameEn };
  }

  const inDutch = { 'accept-language': 'nl' };
  const listed = async (kind: TagKind, headers: Record<string, string> = {}) =>
    (await world.request(null, 'GET', `/api/v1/tags?filter[kind]=${kind}&page[size]=1000`, undefined, headers)).json()
      .data as { id: string; attributes: { name: string; name_nl: string; name_en: string | null } }[];

  describe('GET /api/v1/tags', () => {
    it('names a tag in English on English requests and in Dutch on Dutch ones, with both names to edit', async () => {
      const tag = await tagNamed('category', 'Natuur en milieu', 'Nature and environment');

      const english = (await listed('category')).find((entry) => entry.id === String(tag.id));
      const dutch = (await listed('category', inDutch)).find((entry) => entry.id === String(tag.id));

      expect(english?.attributes).toMatchObject({
        name: 'Nature and environment',
        name_nl: 'Natuur en milieu',
        name_en: 'Nature and environment',
      });
      expect(dutch?.attributes.name).toBe('Natuur en milieu');
    });

    it('falls back to the Dutch name on English requests when the tag has no English name', async () => {
      const tag = await tagNamed('category', 'Buurtwerk', null);
      const english = (await listed('category')).find((entry) => entry.id === String(tag.id));
      expect(english?.attributes).toMatchObject({ name: 'Buurtwerk', name_nl: 'Buurtwerk', name_en: null });
    });

    it('finds a tag by its English name', async () => {
      const tag = await tagNamed('skill', 'Timmeren', 'Carpentry');
      const response = await world.request(null, 'GET', '/api/v1/tags?filter[kind]=skill&search=carpent');
      expect(response.json().data.map((entry: { id: string }) => entry.id)).toEqual([String(tag.id)]);
    });
  });

  describe('POST /api/v1/tags', () => {
    it('adds a tag with an English name, trimmed, and answers it in the request language', async () => {
      const response = await world.request(world.centerAdmin, 'POST', '/api/v1/tags', {
        tag: { kind: 'skill', name: 'Schilderen', name_en: '  Painting ' },
      });
      expect(response.statusCode).toBe(201);
      const body = parseWithContract(tagDocumentSchema, response.json());
      expect(body).toMatchObject({
        data: { attributes: { name: 'Painting', name_nl: 'Schilderen', name_en: 'Painting' } },
      });
    });

    it('stores an empty English name as none', async () => {
      const response = await world.request(world.centerAdmin, 'POST', '/api/v1/tags', {
        tag: { kind: 'skill', name: 'Breien', name_en: '' },
      });
      expect(response.json().data.attributes).toMatchObject({ name: 'Breien', name_en: null });
    });

    it('refuses an English name another tag of the kind has (ignoring case), on that field, translated', async () => {
      await tagNamed('target_group', 'Ouderen', 'Older people');
      const payload = { tag: { kind: 'target_group', name: 'Senioren', name_en: 'OLDER PEOPLE' } };

      const english = await world.request(world.centerAdmin, 'POST', '/api/v1/tags', payload);
      const dutch = await world.request(world.centerAdmin, 'POST', '/api/v1/tags', payload, inDutch);

      expect(english.statusCode).toBe(422);
      const [problem] = english.json().errors as ErrorObject[];
      expect(problem).toMatchObject({ code: 'name_taken', source: { pointer: '/data/attributes/name_en' } });
      expect(problem?.detail).toBe('There is already a tag with the English name "Older people" of this kind.');
      expect((dutch.json().errors as ErrorObject[])[0]?.detail).toBe(
        'Er bestaat al een tag met de Engelse naam "Older people" van deze soort.',
      );
      expect((await listed('target_group')).some((entry) => entry.attributes.name_nl === 'Senioren')).toBe(false);
    });

    it('allows the same English name for another kind', async () => {
      await tagNamed('category', 'Koken (categorie)', 'Cooking');
      const response = await world.request(world.centerAdmin, 'POST', '/api/v1/tags', {
        tag: { kind: 'skill', name: 'Koken', name_en: 'Cooking' },
      });
      expect(response.statusCode).toBe(201);
    });

    it('refuses an English name longer than a Dutch one may be', async () => {
      const response = await world.request(world.centerAdmin, 'POST', '/api/v1/tags', {
        tag: { kind: 'skill', name: 'Lang', name_en: 'x'.repeat(61) },
      });
      expect(response.statusCode).toBe(422);
      expect(JSON.stringify(response.json().errors)).toContain('name_en');
    });
  });

  describe('PATCH /api/v1/tags/{id}', () => {
    it('gives a tag an English name and keeps its Dutch name', async () => {
      const tag = await tagNamed('category', 'Sport en bewegen', null);
      const response = await world.request(world.centerAdmin, 'PATCH', `/api/v1/tags/${tag.id}`, {
        tag: { name_en: 'Sport and exercise' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.attributes).toMatchObject({
        name: 'Sport and exercise',
        name_nl: 'Sport en bewegen',
        name_en: 'Sport and exercise',
      });
    });

    it('clears the English name with null, and English pages show the Dutch name again', async () => {
      const tag = await tagNamed('category', 'Cultuur', 'Culture');
      const response = await world.request(world.centerAdmin, 'PATCH', `/api/v1/tags/${tag.id}`, {
        tag: { name_en: null },
      });
      expect(response.json().data.attributes).toMatchObject({ name: 'Cultuur', name_en: null });
    });

    it('keeps its own English name in another case', async () => {
      const tag = await tagNamed('category', 'Dieren', 'Animals');
      const response = await world.request(world.centerAdmin, 'PATCH', `/api/v1/tags/${tag.id}`, {
        tag: { name: 'Dieren', name_en: 'ANIMALS' },
      });
      expect(response.statusCode).toBe(200);
    });

    it('refuses the English name of another tag of the kind and changes nothing', async () => {
      await tagNamed('skill', 'Fotograferen', 'Photography');
      const tag = await tagNamed('skill', 'Filmen', 'Filming');
      const response = await world.request(world.centerAdmin, 'PATCH', `/api/v1/tags/${tag.id}`, {
        tag: { name: 'Filmen en fotograferen', name_en: 'photography' },
      });
      expect(response.statusCode).toBe(422);
      const entry = (await listed('skill')).find((candidate) => candidate.id === String(tag.id));
      expect(entry?.attributes).toMatchObject({ name_nl: 'Filmen', name_en: 'Filming' });
    });

    it('asks for a name when neither name is given', async () => {
      const tag = await tagNamed('skill', 'Zingen', null);
      const response = await world.request(world.centerAdmin, 'PATCH', `/api/v1/tags/${tag.id}`, { tag: {} });
      expect(response.statusCode).toBe(422);
    });

    it('lets no organisation admin name a tag in English', async () => {
      const tag = await tagNamed('skill', 'Dansen', null);
      const response = await world.request(world.orgAdmin, 'PATCH', `/api/v1/tags/${tag.id}`, {
        tag: { name_en: 'Dancing' },
      });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('where tags are shown', () => {
    it('names a vacancy’s tags, the search facets and an organisation’s target groups in the request language', async () => {
      const category = await tagNamed('category', 'Zorg en welzijn', 'Care and wellbeing');
      const skill = await tagNamed('skill', 'Luisteren', null);
      const targetGroup = await tagNamed('target_group', 'Jongeren', 'Young people');
      const organization = await createOrganization(world.testApp.database, world.center, {}, { profile: {} });
      await withTenant(world.testApp.database, world.tenantId, ({ transaction }) =>
        transaction
          .insert(organizationTags)
          .values({ tenantId: world.tenantId, organizationId: organization.id, tagId: targetGroup.id }),
      );
      const vacancy = await createVacancy(world.testApp.database, organization, {}, [category.id, skill.id]);

      const shown = (await world.request(null, 'GET', `/api/v1/vacancies/${vacancy.id}?include=tags`)).json();
      expect(shown.data.attributes.categories).toEqual([{ id: String(category.id), name: 'Care and wellbeing' }]);
      expect(shown.data.attributes.skills).toEqual([{ id: String(skill.id), name: 'Luisteren' }]);
      expect(shown.included.map((tag: { attributes: { name: string } }) => tag.attributes.name).sort()).toEqual([
        'Care and wellbeing',
        'Luisteren',
      ]);
      const dutch = (await world.request(null, 'GET', `/api/v1/vacancies/${vacancy.id}`, undefined, inDutch)).json();
      expect(dutch.data.attributes.categories).toEqual([{ id: String(category.id), name: 'Zorg en welzijn' }]);

      const search = (await world.request(null, 'GET', '/api/v1/vacancies/search')).json();
      const result = search.data.find((entry: { id: string }) => entry.id === String(vacancy.id));
      expect(result.attributes.categories).toEqual([{ id: String(category.id), name: 'Care and wellbeing' }]);
      expect(search.meta.facets.category).toContainEqual({
        id: String(category.id),
        name: 'Care and wellbeing',
        count: 1,
      });

      const profile = (
        await world.request(null, 'GET', `/api/v1/organizations/${organization.id}?include=profile`)
      ).json();
      const targetGroups = profile.included.find((entry: { type: string }) => entry.type === 'organization_profiles')
        ?.attributes.target_groups as NamedTag[] | undefined;
      expect(targetGroups?.map((entry) => entry.name)).toEqual(['Young people']);
    });
  });

  it('keeps the list answer within the contract', async () => {
    const response = await world.request(world.centerAdmin, 'GET', '/api/v1/tags');
    expect(() => parseWithContract(tagListDocumentSchema, response.json())).not.toThrow();
  });
});
