import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tagDocumentSchema, tagListDocumentSchema } from '@volunteerly/contracts/resources/tags';
import { createVacancy } from '../../src/factories/vacancy-factory.ts';
import { parseWithContract } from '../support/contract.ts';
import { createTagsWorld, type TagsWorld } from './tags-world.ts';

type TagResource = {
  type: string;
  id: string;
  attributes: { kind: string; name: string; usage_count: number; created_at: string };
  meta: { abilities: Record<string, boolean> };
};
type ErrorObject = { status: string; code: string; title: string; detail?: string; source?: { pointer?: string } };

describe('tags API', () => {
  let world: TagsWorld;
  beforeAll(async () => {
    world = await createTagsWorld();
  });
  afterAll(async () => world.testApp.close());

  const names = (body: { data: TagResource[] }) => body.data.map((item) => item.attributes.name);

  describe('GET /api/v1/tags', () => {
    it('counts the organisations and the vacancies that use a tag apart, and all uses together', async () => {
      const tag = await world.tag('skill', 'Fietsen repareren');
      const organization = await world.organizationWith(tag);
      await createVacancy(world.testApp.database, organization, {}, [tag.id]);
      await createVacancy(world.testApp.database, organization, {}, [tag.id]);

      const response = await world.request(null, 'GET', '/api/v1/tags?filter[kind]=skill');
      const entry = response.json().data.find((item: { id: string }) => item.id === String(tag.id));
      expect(entry.attributes).toMatchObject({ usage_count: 3, organization_count: 1, vacancy_count: 2 });
    });

    it('is public and lists the tags of one kind by name, with how many organisations use each', async () => {
      const zorg = await world.tag('target_group', 'Zorgbehoevenden');
      const jongeren = await world.tag('target_group', 'jongeren');
      await world.tag('category', 'Administratie');
      await world.tag('target_group', 'Statushouders', world.otherTenantId);
      await world.organizationWith(zorg, jongeren);
      await world.organizationWith(zorg);

      const response = await world.request(null, 'GET', '/api/v1/tags?filter[kind]=target_group');
      expect(response.statusCode).toBe(200);
      expect(() => parseWithContract(tagListDocumentSchema, response.json())).not.toThrow();
      const body = response.json();
      // Other tests of this file add target groups too: these two come in name order, Administratie never.
      const listed = names(body);
      expect(listed.filter((name) => ['jongeren', 'Zorgbehoevenden', 'Administratie'].includes(name))).toEqual([
        'jongeren',
        'Zorgbehoevenden',
      ]);
      const zorgEntry = body.data.find((entry: { id: string }) => entry.id === String(zorg.id));
      const jongerenEntry = body.data.find((entry: { id: string }) => entry.id === String(jongeren.id));
      expect(zorgEntry).toMatchObject({
        type: 'tags',
        id: String(zorg.id),
        attributes: { kind: 'target_group', name: 'Zorgbehoevenden', usage_count: 2 },
        meta: { abilities: { update: false, destroy: false, merge: false } },
      });
      expect(jongerenEntry.attributes.usage_count).toBe(1);
      expect(body.meta.abilities).toEqual({ create: false });
    });

    it('searches names case-insensitively and keeps the filters in the page links', async () => {
      await world.tag('skill', 'Koken');
      await world.tag('skill', 'Bakken en koken');
      await world.tag('skill', 'Tuinieren');
      const response = await world.request(
        world.centerAdmin,
        'GET',
        '/api/v1/tags?filter[kind]=skill&search=KOK&page[size]=1',
      );
      const body = response.json();
      expect(names(body)).toEqual(['Bakken en koken']);
      expect(body.meta.pagination).toMatchObject({ page: 1, page_size: 1, total: 2, total_pages: 2 });
      expect(body.links.next).toContain('filter%5Bkind%5D=skill');
      expect(body.links.next).toContain('search=KOK');
      expect(body.meta.abilities).toEqual({ create: true });
      expect(body.data[0].meta.abilities).toEqual({ update: true, destroy: true, merge: true });
    });

    it('refuses an unknown kind', async () => {
      const response = await world.request(null, 'GET', '/api/v1/tags?filter[kind]=colour');
      expect(response.statusCode).toBe(422);
    });
  });

  describe('POST /api/v1/tags', () => {
    it('lets a centre admin add a tag, its name trimmed', async () => {
      const response = await world.request(world.centerAdmin, 'POST', '/api/v1/tags', {
        tag: { kind: 'category', name: '  Sport en bewegen  ' },
      });
      expect(response.statusCode).toBe(201);
      expect(() => parseWithContract(tagDocumentSchema, response.json())).not.toThrow();
      expect(response.json().data).toMatchObject({
        type: 'tags',
        attributes: { kind: 'category', name: 'Sport en bewegen', usage_count: 0 },
      });
    });

    it('refuses a name of the same kind that differs only in case, on the name field, translated', async () => {
      await world.tag('category', 'Natuur');
      const response = await world.request(
        world.centerAdmin,
        'POST',
        '/api/v1/tags',
        { tag: { kind: 'category', name: 'NATUUR' } },
        { 'accept-language': 'nl' },
      );
      expect(response.statusCode).toBe(422);
      const [error] = response.json().errors as ErrorObject[];
      expect(error).toMatchObject({ code: 'name_taken', source: { pointer: '/data/attributes/name' } });
      expect(error?.detail).toBe('Er bestaat al een tag "Natuur" van deze soort.');
    });

    it('allows the same name for another kind', async () => {
      await world.tag('category', 'Cultuur');
      const response = await world.request(world.centerAdmin, 'POST', '/api/v1/tags', {
        tag: { kind: 'skill', name: 'Cultuur' },
      });
      expect(response.statusCode).toBe(201);
    });

    it.each([
      ['an empty name', '   '],
      ['a name over 60 characters', 'x'.repeat(61)],
    ])('refuses %s', async (_case, name) => {
      const response = await world.request(world.centerAdmin, 'POST', '/api/v1/tags', {
        tag: { kind: 'skill', name },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0].source.pointer).toBe('/tag/name');
    });

    it('refuses an unknown kind', async () => {
      const response = await world.request(world.centerAdmin, 'POST', '/api/v1/tags', {
        tag: { kind: 'colour', name: 'Blauw' },
      });
      expect(response.statusCode).toBe(422);
    });
  });

  describe('PATCH /api/v1/tags/{id}', () => {
    it('renames a tag, also to another case of its own name', async () => {
      const tag = await world.tag('skill', 'fotografie');
      const response = await world.request(world.superAdmin, 'PATCH', `/api/v1/tags/${tag.id}`, {
        tag: { name: ' Fotografie ' },
      });
      expect(response.statusCode).toBe(200);
      expect(() => parseWithContract(tagDocumentSchema, response.json())).not.toThrow();
      expect(response.json().data.attributes).toMatchObject({ name: 'Fotografie', kind: 'skill' });
    });

    it('refuses the name of another tag of the same kind', async () => {
      await world.tag('skill', 'Schilderen');
      const tag = await world.tag('skill', 'Tekenen');
      const response = await world.request(world.centerAdmin, 'PATCH', `/api/v1/tags/${tag.id}`, {
        tag: { name: 'schilderen' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({
        source: { pointer: '/data/attributes/name' },
        detail: 'There is already a tag "Schilderen" of this kind.',
      });
    });

    it('answers 404 for an unknown id and for another tenant’s tag', async () => {
      const foreign = await world.tag('skill', 'Wandelen', world.otherTenantId);
      for (const id of [999999, foreign.id]) {
        const response = await world.request(world.centerAdmin, 'PATCH', `/api/v1/tags/${id}`, {
          tag: { name: 'Iets' },
        });
        expect(response.statusCode).toBe(404);
      }
    });
  });

  describe('DELETE /api/v1/tags/{id}', () => {
    it('deletes an unused tag', async () => {
      const tag = await world.tag('category');
      const response = await world.request(world.centerAdmin, 'DELETE', `/api/v1/tags/${tag.id}`);
      expect(response.statusCode).toBe(204);
      expect(await world.exists(tag)).toBe(false);
    });

    it('refuses a tag in use, says by how many organisations and that it must be merged, and changes nothing', async () => {
      const tag = await world.tag('target_group', 'Ouderen');
      const first = await world.organizationWith(tag);
      await world.organizationWith(tag);
      const response = await world.request(world.centerAdmin, 'DELETE', `/api/v1/tags/${tag.id}`, undefined, {
        'accept-language': 'nl',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().errors[0]).toMatchObject({
        code: 'tag_in_use',
        title:
          'Deze tag wordt gebruikt door 2 organisatie(s). Voeg hem eerst samen met een andere tag; dan verdwijnt hij.',
      });
      expect(await world.exists(tag)).toBe(true);
      expect(await world.tagIdsOf(first)).toEqual([tag.id]);
    });

    it('answers 404 for another tenant’s tag and leaves it alone', async () => {
      const foreign = await world.tag('skill', undefined, world.otherTenantId);
      const response = await world.request(world.superAdmin, 'DELETE', `/api/v1/tags/${foreign.id}`);
      expect(response.statusCode).toBe(404);
      expect(await world.exists(foreign)).toBe(true);
    });
  });

  describe('POST /api/v1/tags/{id}/merge', () => {
    it('moves every use to the target, keeps one where both were used, deletes the tag and answers the target', async () => {
      const source = await world.tag('target_group', 'Senioren');
      const target = await world.tag('target_group', 'Ouderen (65+)');
      const other = await world.tag('target_group');
      const onlySource = await world.organizationWith(source, other);
      const both = await world.organizationWith(source, target);

      const response = await world.request(world.centerAdmin, 'POST', `/api/v1/tags/${source.id}/merge`, {
        target_id: String(target.id),
      });
      expect(response.statusCode).toBe(200);
      expect(() => parseWithContract(tagDocumentSchema, response.json())).not.toThrow();
      expect(response.json().data).toMatchObject({
        id: String(target.id),
        attributes: { name: 'Ouderen (65+)', usage_count: 2 },
      });
      expect(await world.exists(source)).toBe(false);
      expect(await world.tagIdsOf(onlySource)).toEqual([target.id, other.id].sort((a, b) => a - b));
      expect(await world.tagIdsOf(both)).toEqual([target.id]);
    });

    it('moves the vacancies that carry the tag too; a vacancy that carried both keeps one', async () => {
      const source = await world.tag('category');
      const target = await world.tag('category');
      const organization = await world.organizationWith();
      await createVacancy(world.testApp.database, organization, {}, [source.id]);
      await createVacancy(world.testApp.database, organization, {}, [source.id, target.id]);

      const response = await world.request(world.centerAdmin, 'POST', `/api/v1/tags/${source.id}/merge`, {
        target_id: target.id,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.attributes).toMatchObject({
        usage_count: 2,
        vacancy_count: 2,
        organization_count: 0,
      });
      expect(await world.exists(source)).toBe(false);
    });

    it.each([
      ['a tag of another kind', 'other_kind', 'A tag can only be merged into a tag of the same kind.'],
      ['another tenant’s tag', 'foreign', 'Choose another tag of the same kind to merge into.'],
      ['an unknown tag', 'unknown', 'Choose another tag of the same kind to merge into.'],
      ['the tag itself', 'itself', 'A tag cannot be merged into itself.'],
    ] as const)('refuses %s as the target and changes nothing', async (_case, targetCase, message) => {
      const source = await world.tag('skill');
      const organization = await world.organizationWith(source);
      const targetId = {
        other_kind: async () => (await world.tag('category')).id,
        foreign: async () => (await world.tag('skill', undefined, world.otherTenantId)).id,
        unknown: async () => 999999,
        itself: async () => source.id,
      }[targetCase];
      const response = await world.request(world.centerAdmin, 'POST', `/api/v1/tags/${source.id}/merge`, {
        target_id: await targetId(),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({ source: { pointer: '/target_id' }, detail: message });
      expect(await world.exists(source)).toBe(true);
      expect(await world.tagIdsOf(organization)).toEqual([source.id]);
    });

    it('answers 404 when the tag to merge is another tenant’s', async () => {
      const foreign = await world.tag('skill', undefined, world.otherTenantId);
      const target = await world.tag('skill');
      const response = await world.request(world.centerAdmin, 'POST', `/api/v1/tags/${foreign.id}/merge`, {
        target_id: target.id,
      });
      expect(response.statusCode).toBe(404);
    });

    it('asks for a target', async () => {
      const source = await world.tag('skill');
      const response = await world.request(world.centerAdmin, 'POST', `/api/v1/tags/${source.id}/merge`, {});
      expect(response.statusCode).toBe(422);
    });
  });
});
