import type { Availability, DigestFrequency } from '@volunteerly/contracts/users';
import { buildApp } from '../../src/app.ts';
import { createOrganization } from '../../src/factories/organization-factory.ts';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createUser } from '../../src/factories/user-factory.ts';
import { createVacancy } from '../../src/factories/vacancy-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import type { Mailer, OutgoingMail } from '../../src/platform/mail/mailer.ts';
import type { OrganizationRow } from '../../src/modules/organizations/organizations.schema.ts';
import { tags, type TagKind, type TagRow } from '../../src/modules/tags/tags.schema.ts';
import { userProfileTags, type UserRow } from '../../src/modules/users/users.schema.ts';
import type { VacancyRow } from '../../src/modules/vacancies/vacancies.schema.ts';
import { createTestDatabase } from '../support/test-database.ts';
import { testConfig, type TestApp } from '../support/test-app.ts';

/** A mailer that keeps what it is given, headers included (the SMTP capture stores no headers). */
export function recordingMailer(): Mailer & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
    },
    async close() {},
  };
}

/**
 * Tenant Rivierstad (host rivierstad.example) with a default centre, an approved organisation and
 * tags; tenant Heuvelland beside it. Mail is recorded, not sent.
 */
export interface DigestsWorld {
  testApp: TestApp;
  mailer: ReturnType<typeof recordingMailer>;
  tenant: { id: number; key: string };
  otherTenant: { id: number; key: string };
  organization: OrganizationRow;
  otherOrganization: OrganizationRow;
  tags: Record<'koken' | 'zorg' | 'sport', TagRow>;
  /** A confirmed, active volunteer of Rivierstad (or `tenantId`) with the given digest settings and profile tags. */
  volunteer(options: {
    frequency: DigestFrequency;
    tagIds?: number[];
    postcode?: string | null;
    city?: string | null;
    availability?: Availability;
    user?: Partial<UserRow>;
    tenantId?: number;
  }): Promise<UserRow>;
  /** A published vacancy of the organisation (Utrecht unless overridden), with tags. */
  vacancy(overrides?: Parameters<typeof createVacancy>[2], tagIds?: number[]): Promise<VacancyRow>;
  close(): Promise<void>;
}

/** Builds the app (recording mailer) and the two tenants. */
export async function createDigestsWorld(): Promise<DigestsWorld> {
  const testDatabase = await createTestDatabase();
  const { database } = testDatabase;
  const config = testConfig();
  const mailer = recordingMailer();
  const app = await buildApp({ config, database, logger: false, mailer });
  const testApp: TestApp = {
    ...testDatabase,
    app,
    config,
    async close() {
      await app.close();
      await testDatabase.destroy();
    },
  };
  const tenant = await createTenant(database, {
    key: 'rivierstad',
    appName: 'Vacaturebank Rivierstad',
    hosts: ['rivierstad.example'],
  });
  const otherTenant = await createTenant(database, { key: 'heuvelland', hosts: ['heuvelland.example'] });
  const { center } = await createCenter(database, tenant.id, { center: { isDefault: true, name: 'Centrum' } });
  const { center: otherCenter } = await createCenter(database, otherTenant.id, { center: { isDefault: true } });
  const organization = await createOrganization(database, center, { name: 'Buurthuis De Brug' });
  const otherOrganization = await createOrganization(database, otherCenter, { name: 'Heuvelland Hulp' });
  const tag = (kind: TagKind, name: string) =>
    withTenant(database, tenant.id, async ({ transaction }) => {
      const [row] = await transaction.insert(tags).values({ tenantId: tenant.id, kind, name }).returning();
      return row!;
    });
  const worldTags = {
    koken: await tag('skill', 'Koken'),
    zorg: await tag('category', 'Zorg'),
    sport: await tag('category', 'Sport'),
  };
  return {
    testApp,
    mailer,
    tenant,
    otherTenant,
    organization,
    otherOrganization,
    tags: worldTags,
    async volunteer(options) {
      const tenantId = options.tenantId ?? tenant.id;
      const { user } = await createUser(database, tenantId, {
        user: {
          digestFrequency: options.frequency,
          postcode: options.postcode ?? null,
          city: options.city ?? null,
          availability: options.availability ?? {},
          ...options.user,
        },
      });
      if (options.tagIds?.length) {
        await withTenant(database, tenantId, ({ transaction }) =>
          transaction
            .insert(userProfileTags)
            .values(options.tagIds!.map((tagId) => ({ tenantId, userId: user.id, tagId }))),
        );
      }
      return user;
    },
    vacancy(overrides = {}, tagIds = []) {
      return createVacancy(database, organization, overrides, tagIds);
    },
    close: () => testApp.close(),
  };
}
