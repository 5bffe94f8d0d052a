import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkUpdatedVacanciesDocumentSchema } from '@volunteerly/contracts/resources/vacancies';
import type { VacancyRow } from '../../src/modules/vacancies/vacancies.schema.ts';
import { parseWithContract } from '../support/contract.ts';
import { createVacanciesWorld, errorsOf, type VacanciesWorld } from './vacancies-world.ts';

describe('PUT /api/v1/vacancies/bulk_update', () => {
  let world: VacanciesWorld;
  beforeAll(async () => {
    world = await createVacanciesWorld();
  });
  afterAll(async () => world.testApp.close());

  const bulk = (actor: Parameters<VacanciesWorld['request']>[0], ids: unknown[], vacancy: Record<string, unknown>) =>
    world.request(actor, 'PUT', '/api/v1/vacancies/bulk_update', { ids, vacancy });
  const statuses = async (rows: VacancyRow[]) =>
    Promise.all(rows.map(async (row) => (await world.stored(row))!.status));

  it('changes status, tags, dates and contact person of every vacancy named, in order', async () => {
    const keep = await world.tag('category', 'Blijft');
    const drop = await world.tag('skill', 'Weg');
    const add = await world.tag('target_group', 'Erbij');
    const first = await world.vacancy({ status: 'draft', publishedAt: null }, { tags: [keep, drop] });
    const second = await world.vacancy({ status: 'draft', publishedAt: null }, { tags: [drop] });
    const response = await bulk(world.orgAdmin, [second.id, String(first.id)], {
      status: 'published',
      add_tag_ids: [add.id],
      remove_tag_ids: [drop.id],
      expires_on: '2099-01-31',
      contact_name: 'Sanne de Vries',
      contact_email: 'SANNE@brug.example',
    });
    expect(response.statusCode).toBe(200);
    expect(() => parseWithContract(bulkUpdatedVacanciesDocumentSchema, response.json())).not.toThrow();
    const body = response.json();
    expect(body.meta).toEqual({ updated: 2 });
    expect(body.data.map((item: { id: string }) => item.id)).toEqual([String(second.id), String(first.id)]);
    for (const item of body.data) {
      expect(item.attributes).toMatchObject({
        status: 'published',
        expires_on: '2099-01-31',
        contact_name: 'Sanne de Vries',
        contact_email: 'sanne@brug.example',
        skills: [],
        target_groups: [{ id: String(add.id), name: 'Erbij' }],
      });
      expect(item.attributes.published_at).not.toBeNull();
    }
    expect(await world.tagIdsOf(first)).toEqual([keep.id, add.id].sort((a, b) => a - b));
    const [event] = await world.auditEventsOf('vacancies_bulk_updated');
    expect(event!.details).toMatchObject({ vacancyIds: [second.id, first.id], status: 'published' });
  });

  it('leaves vacancies already in the asked status as they are (no error)', async () => {
    const published = await world.vacancy();
    const draft = await world.vacancy({ status: 'draft', publishedAt: null });
    const response = await bulk(world.centerAdmin, [published.id, draft.id], { status: 'published' });
    expect(response.statusCode).toBe(200);
    expect((await world.stored(published))!.publishedAt).toEqual(published.publishedAt);
    expect(await statuses([published, draft])).toEqual(['published', 'published']);
  });

  it('changes nothing when one id is unknown (404) or of another tenant (404)', async () => {
    const drafts = [
      await world.vacancy({ status: 'draft', publishedAt: null }),
      await world.vacancy({ status: 'draft', publishedAt: null }),
    ];
    const foreign = await world.vacancy({ status: 'draft' }, { organization: world.foreignOrganization });
    for (const stranger of [987654321, foreign.id]) {
      const response = await bulk(world.centerAdmin, [drafts[0]!.id, stranger, drafts[1]!.id], { status: 'archived' });
      expect(response.statusCode).toBe(404);
      expect(errorsOf(response)[0]).toMatchObject({ code: 'vacancy_not_found', source: { pointer: '/ids/1' } });
    }
    expect(await statuses(drafts)).toEqual(['draft', 'draft']);
    expect((await world.stored(foreign))!.status).toBe('draft');
  });

  it('changes nothing when one vacancy is not the admin’s (403, or 404 when they may not even see it)', async () => {
    const ours = await world.vacancy({ status: 'draft', publishedAt: null });
    const theirsPublished = await world.vacancy({}, { organization: world.otherOrganization });
    const theirsDraft = await world.vacancy({ status: 'draft' }, { organization: world.otherOrganization });
    const forbidden = await bulk(world.orgAdmin, [ours.id, theirsPublished.id], { status: 'archived' });
    expect(forbidden.statusCode).toBe(403);
    expect(errorsOf(forbidden)[0]!.source?.pointer).toBe('/ids/1');
    const hidden = await bulk(world.orgAdmin, [ours.id, theirsDraft.id], { contact_name: 'Iemand' });
    expect(hidden.statusCode).toBe(404);
    expect(await statuses([ours, theirsPublished, theirsDraft])).toEqual(['draft', 'published', 'draft']);
    expect((await world.stored(ours))!.contactName).toBeNull();
  });

  it('refuses the whole batch with 422 on /ids/<index> when a status move does not fit one vacancy', async () => {
    const tag = await world.tag('category');
    const draft = await world.vacancy({ status: 'draft', publishedAt: null, title: 'Concept' });
    const archived = await world.vacancy({ status: 'archived', title: 'Archief' });
    const response = await bulk(world.orgAdmin, [draft.id, archived.id], {
      status: 'published',
      add_tag_ids: [tag.id],
      contact_name: 'Niet opgeslagen',
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual([
      expect.objectContaining({
        code: 'status_transition_invalid',
        source: { pointer: '/ids/1' },
        detail: 'An archived vacancy can only be taken back as a draft (asked for: published).',
      }),
    ]);
    expect(await statuses([draft, archived])).toEqual(['draft', 'archived']);
    expect(await world.tagIdsOf(draft)).toEqual([]);
    expect((await world.stored(draft))!.contactName).toBeNull();
  });

  it('refuses to publish an incomplete draft in a batch, pointing at it', async () => {
    const complete = await world.vacancy({ status: 'draft', publishedAt: null });
    const incomplete = await world.vacancy({ status: 'draft', publishedAt: null, summary: '' });
    const response = await bulk(world.orgAdmin, [complete.id, incomplete.id], { status: 'published' });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual([
      expect.objectContaining({
        code: 'required_to_publish',
        source: { pointer: '/ids/1' },
        detail: 'A summary is needed to publish.',
      }),
    ]);
    expect(await statuses([complete, incomplete])).toEqual(['draft', 'draft']);
  });

  it('keeps published vacancies complete and the dates in order', async () => {
    const period = await world.vacancy({ commitmentKind: 'period', startsOn: '2099-03-01', endsOn: '2099-04-01' });
    const cleared = await bulk(world.orgAdmin, [period.id], { ends_on: null });
    expect(errorsOf(cleared)[0]).toMatchObject({ code: 'required_to_publish', source: { pointer: '/ids/0' } });
    const reversed = await bulk(world.orgAdmin, [period.id], { ends_on: '2099-02-01' });
    expect(errorsOf(reversed)[0]).toMatchObject({ code: 'ends_before_start', source: { pointer: '/ids/0' } });
    const expired = await bulk(world.orgAdmin, [period.id], { expires_on: '2001-01-01' });
    expect(errorsOf(expired)[0]).toMatchObject({ code: 'expires_in_past', source: { pointer: '/vacancy/expires_on' } });
    expect((await world.stored(period))!.endsOn).toBe('2099-04-01');
  });

  it('refuses unknown tags, duplicate ids, too many ids and unknown fields', async () => {
    const vacancy = await world.vacancy();
    const foreignTag = await world.tag('skill', undefined, world.otherTenantId);
    const tags = await bulk(world.orgAdmin, [vacancy.id], { add_tag_ids: [foreignTag.id], remove_tag_ids: [99999] });
    expect(errorsOf(tags).map((error) => error.source?.pointer)).toEqual([
      '/vacancy/add_tag_ids',
      '/vacancy/remove_tag_ids',
    ]);
    const twice = await bulk(world.orgAdmin, [vacancy.id, vacancy.id], { status: 'closed' });
    expect(errorsOf(twice)[0]).toMatchObject({ code: 'duplicate_ids', source: { pointer: '/ids' } });
    const many = await bulk(
      world.orgAdmin,
      Array.from({ length: 201 }, (_, index) => index + 1),
      { status: 'closed' },
    );
    expect(many.statusCode).toBe(422);
    expect(errorsOf(many)[0]!.source?.pointer).toBe('/ids');
    const none = await bulk(world.orgAdmin, [], { status: 'closed' });
    expect(none.statusCode).toBe(422);
    const unknownField = await bulk(world.orgAdmin, [vacancy.id], { title: 'Niet in bulk' });
    expect(unknownField.statusCode).toBe(422);
    expect((await world.stored(vacancy))!.status).toBe('published');
  });

  it('refuses a volunteer (403) and the signed out (401)', async () => {
    const vacancy = await world.vacancy();
    expect((await bulk(world.volunteer, [vacancy.id], { status: 'closed' })).statusCode).toBe(403);
    expect((await bulk(null, [vacancy.id], { status: 'closed' })).statusCode).toBe(401);
  });

  it('handles 200 vacancies in one go', async () => {
    const rows = await world.vacancies(200, { status: 'draft', publishedAt: null });
    const response = await bulk(
      world.centerAdmin,
      rows.map((row) => row.id),
      { status: 'archived' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().meta.updated).toBe(200);
    expect(new Set(await statuses(rows))).toEqual(new Set(['archived']));
  });
});
