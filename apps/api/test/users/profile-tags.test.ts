import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { currentUserDocumentSchema } from '@volunteerly/contracts/resources/users';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import { tags, type TagKind, type TagRow } from '../../src/modules/tags/tags.schema.ts';
import { findProfileTagIds } from '../../src/modules/users/profile-tags.service.ts';
import { parseWithContract } from '../support/contract.ts';
import { createTagsWorld, type TagsWorld } from '../tags/tags-world.ts';

type NamedTag = { id: string; name: string };
type ErrorObject = { code: string; detail?: string; source?: { pointer?: string } };

describe('skills and interests chosen from the centre’s tags (PATCH /api/v1/current_user)', () => {
  let world: TagsWorld;
  beforeAll(async () => {
    world = await createTagsWorld();
  });
  afterAll(async () => world.testApp.close());

  async function tagNamed(kind: TagKind, name: string, nameEn: string | null = null): Promise<TagRow> {
    const tag = await world.tag(kind, name);
    await withTenant(world.testApp.database, world.tenantId, ({ transaction }) =>
      transaction.update(tags).set({ nameEn }).where(eq(tags.id, tag.id)),
    );
    return tag;
  }

  const save = (user: Record<string, unknown>, headers: Record<string, string> = {}) =>
    world.request(world.volunteer, 'PATCH', '/api/v1/current_user', { user }, headers);
  const current = async (headers: Record<string, string> = {}) =>
    (await world.request(world.volunteer, 'GET', '/api/v1/current_user', undefined, headers)).json().data
      .attributes as { skill_tags: NamedTag[]; interest_tags: NamedTag[]; skills: string[]; interests: string[] };

  it('keeps the chosen tags beside what the volunteer wrote as other, named in the request language', async () => {
    const cooking = await tagNamed('skill', 'Koken', 'Cooking');
    const listening = await tagNamed('skill', 'Luisteren');
    const nature = await tagNamed('category', 'Natuur', 'Nature');

    const response = await save({
      skill_tag_ids: [String(cooking.id), listening.id, cooking.id],
      interest_tag_ids: [nature.id],
      skills: ['Jongleren'],
      interests: [],
    });

    expect(response.statusCode).toBe(200);
    expect(() => parseWithContract(currentUserDocumentSchema, response.json())).not.toThrow();
    expect(await current()).toMatchObject({
      skill_tags: [
        { id: String(cooking.id), name: 'Cooking' },
        { id: String(listening.id), name: 'Luisteren' },
      ],
      interest_tags: [{ id: String(nature.id), name: 'Nature' }],
      skills: ['Jongleren'],
      interests: [],
    });
    const dutch = await current({ 'accept-language': 'nl' });
    expect(dutch.skill_tags.map((tag) => tag.name)).toEqual(['Koken', 'Luisteren']);
    expect(await findProfileTagIds(world.testApp.database, world.tenantId, world.volunteer.id)).toEqual({
      skillTagIds: [cooking.id, listening.id],
      interestTagIds: [nature.id],
    });
  });

  it('replaces only the kind that is sent, and leaves the other as it was', async () => {
    const gardening = await tagNamed('skill', 'Tuinieren');
    const sport = await tagNamed('category', 'Sport');
    await save({ skill_tag_ids: [gardening.id], interest_tag_ids: [sport.id] });

    await save({ skill_tag_ids: [] });

    const attributes = await current();
    expect(attributes.skill_tags).toEqual([]);
    expect(attributes.interest_tags).toEqual([{ id: String(sport.id), name: 'Sport' }]);
  });

  it('refuses a tag of another tenant on its field, translated, and changes nothing', async () => {
    const own = await tagNamed('skill', 'Fietsen');
    await save({ skill_tag_ids: [own.id], about_me: 'Voor' });
    const foreign = await world.tag('skill', 'Vreemd', world.otherTenantId);

    const english = await save({ skill_tag_ids: [own.id, foreign.id], about_me: 'Na' });
    const dutch = await save({ skill_tag_ids: [foreign.id] }, { 'accept-language': 'nl' });

    expect(english.statusCode).toBe(422);
    const [problem] = english.json().errors as ErrorObject[];
    expect(problem).toMatchObject({ code: 'tag_unknown', source: { pointer: '/user/skill_tag_ids' } });
    expect(problem?.detail).toBe('Choose skills from the list of this website.');
    expect((dutch.json().errors as ErrorObject[])[0]?.detail).toBe('Kies vaardigheden uit de lijst van deze website.');
    const attributes = (await world.request(world.volunteer, 'GET', '/api/v1/current_user')).json().data.attributes;
    expect(attributes.skill_tags).toEqual([{ id: String(own.id), name: 'Fietsen' }]);
    expect(attributes.about_me).toBe('Voor');
  });

  it('refuses a tag of the wrong kind: a target group is no interest, a category no skill', async () => {
    const elderly = await tagNamed('target_group', 'Ouderen');
    const culture = await tagNamed('category', 'Cultuur');
    const response = await save({ interest_tag_ids: [elderly.id], skill_tag_ids: [culture.id] });
    expect(response.statusCode).toBe(422);
    expect((response.json().errors as ErrorObject[]).map((error) => error.source?.pointer).sort()).toEqual([
      '/user/interest_tag_ids',
      '/user/skill_tag_ids',
    ]);
  });

  it('refuses ids that are no ids', async () => {
    const response = await save({ skill_tag_ids: ['één'] });
    expect(response.statusCode).toBe(422);
  });

  it('moves a chosen tag along when the centre merges it, and drops it when the centre deletes it', async () => {
    const source = await tagNamed('skill', 'Bakken');
    const target = await tagNamed('skill', 'Koken en bakken');
    const doomed = await tagNamed('skill', 'Verdwijnt');
    await save({ skill_tag_ids: [source.id, doomed.id] });

    expect(
      (await world.request(world.centerAdmin, 'POST', `/api/v1/tags/${source.id}/merge`, { target_id: target.id }))
        .statusCode,
    ).toBe(200);
    expect((await world.request(world.centerAdmin, 'DELETE', `/api/v1/tags/${doomed.id}`)).statusCode).toBe(204);

    expect((await current()).skill_tags).toEqual([{ id: String(target.id), name: 'Koken en bakken' }]);
  });

  it('keeps a merged tag once on a profile that had chosen both', async () => {
    const source = await tagNamed('category', 'Dieren');
    const target = await tagNamed('category', 'Dieren en natuur');
    await save({ interest_tag_ids: [source.id, target.id] });

    expect(
      (await world.request(world.centerAdmin, 'POST', `/api/v1/tags/${source.id}/merge`, { target_id: target.id }))
        .statusCode,
    ).toBe(200);

    expect((await current()).interest_tags).toEqual([{ id: String(target.id), name: 'Dieren en natuur' }]);
  });

  it('shows the chosen tags to the centre that manages the volunteer', async () => {
    const driving = await tagNamed('skill', 'Autorijden', 'Driving');
    await save({ skill_tag_ids: [driving.id] });
    const response = await world.request(world.centerAdmin, 'GET', `/api/v1/users/${world.volunteer.id}`);
    expect(response.json().data.attributes.skill_tags).toEqual([{ id: String(driving.id), name: 'Driving' }]);
  });

  it('no longer asks for skills on the dashboard once skill tags are chosen', async () => {
    const todos = async () =>
      (await world.request(world.volunteer, 'GET', '/api/v1/dashboard')).json().data.attributes.volunteer
        .todos as string[];
    await save({ skill_tag_ids: [], skills: [] });
    expect(await todos()).toContain('skills');
    await save({ skill_tag_ids: [(await tagNamed('skill', 'Voorlezen')).id] });
    expect(await todos()).not.toContain('skills');
  });

  it('finds no tags for a user of another tenant', async () => {
    expect(await findProfileTagIds(world.testApp.database, world.otherTenantId, world.volunteer.id)).toEqual({
      skillTagIds: [],
      interestTagIds: [],
    });
  });
});
