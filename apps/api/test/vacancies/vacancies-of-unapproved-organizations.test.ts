import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganizationStatus } from '@volunteerly/contracts/organizations';
import { findDigestMatches } from '../../src/modules/digests/digest-matching.repository.ts';
import { applications } from '../../src/modules/applications/applications.schema.ts';
import type { OrganizationRow } from '../../src/modules/organizations/organizations.schema.ts';
import type { TagRow } from '../../src/modules/tags/tags.schema.ts';
import type { VacancyRow } from '../../src/modules/vacancies/vacancies.schema.ts';
import { todayInNetherlands } from '../../src/modules/vacancies/vacancy-fields.ts';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import { createVacanciesWorld, type VacanciesWorld } from './vacancies-world.ts';

// Issue 29 §5: archiving, denying or not yet approving an organisation left its vacancies public
// (their page, its JobPosting, applying); only the search hid them. A vacancy is public only when
// it is published, not expired and its organisation is approved; the organisation's admins and
// its centre keep seeing it in the back office, and re-approving brings it back unchanged.

const host = 'rivierstad.example';
const builtIndex = '<!doctype html><html lang="nl"><head><title>Volunteerly</title></head><body></body></html>';
type Listed = { data: { id: string }[] };

describe('the vacancies of an organisation that is not approved', () => {
  let world: VacanciesWorld;
  let webDistDir: string;
  let tag: TagRow;
  let leaving: OrganizationRow;
  let vacancy: VacancyRow;
  let neighbour: VacancyRow;
  let pendingVacancy: VacancyRow;
  let deniedVacancy: VacancyRow;
  let expiredVacancy: VacancyRow;

  beforeAll(async () => {
    webDistDir = mkdtempSync(path.join(tmpdir(), 'volunteerly-web-'));
    writeFileSync(path.join(webDistDir, 'index.html'), builtIndex);
    world = await createVacanciesWorld({ WEB_DIST_DIR: webDistDir });
    tag = await world.tag('category', 'Klussen in de wijk');
    // The leaving organisation is the world's own 'Buurthuis De Brug': its admin and centre are there.
    leaving = world.organization;
    vacancy = await world.vacancy({ title: 'Klusser voor het buurthuis' }, { tags: [tag] });
    neighbour = await world.vacancy(
      { title: 'Klusser voor de voedselbank' },
      { organization: world.otherOrganization, tags: [tag] },
    );
    const pending = await world.organizationOfA({ name: 'Nog In Aanvraag', status: 'pending' });
    pendingVacancy = await world.vacancy({ title: 'Vacature in aanvraag' }, { organization: pending, tags: [tag] });
    const denied = await world.organizationOfA({ name: 'Afgewezen Stichting', status: 'denied' });
    deniedVacancy = await world.vacancy({ title: 'Vacature afgewezen' }, { organization: denied, tags: [tag] });
    expiredVacancy = await world.vacancy({ title: 'Vacature verlopen', expiresOn: '2020-01-01' }, { tags: [tag] });
  });
  afterAll(async () => {
    await world.testApp.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  const setStatus = async (status: OrganizationStatus) => {
    const response = await world.request(world.centerAdmin, 'PUT', `/api/v1/organizations/${leaving.id}`, {
      organization: { status },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  /** Runs `work` while the leaving organisation is archived, and approves it again after. */
  const whileArchived = async (work: () => Promise<void>) => {
    await setStatus('archived');
    try {
      await work();
    } finally {
      await setStatus('approved');
    }
  };
  const hiddenVacancies = () => [vacancy, pendingVacancy, deniedVacancy, expiredVacancy];
  const page = (vacancyId: number) =>
    world.testApp.app.inject({
      method: 'GET',
      url: `/vacancies/${vacancyId}`,
      headers: { host, accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
  const jobPostingsOf = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map((match) => JSON.parse(match[1] ?? 'null') as { '@type'?: string })
      .filter((data) => data['@type'] === 'JobPosting');
  const idsOf = async (response: Awaited<ReturnType<VacanciesWorld['request']>>) => {
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as Listed).data.map((item) => Number(item.id));
  };

  it('hides the vacancy page of a pending or denied organisation, and an expired one, from all but those who manage it', async () => {
    for (const hidden of [pendingVacancy, deniedVacancy, expiredVacancy]) {
      for (const visitor of [null, world.volunteer, world.otherOrgAdmin]) {
        const response = await world.request(visitor, 'GET', `/api/v1/vacancies/${hidden.id}`);
        expect(response.statusCode, `${hidden.title} to ${visitor?.email ?? 'a visitor'}`).toBe(404);
      }
      const centre = await world.request(world.centerAdmin, 'GET', `/api/v1/vacancies/${hidden.id}`);
      expect(centre.statusCode, hidden.title).toBe(200);
      expect(centre.json().data.meta.abilities.apply).toBe(false);
    }
    expect((await world.request(world.orgAdmin, 'GET', `/api/v1/vacancies/${expiredVacancy.id}`)).statusCode).toBe(200);
  });

  it('takes the vacancy from the public the moment its organisation is archived, kept page included, and brings it back unchanged', async () => {
    const before = await world.stored(vacancy);
    // Read once anonymously, so the public record is kept in memory.
    expect((await world.request(null, 'GET', `/api/v1/vacancies/${vacancy.id}`)).statusCode).toBe(200);
    await whileArchived(async () => {
      for (const visitor of [null, world.volunteer, world.otherOrgAdmin]) {
        const response = await world.request(visitor, 'GET', `/api/v1/vacancies/${vacancy.id}`);
        expect(response.statusCode, visitor?.email ?? 'a visitor').toBe(404);
        expect(response.json().errors[0].code).toBe('vacancy_not_found');
      }
      for (const manager of [world.orgAdmin, world.centerAdmin, world.superAdmin]) {
        const response = await world.request(manager, 'GET', `/api/v1/vacancies/${vacancy.id}`);
        expect(response.statusCode, manager.email).toBe(200);
        expect(await idsOf(await world.request(manager, 'GET', '/api/v1/vacancies?page[size]=100'))).toContain(
          vacancy.id,
        );
      }
    });
    expect((await world.request(null, 'GET', `/api/v1/vacancies/${vacancy.id}`)).statusCode).toBe(200);
    expect(await world.stored(vacancy)).toEqual(before);
  });

  it('gives no page description or JobPosting for such a vacancy', async () => {
    const shown = await page(vacancy.id);
    expect(shown.statusCode).toBe(200);
    expect(jobPostingsOf(shown.body)).toHaveLength(1);
    await whileArchived(async () => {
      for (const hidden of hiddenVacancies()) {
        const response = await page(hidden.id);
        expect(response.statusCode, hidden.title).toBe(404);
        expect(response.body).not.toContain(hidden.title);
        expect(jobPostingsOf(response.body)).toEqual([]);
      }
    });
    expect(jobPostingsOf((await page(vacancy.id)).body)).toHaveLength(1);
  });

  it('leaves such vacancies out of the similar vacancies, the feeds and the sitemap', async () => {
    const similar = () => world.request(null, 'GET', `/api/v1/vacancies/${neighbour.id}/similar`);
    const feed = async (format: 'atom' | 'rss') =>
      (await world.testApp.app.inject({ method: 'GET', url: `/api/v1/vacancies/feed.${format}`, headers: { host } }))
        .body;
    const sitemap = async () =>
      (await world.testApp.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host } })).body;
    expect(await idsOf(await similar())).toContain(vacancy.id);
    expect(await feed('atom')).toContain(vacancy.title);
    expect(await sitemap()).toContain(`/vacancies/${vacancy.id}<`);
    await whileArchived(async () => {
      const similarIds = await idsOf(await similar());
      const [atom, rss, map] = [await feed('atom'), await feed('rss'), await sitemap()];
      for (const hidden of hiddenVacancies()) {
        expect(similarIds, hidden.title).not.toContain(hidden.id);
        expect(atom, hidden.title).not.toContain(hidden.title);
        expect(rss, hidden.title).not.toContain(hidden.title);
        expect(map, hidden.title).not.toContain(`/vacancies/${hidden.id}<`);
      }
      expect(atom).toContain(neighbour.title);
      expect((await world.request(null, 'GET', `/api/v1/vacancies/${vacancy.id}/similar`)).statusCode).toBe(404);
    });
  });

  it('leaves such vacancies out of a volunteer’s saved vacancies, and refuses to save one', async () => {
    const saved = async () =>
      idsOf(await world.request(world.volunteer, 'GET', '/api/v1/vacancies?filter[favorite]=true&page[size]=100'));
    const save = (target: VacancyRow) =>
      world.request(world.volunteer, 'POST', `/api/v1/vacancies/${target.id}/favorite`);
    expect((await save(vacancy)).statusCode).toBeLessThan(300);
    expect(await saved()).toContain(vacancy.id);
    await whileArchived(async () => {
      expect(await saved()).not.toContain(vacancy.id);
      for (const hidden of hiddenVacancies()) expect((await save(hidden)).statusCode, hidden.title).toBe(404);
    });
    expect(await saved()).toContain(vacancy.id);
  });

  it('refuses applications to such vacancies, from volunteers and guests alike, storing nothing', async () => {
    const stored = () =>
      withTenant(world.testApp.database, world.tenantId, ({ transaction }) =>
        transaction.select({ id: applications.id }).from(applications),
      );
    const before = (await stored()).length;
    const application = (target: VacancyRow, extra: Record<string, unknown> = {}) => ({
      application: { vacancy_id: target.id, motivation: 'Ik klus graag mee.', answers: [], ...extra },
    });
    const guest = { name: 'Gerda Gast', email: 'gerda@gast.example', phone: '0612345678', locale: 'nl' };
    await whileArchived(async () => {
      for (const hidden of hiddenVacancies()) {
        const signedIn = await world.request(world.volunteer, 'POST', '/api/v1/applications', application(hidden));
        const asGuest = await world.request(null, 'POST', '/api/v1/applications', application(hidden, { guest }), {
          'accept-language': 'nl',
        });
        expect([signedIn.statusCode, asGuest.statusCode], hidden.title).toEqual([404, 404]);
        expect(signedIn.json().errors[0]).toMatchObject({ code: 'vacancy_not_found', title: 'Vacancy not found.' });
        expect(asGuest.json().errors[0]).toMatchObject({ code: 'vacancy_not_found', title: 'Vacature niet gevonden.' });
      }
    });
    expect(await stored()).toHaveLength(before);
    // Approved again, the vacancy takes applications again.
    const accepted = await world.request(world.volunteer, 'POST', '/api/v1/applications', application(vacancy));
    expect(accepted.statusCode, accepted.body).toBe(201);
    await withTenant(world.testApp.database, world.tenantId, ({ transaction }) =>
      transaction.delete(applications).where(eq(applications.vacancyId, vacancy.id)),
    );
  });

  it('leaves such vacancies out of the digests', async () => {
    const matched = async () =>
      (
        await withTenant(world.testApp.database, world.tenantId, (scope) =>
          findDigestMatches(scope, {
            since: new Date(0),
            today: todayInNetherlands(),
            centerId: undefined,
            includeShared: false,
            tagIds: [tag.id],
            origin: undefined,
            city: null,
            radiusKm: 25,
            availability: {},
            limit: 50,
          }),
        )
      ).map((match) => match.id);
    expect(await matched()).toEqual(expect.arrayContaining([vacancy.id, neighbour.id]));
    await whileArchived(async () => {
      const ids = await matched();
      expect(ids).toContain(neighbour.id);
      for (const hidden of hiddenVacancies()) expect(ids, hidden.title).not.toContain(hidden.id);
    });
  });
});
