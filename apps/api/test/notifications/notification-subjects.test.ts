import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createApplication } from '../../src/factories/application-factory.ts';
import { createNotification } from '../../src/factories/notification-factory.ts';
import { createOrganization } from '../../src/factories/organization-factory.ts';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createUser } from '../../src/factories/user-factory.ts';
import { createVacancy } from '../../src/factories/vacancy-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import { forgetNotificationsAbout, forgetNotificationsAboutSubjects } from '../../src/modules/notifications/notify.ts';
import { notifications } from '../../src/modules/notifications/notifications.schema.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Issue 30: a notification names what it is about; forgetting a person finds notifications by
// their subject (the person, their applications, their conversations), never by the path they link to.
describe('notifications found by what they are about', () => {
  let testApp: TestApp;
  let tenantId: number;
  let adminId: number;
  let volunteerId: number;
  let otherId: number;
  let theirApplicationId: number;
  let otherApplicationId: number;
  let organizationId: number;

  beforeAll(async () => {
    testApp = await createTestApp();
    const { database } = testApp;
    const tenant = await createTenant(database, { key: 'onderwerpstad' });
    tenantId = tenant.id;
    const { center } = await createCenter(database, tenant.id, { center: { isDefault: true } });
    const organization = await createOrganization(database, center, { name: 'Stichting Onderwerp' });
    organizationId = organization.id;
    const vacancy = await createVacancy(database, organization);
    adminId = (await createUser(database, tenant.id, { roles: [{ name: 'admin', resourceId: organization.id }] })).user
      .id;
    volunteerId = (await createUser(database, tenant.id)).user.id;
    otherId = (await createUser(database, tenant.id)).user.id;
    theirApplicationId = (await createApplication(database, vacancy, { userId: volunteerId })).id;
    otherApplicationId = (await createApplication(database, vacancy, { userId: otherId })).id;
  });
  afterAll(async () => testApp.close());

  const admin = () => ({ tenantId, id: adminId });
  const textsOf = async (userId: number) =>
    (
      await withTenant(testApp.database, tenantId, ({ transaction }) =>
        transaction.select().from(notifications).where(eq(notifications.userId, userId)),
      )
    )
      .map((row) => row.text)
      .sort();

  it('forgets the notifications about an erased person and their applications, whatever they link to, and no others', async () => {
    await createNotification(testApp.database, admin(), {
      text: 'about their application, linking nowhere',
      path: null,
      subject: { type: 'application', id: theirApplicationId },
    });
    await createNotification(testApp.database, admin(), {
      text: 'about them',
      subject: { type: 'user', id: volunteerId },
    });
    await createNotification(testApp.database, admin(), {
      text: 'about the organisation, linking to their application',
      path: `/applications/${theirApplicationId}`,
      subject: { type: 'organization', id: organizationId },
    });
    await createNotification(testApp.database, admin(), {
      text: 'about another application',
      subject: { type: 'application', id: otherApplicationId },
    });

    await withTenant(testApp.database, tenantId, (scope) => forgetNotificationsAbout(scope, volunteerId));

    expect(await textsOf(adminId)).toEqual([
      'about another application',
      'about the organisation, linking to their application',
    ]);
  });

  it('forgets the notifications about some things of one type', async () => {
    const recipient = { tenantId, id: otherId };
    await createNotification(testApp.database, recipient, {
      text: 'about the organisation',
      subject: { type: 'organization', id: organizationId },
    });
    await createNotification(testApp.database, recipient, {
      text: 'about an application with the same id',
      subject: { type: 'application', id: organizationId },
    });
    await withTenant(testApp.database, tenantId, (scope) =>
      forgetNotificationsAboutSubjects(scope, 'organization', [organizationId]),
    );
    expect(await textsOf(otherId)).toEqual(['about an application with the same id']);
  });
});
