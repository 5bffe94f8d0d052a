import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOrganization } from '../../src/factories/organization-factory.ts';
import { createVacancy } from '../../src/factories/vacancy-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { planDigests } from '../../src/modules/digests/digest-planner.service.ts';
import { digestDeliveries } from '../../src/modules/digests/digests.schema.ts';
import { tenantSite } from '../../src/modules/mail/mail-site.ts';
import { tenantOriginsIn } from '../../src/modules/tenants/tenant-configuration.ts';
import { withPlatform, withTenant } from '../../src/platform/database/tenant-scope.ts';
import { jobs } from '../../src/platform/jobs/jobs.schema.ts';
import { createDigestsWorld, type DigestsWorld } from './digests-world.ts';

// Wednesday of week 48 of 2026, 11:00 in Amsterdam.
const now = new Date('2026-11-25T10:00:00Z');
const daysBefore = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe('the digest planner and sender', () => {
  let world: DigestsWorld;

  beforeEach(async () => {
    world = await createDigestsWorld();
  });

  afterEach(async () => {
    await world?.close();
  });

  const run = async () => {
    const queued = await planDigests(world.testApp.app, { now });
    await world.testApp.app.jobs.drain();
    return queued;
  };

  const deliveries = (tenantId = world.tenant.id) =>
    withTenant(world.testApp.database, tenantId, ({ transaction }) => transaction.select().from(digestDeliveries));

  it('queues a job only for active, confirmed volunteers whose digest of this period is due', async () => {
    const weekly = await world.volunteer({ frequency: 'weekly' });
    const monthly = await world.volunteer({ frequency: 'monthly' });
    await world.volunteer({ frequency: 'never' });
    await world.volunteer({ frequency: 'weekly', user: { status: 'inactive' } });
    await world.volunteer({ frequency: 'weekly', user: { confirmedAt: null } });
    const handled = await world.volunteer({ frequency: 'weekly' });
    await withTenant(world.testApp.database, world.tenant.id, ({ transaction }) =>
      transaction
        .insert(digestDeliveries)
        .values({ tenantId: world.tenant.id, userId: handled.id, periodKey: '2026-W48', vacancyCount: 2 }),
    );
    const elsewhere = await world.volunteer({ frequency: 'weekly', tenantId: world.otherTenant.id });

    expect(await planDigests(world.testApp.app, { now })).toBe(3);
    const keys = await withPlatform(world.testApp.database, (transaction) =>
      transaction.select({ key: jobs.uniqueKey, tenantId: jobs.tenantId }).from(jobs),
    );
    expect(keys.map((job) => job.key).sort()).toEqual(
      [
        `digest:${world.tenant.id}:${weekly.id}:2026-W48`,
        `digest:${world.tenant.id}:${monthly.id}:2026-11`,
        `digest:${world.otherTenant.id}:${elsewhere.id}:2026-W48`,
      ].sort(),
    );
    // Planning again queues nothing new: the jobs' keys are taken.
    expect(await planDigests(world.testApp.app, { now })).toBe(0);
  });

  it("lists new vacancies matching the volunteer's tags, place and time, best first", async () => {
    const { koken, zorg, sport } = world.tags;
    const volunteer = await world.volunteer({
      frequency: 'weekly',
      tagIds: [koken.id, zorg.id],
      postcode: '3511 AB',
      city: 'Utrecht',
      availability: { monday: ['morning'] },
    });
    const best = await world.vacancy({ title: 'Koken in de zorg', publishedAt: daysBefore(2) }, [koken.id, zorg.id]);
    const near = await world.vacancy({ title: 'Koken in de wijk', publishedAt: daysBefore(1) }, [koken.id]);
    const remote = await world.vacancy(
      {
        title: 'Recepten schrijven',
        locationKind: 'remote',
        latitude: null,
        longitude: null,
        publishedAt: daysBefore(1),
      },
      [koken.id],
    );
    const fitsTime = await world.vacancy(
      { title: 'Maandagochtend koken', dayParts: { monday: ['morning', 'evening'] }, publishedAt: daysBefore(3) },
      [zorg.id],
    );
    const left = [
      await world.vacancy({ title: 'Sporten', publishedAt: daysBefore(1) }, [sport.id]),
      await world.vacancy(
        {
          title: 'Koken in Groningen',
          latitude: 53.2194,
          longitude: 6.5665,
          city: 'Groningen',
          publishedAt: daysBefore(1),
        },
        [koken.id],
      ),
      await world.vacancy({ title: 'Oud nieuws', publishedAt: daysBefore(9) }, [koken.id]),
      await world.vacancy({ title: 'Concept', status: 'draft', publishedAt: null }, [koken.id]),
      await world.vacancy({ title: 'Verlopen', expiresOn: '2026-11-20', publishedAt: daysBefore(1) }, [koken.id]),
      await world.vacancy({ title: 'Avondkoken', dayParts: { monday: ['evening'] }, publishedAt: daysBefore(1) }, [
        koken.id,
      ]),
    ];

    expect(await run()).toBe(1);
    expect(world.mailer.sent).toHaveLength(1);
    const mail = world.mailer.sent[0]!;
    expect(mail.to).toBe(volunteer.email);
    expect(mail.tenantId).toBe(world.tenant.id);
    const listed = [best, near, remote, fitsTime].map((vacancy) => vacancy.title);
    for (const title of listed) expect(mail.text).toContain(title);
    for (const vacancy of left) expect(mail.text).not.toContain(vacancy.title);
    // Two shared tags first; then one tag and a shared moment; then nearest, newest.
    const order = listed.map((title) => mail.text.indexOf(title));
    expect(order[0]).toBeLessThan(Math.min(...order.slice(1)));
    expect(mail.text).toContain(`https://rivierstad.example/vacancies/${best.id}`);
    expect(mail.text).toContain('Op afstand');
    expect(mail.subject).toContain('week 48 van 2026');
    const [delivery] = await deliveries();
    expect(delivery).toMatchObject({ userId: volunteer.id, periodKey: '2026-W48', vacancyCount: 4 });
  });

  it('tells a volunteer whose profile matched that the vacancies fit them', async () => {
    await world.volunteer({ frequency: 'weekly', tagIds: [world.tags.koken.id] });
    await world.vacancy({ title: 'Koken voor de buurt', publishedAt: daysBefore(1) }, [world.tags.koken.id]);

    expect(await run()).toBe(1);
    expect(world.mailer.sent[0]!.text).toContain('Er is 1 nieuwe vacature die bij je passen');
  });

  it('never tells a volunteer with an empty profile that the vacancies fit them, and asks for a profile', async () => {
    await world.volunteer({ frequency: 'weekly' });
    for (const title of ['Koken', 'Tuinieren', 'Voorlezen']) {
      await world.vacancy({ title: `${title} in de wijk`, publishedAt: daysBefore(1) });
    }

    expect(await run()).toBe(1);
    const mail = world.mailer.sent[0]!;
    expect(mail.text).toContain('Er zijn 3 nieuwe vacatures (week 48 van 2026)');
    expect(mail.text).toContain('Vertel in je profiel wat je kunt');
    expect(mail.text).not.toMatch(/die bij je passen \(/);
    expect(mail.html).not.toMatch(/die bij je passen \(/);
  });

  it.each([
    ['names it', (northId: number) => ({ origin: 'https://rivierstad.example', centerId: northId })],
    ['is on its host', () => ({ origin: 'https://noord.rivierstad.example', centerId: null })],
  ])('lists the vacancies of the centre whose site it is sent from, when the site %s', async (_, siteOf) => {
    const { database, app } = world.testApp;
    const { center: north } = await createCenter(database, world.tenant.id, {
      center: { name: 'Centrum Noord', hosts: ['noord.rivierstad.example'] },
    });
    const northOrganization = await createOrganization(database, north, { name: 'Wijkteam Noord' });
    await createVacancy(database, northOrganization, { title: 'Koken in Noord', publishedAt: daysBefore(1) });
    await world.vacancy({ title: 'Koken in het centrum', publishedAt: daysBefore(1) });
    await world.volunteer({ frequency: 'weekly' });

    const snapshot = await app.tenantConfiguration.current();
    const site = tenantSite(world.tenant.id, tenantOriginsIn(snapshot, world.tenant.id), siteOf(north.id));
    expect(await planDigests(app, { now, only: { tenantId: world.tenant.id, site } })).toBe(1);
    await app.jobs.drain();

    expect(world.mailer.sent).toHaveLength(1);
    expect(world.mailer.sent[0]!.text).toContain('Koken in Noord');
    expect(world.mailer.sent[0]!.text).not.toContain('Koken in het centrum');
  });

  it('sends once per period however often it runs, with one-click unsubscribe headers', async () => {
    const volunteer = await world.volunteer({ frequency: 'weekly' });
    await world.vacancy({ title: 'Taalmaatje', publishedAt: daysBefore(1) });

    expect(await run()).toBe(1);
    expect(await run()).toBe(0);
    expect(world.mailer.sent).toHaveLength(1);
    const headers = world.mailer.sent[0]!.headers ?? {};
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(headers['List-Unsubscribe']).toMatch(
      /^<https:\/\/rivierstad\.example\/api\/v1\/digest_subscription\/unsubscribe\?token=v1\.\d+\.\d+\.[\w-]{43}>$/,
    );
    expect(world.mailer.sent[0]!.text).toMatch(/\/periodieke-mail\/afmelden\?token=v1\./);

    // Even a job that runs again (a crash after sending) finds the period handled.
    await withPlatform(world.testApp.database, (transaction) =>
      transaction
        .update(jobs)
        .set({ status: 'queued', runAt: new Date(0) })
        .where(eq(jobs.name, 'digest.send')),
    );
    await world.testApp.app.jobs.drain();
    expect(world.mailer.sent).toHaveLength(1);
    expect(await deliveries()).toEqual([expect.objectContaining({ userId: volunteer.id, vacancyCount: 1 })]);
  });

  it('records a period without matches, and sends no mail for it', async () => {
    const volunteer = await world.volunteer({ frequency: 'monthly', tagIds: [world.tags.sport.id] });
    await world.vacancy({ title: 'Koken', publishedAt: daysBefore(1) }, [world.tags.koken.id]);

    expect(await run()).toBe(1);
    expect(world.mailer.sent).toEqual([]);
    expect(await deliveries()).toEqual([
      expect.objectContaining({ userId: volunteer.id, periodKey: '2026-11', vacancyCount: 0 }),
    ]);
    expect(await run()).toBe(0);
  });

  it('sends nothing to a volunteer who stopped the digest after it was queued', async () => {
    const volunteer = await world.volunteer({ frequency: 'weekly' });
    await world.vacancy({ publishedAt: daysBefore(1) });
    expect(await planDigests(world.testApp.app, { now })).toBe(1);
    await withTenant(world.testApp.database, world.tenant.id, async ({ transaction }) => {
      const { users } = await import('../../src/modules/users/users.schema.ts');
      await transaction.update(users).set({ digestFrequency: 'never' });
    });
    await world.testApp.app.jobs.drain();
    expect(world.mailer.sent).toEqual([]);
    expect(await deliveries()).toEqual([]);
    expect(volunteer.id).toBeGreaterThan(0);
  });
});
