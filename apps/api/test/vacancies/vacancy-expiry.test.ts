import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEventRow } from '../../src/modules/audit/audit.schema.ts';
import { sql } from 'drizzle-orm';
import { closeExpiredVacancies } from '../../src/modules/vacancies/vacancy-expiry.service.ts';
import { withPlatform } from '../../src/platform/database/tenant-scope.ts';
import { todayInNetherlands } from '../../src/modules/vacancies/vacancy-fields.ts';
import { createVacanciesWorld, type VacanciesWorld } from './vacancies-world.ts';

describe('closing expired vacancies', () => {
  let world: VacanciesWorld;
  beforeAll(async () => {
    world = await createVacanciesWorld();
  });
  afterAll(async () => world.testApp.close());

  it('closes published vacancies whose expiry date has passed, in every tenant, and nothing else', async () => {
    const today = '2030-06-15';
    const expired = await world.vacancy({ expiresOn: '2030-06-14' });
    const lastDay = await world.vacancy({ expiresOn: '2030-06-15' });
    const open = await world.vacancy({ expiresOn: null });
    const expiredDraft = await world.vacancy({ status: 'draft', publishedAt: null, expiresOn: '2030-01-01' });
    const foreignExpired = await world.vacancy(
      { expiresOn: '2030-05-01' },
      { organization: world.foreignOrganization },
    );

    const closed = await closeExpiredVacancies(world.testApp.database, today);
    expect(closed).toEqual(
      new Map([
        [world.tenantId, 1],
        [world.otherTenantId, 1],
      ]),
    );
    const after = await Promise.all(
      [expired, lastDay, open, expiredDraft, foreignExpired].map(async (vacancy) => world.stored(vacancy)),
    );
    expect(after.map((row) => row!.status)).toEqual(['closed', 'published', 'published', 'draft', 'closed']);
    expect(after[0]!.closedAt).not.toBeNull();
    // Only this test's vacancies: the other tests of the file run sweeps of their own.
    const ours = new Set([expired.id, lastDay.id, open.id, expiredDraft.id]);
    const events: AuditEventRow[] = (await world.auditEventsOf('vacancy_status_changed')).filter((event) =>
      ours.has(event.details['vacancyId'] as number),
    );
    expect(events.map((event) => [event.actorUserId, event.details])).toEqual([
      [null, { vacancyId: expired.id, from: 'published', to: 'closed', reason: 'expired' }],
    ]);

    // A second sweep finds nothing more to do.
    expect(await closeExpiredVacancies(world.testApp.database, today)).toEqual(new Map());
  });

  it('measures against today in the Netherlands by default', async () => {
    expect(todayInNetherlands(new Date('2030-06-14T22:30:00Z'))).toBe('2030-06-15');
    expect(todayInNetherlands(new Date('2030-01-14T22:30:00Z'))).toBe('2030-01-14');
    const yesterday = await world.vacancy({ expiresOn: '2000-01-01' });
    await closeExpiredVacancies(world.testApp.database);
    expect((await world.stored(yesterday))!.status).toBe('closed');
  });

  it('hides an expired vacancy that a sweep closed from the public', async () => {
    const vacancy = await world.vacancy({ expiresOn: '2000-01-01' });
    await closeExpiredVacancies(world.testApp.database);
    expect((await world.request(null, 'GET', `/api/v1/vacancies/${vacancy.id}`)).statusCode).toBe(404);
  });

  it('runs as a scheduled job once per slot, however often the slot is enqueued', async () => {
    const vacancy = await world.vacancy({ expiresOn: '2000-01-01' });
    const jobs = world.testApp.app.jobs;
    const expiryJobs = async () => {
      const result = await withPlatform(world.testApp.database, (builder) =>
        builder.execute(sql`select count(*)::int as total from jobs where name = 'vacancies.expire'`),
      );
      return (result as unknown as { rows: { total: number }[] }).rows[0]!.total;
    };
    const before = await expiryJobs();
    await jobs.enqueueScheduled(new Date('2026-11-26T12:05:00Z'));
    await jobs.enqueueScheduled(new Date('2026-11-26T12:09:59Z'));
    await jobs.drain();
    expect(await expiryJobs()).toBe(before + 1);
    expect((await world.stored(vacancy))!.status).toBe('closed');
    await jobs.enqueueScheduled(new Date('2026-11-26T12:10:00Z'));
    expect(await expiryJobs()).toBe(before + 2);
  });
});
