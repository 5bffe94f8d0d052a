import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { createApplication } from '../../src/factories/application-factory.ts';
import { createFileUpload } from '../../src/factories/file-upload-factory.ts';
import { createOrganization } from '../../src/factories/organization-factory.ts';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createUser } from '../../src/factories/user-factory.ts';
import { createVacancy } from '../../src/factories/vacancy-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { authTokens } from '../../src/modules/auth/auth.schema.ts';
import { conversations } from '../../src/modules/conversations/conversations.schema.ts';
import { digestDeliveries } from '../../src/modules/digests/digests.schema.ts';
import { notificationTemplates } from '../../src/modules/notification-templates/notification-templates.schema.ts';
import { tags } from '../../src/modules/tags/tags.schema.ts';
import { userProfileTags, type UserRow } from '../../src/modules/users/users.schema.ts';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import { signIn, signedInHeaders, type SessionHeaders } from '../support/sessions.ts';
import { tenantHeaders, type TestApp } from '../support/test-app.ts';

/** The people of the personal-data tests. */
export type PersonalDataPerson = 'vera' | 'otto' | 'anna';

/**
 * A tenant in which Vera has data in every module that keeps some: she applied (with answers) and
 * talks about it, saved vacancies, chose profile tags and channels, got a digest, uploaded a file,
 * was invited by another organisation; as admin of the sports club she moved and noted Otto's
 * application, wrote, read, reported and closed his conversation and invited him; she saved a
 * template of the centre and signed in as Otto once. Otto and Anna keep their own data.
 */
export interface PersonalDataWorld {
  tenantId: number;
  vera: UserRow;
  otto: UserRow;
  anna: UserRow;
  /** The vacancies Vera applied to (Gastvrouw, with a question) and saved (both). */
  hostVacancy: { id: number; title: string };
  coachVacancy: { id: number; title: string };
  veraApplicationId: string;
  veraConversationId: string;
  ottoApplicationId: number;
  ottoConversationId: string;
  /** Texts of Otto's that must never show in Vera's download. */
  ottoTexts: string[];
  send(
    who: PersonalDataPerson,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
}

/** Builds the world in its own tenant (`key`) through the API where a person would act, and factories elsewhere. */
export async function createPersonalDataWorld(testApp: TestApp, key: string): Promise<PersonalDataWorld> {
  const { database } = testApp;
  const tenant = await createTenant(database, { key, hosts: [`${key}.example`] });
  const { center } = await createCenter(database, tenant.id, { center: { isDefault: true, name: `Centrum ${key}` } });
  const community = await createOrganization(database, center, { name: `Buurthuis ${key}` });
  const sportsClub = await createOrganization(database, center, { name: `Sportclub ${key}` });
  const host = await createVacancy(database, community, {
    title: `Gastvrouw ${key}`,
    questions: ['Op welke dagen kun je?'],
  });
  const coach = await createVacancy(database, sportsClub, { title: `Trainer ${key}` });
  const person = async (name: string, lastName: string, roles: { name: 'admin'; resourceId: number }[] = []) =>
    (
      await createUser(database, tenant.id, {
        user: {
          email: `${name}@${key}.example`,
          firstName: name,
          lastName,
          phone: '+31 6 1234 5678',
          postcode: '3511AB',
        },
        roles,
      })
    ).user;
  const vera = await person('vera', 'Verbeek', [{ name: 'admin', resourceId: sportsClub.id }]);
  const otto = await person('otto', 'Oosterhuis');
  const anna = await person('anna', 'Andriessen', [{ name: 'admin', resourceId: community.id }]);
  const ottoMotivation = 'Otto traint al jaren jeugdteams.';
  const ottoApplication = await createApplication(database, coach, {
    userId: otto.id,
    motivation: ottoMotivation,
    confirmedAt: new Date(),
  });

  const sessions: Record<PersonalDataPerson, SessionHeaders> = {
    vera: await signIn(testApp, key, vera.email),
    otto: await signIn(testApp, key, otto.email),
    anna: await signIn(testApp, key, anna.email),
  };
  const send: PersonalDataWorld['send'] = (who, method, url, payload) =>
    testApp.app.inject({
      method,
      url,
      headers: signedInHeaders(key, sessions[who]),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const expectStatus = async (response: Promise<LightMyRequestResponse>, status: number) => {
    const answered = await response;
    expect(answered.statusCode, answered.body).toBe(status);
    return answered;
  };

  // As a volunteer: applies with an answer, saves two vacancies, talks about her application.
  const applied = await expectStatus(
    send('vera', 'POST', '/api/v1/applications', {
      application: {
        vacancy_id: host.id,
        motivation: 'Vera schenkt graag koffie voor de buurt.',
        answers: ['Op dinsdag en donderdag.'],
      },
    }),
    201,
  );
  const veraApplicationId = (applied.json() as { data: { id: string } }).data.id;
  await expectStatus(send('vera', 'POST', `/api/v1/vacancies/${host.id}/favorite`), 200);
  await expectStatus(send('vera', 'POST', `/api/v1/vacancies/${coach.id}/favorite`), 200);
  const started = await send('vera', 'POST', '/api/v1/conversations', {
    conversation: { kind: 'application', application_id: Number(veraApplicationId) },
  });
  expect([200, 201], started.body).toContain(started.statusCode);
  const veraConversationId = (started.json() as { data: { id: string } }).data.id;
  await expectStatus(
    send('vera', 'POST', `/api/v1/conversations/${veraConversationId}/messages`, {
      message: { body: 'Vera vraagt hoe laat ze moet beginnen.' },
    }),
    201,
  );
  await expectStatus(
    send('vera', 'PUT', '/api/v1/notification_preferences', {
      notification_preferences: [{ event: 'conversation_message', channel: 'in_app' }],
    }),
    200,
  );
  // Another organisation invites her to become an admin.
  await expectStatus(
    send('anna', 'POST', `/api/v1/organizations/${community.id}/members`, {
      user: { email: vera.email, first_name: 'Vera', last_name: 'Verbeek' },
    }),
    202,
  );
  // A failed sign-in about her (the audit log's subject).
  await testApp.app.inject({
    method: 'POST',
    url: '/auth/sign_in',
    headers: tenantHeaders(key),
    payload: { email: vera.email, password: 'Niet-haar-wachtwoord-1' },
  });

  // As the sports club's admin: moves and notes Otto's application, talks, reads and reports, invites him.
  await expectStatus(
    send('vera', 'PUT', `/api/v1/applications/${ottoApplication.id}/status`, {
      status: 'in_progress',
      note: 'Vera belt Otto deze week.',
    }),
    200,
  );
  await expectStatus(
    send('vera', 'POST', `/api/v1/applications/${ottoApplication.id}/notes`, {
      note: { body: 'Vera vindt Otto een goede trainer.' },
    }),
    201,
  );
  const ottoStarted = await send('otto', 'POST', '/api/v1/conversations', {
    conversation: { kind: 'application', application_id: ottoApplication.id },
  });
  expect([200, 201], ottoStarted.body).toContain(ottoStarted.statusCode);
  const ottoConversationId = (ottoStarted.json() as { data: { id: string } }).data.id;
  const ottoQuestion = 'Otto vraagt of hij een fluitje mag meenemen.';
  await expectStatus(
    send('otto', 'POST', `/api/v1/conversations/${ottoConversationId}/messages`, { message: { body: ottoQuestion } }),
    201,
  );
  await expectStatus(
    send('vera', 'POST', `/api/v1/conversations/${ottoConversationId}/messages`, {
      message: { body: 'Vera antwoordt namens de sportclub.' },
    }),
    201,
  );
  await expectStatus(send('vera', 'POST', `/api/v1/conversations/${ottoConversationId}/read`), 204);
  await expectStatus(
    send('vera', 'POST', `/api/v1/conversations/${ottoConversationId}/report`, {
      report: { reason: 'Vera meldt een vervelende toon.' },
    }),
    200,
  );
  await expectStatus(
    send('vera', 'POST', `/api/v1/organizations/${sportsClub.id}/members`, {
      user: { email: otto.email, first_name: 'Otto', last_name: 'Oosterhuis' },
    }),
    202,
  );

  // What no route of hers makes here: kept through the modules' tables directly.
  const upload = await createFileUpload(database, tenant.id, { userId: vera.id, originalName: 'rooster.pdf' });
  expect(upload.userId).toBe(vera.id);
  await withTenant(database, tenant.id, async ({ transaction }) => {
    const [skill] = await transaction
      .insert(tags)
      .values({ tenantId: tenant.id, kind: 'skill', name: `Koken ${key}` })
      .returning();
    await transaction.insert(userProfileTags).values({ tenantId: tenant.id, userId: vera.id, tagId: skill!.id });
    await transaction
      .insert(digestDeliveries)
      .values({ tenantId: tenant.id, userId: vera.id, periodKey: '2026-W10', vacancyCount: 2 });
    await transaction.insert(notificationTemplates).values({
      tenantId: tenant.id,
      volunteerCenterId: center.id,
      event: 'application_new',
      locale: 'nl',
      subject: 'Nieuwe aanmelding',
      htmlBody: '<p>Er is een nieuwe aanmelding.</p>',
      textBody: 'Er is een nieuwe aanmelding.',
      inAppText: 'Nieuwe aanmelding',
      updatedByUserId: vera.id,
    });
    // A session she opened as Otto (sign-in-as), and Otto's conversation closed by her.
    await transaction.insert(authTokens).values({
      tenantId: tenant.id,
      userId: otto.id,
      client: randomBytes(8).toString('hex'),
      tokenHash: randomBytes(32).toString('hex'),
      expiresAt: new Date(Date.now() + 3_600_000),
      userAgent: 'Vera haar laptop',
      impersonatorUserId: vera.id,
    });
    await transaction
      .update(conversations)
      .set({ status: 'closed', closedByUserId: vera.id, closedAt: new Date() })
      .where(and(eq(conversations.tenantId, tenant.id), eq(conversations.id, Number(ottoConversationId))));
  });

  return {
    tenantId: tenant.id,
    vera,
    otto,
    anna,
    hostVacancy: { id: host.id, title: host.title },
    coachVacancy: { id: coach.id, title: coach.title },
    veraApplicationId,
    veraConversationId,
    ottoApplicationId: ottoApplication.id,
    ottoConversationId,
    ottoTexts: [ottoMotivation, ottoQuestion],
    send,
  };
}
