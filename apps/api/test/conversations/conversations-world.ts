import type { LightMyRequestResponse } from 'fastify';
import { createApplication } from '../../src/factories/application-factory.ts';
import { createOrganization } from '../../src/factories/organization-factory.ts';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createUser, type RoleToGrant } from '../../src/factories/user-factory.ts';
import { createVacancy } from '../../src/factories/vacancy-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { signIn, signedInHeaders, type SessionHeaders } from '../support/sessions.ts';
import type { TestApp } from '../support/test-app.ts';

/** The people of the conversation tests, by role. */
export const conversationPeople = [
  'volunteer',
  'otherVolunteer',
  'admin',
  'secondAdmin',
  'otherAdmin',
  'centerAdmin',
  'otherCenterAdmin',
  'superAdmin',
] as const;
export type ConversationPerson = (typeof conversationPeople)[number];

/** A tenant with a centre, an organisation, its application by a volunteer, and everyone around it. */
export interface ConversationWorld {
  tenantKey: string;
  tenantId: number;
  organizationId: number;
  otherOrganizationId: number;
  applicationId: number;
  guestApplicationId: number;
  unconfirmedApplicationId: number;
  otherApplicationId: number;
  users: Record<ConversationPerson, { id: number; email: string }>;
  sessions: Record<ConversationPerson, SessionHeaders>;
  /** The volunteer's phone and e-mail, which no conversation answer may show. */
  secrets: string[];
  send(
    who: ConversationPerson,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    language?: 'en' | 'nl',
  ): Promise<LightMyRequestResponse>;
}

/** Builds a world in its own tenant (`key`) and signs everyone in. */
export async function createConversationWorld(testApp: TestApp, key: string): Promise<ConversationWorld> {
  const { database } = testApp;
  const tenant = await createTenant(database, { key, hosts: [`${key}.example`] });
  const { center } = await createCenter(database, tenant.id, { center: { isDefault: true, name: `Centrum ${key}` } });
  const { center: otherCenter } = await createCenter(database, tenant.id, { center: { name: `Ander centrum ${key}` } });
  const organization = await createOrganization(database, center, { name: `Buurthuis ${key}` });
  const otherOrganization = await createOrganization(database, center, { name: `Sportclub ${key}` });
  const vacancy = await createVacancy(database, organization, { title: `Gastvrouw ${key}` });
  const otherVacancy = await createVacancy(database, otherOrganization, { title: `Trainer ${key}` });
  const person = async (name: string, roles: RoleToGrant[] = [], phone?: string) =>
    (
      await createUser(database, tenant.id, {
        user: { email: `${name}@${key}.example`, firstName: name, lastName: 'Jansen', ...(phone ? { phone } : {}) },
        roles,
      })
    ).user;
  const people = {
    volunteer: await person('vera', [], '+31612345678'),
    otherVolunteer: await person('otto'),
    admin: await person('anna', [{ name: 'admin', resourceId: organization.id }]),
    secondAdmin: await person('bram', [{ name: 'admin', resourceId: organization.id }]),
    otherAdmin: await person('olga', [{ name: 'admin', resourceId: otherOrganization.id }]),
    centerAdmin: await person('carla', [{ name: 'center_admin', resourceId: center.id }]),
    otherCenterAdmin: await person('chris', [{ name: 'center_admin', resourceId: otherCenter.id }]),
    superAdmin: await person('sam', [{ name: 'super_admin' }]),
  };
  const confirmedAt = new Date();
  const application = await createApplication(database, vacancy, { userId: people.volunteer.id, confirmedAt });
  const guestApplication = await createApplication(database, vacancy, {
    guestName: 'Gijs Gast',
    guestEmail: `gijs@${key}.example`,
    confirmedAt,
  });
  const unconfirmed = await createApplication(database, vacancy, {
    guestName: 'Ulla Onbevestigd',
    guestEmail: `ulla@${key}.example`,
  });
  const otherApplication = await createApplication(database, otherVacancy, {
    userId: people.otherVolunteer.id,
    confirmedAt,
  });
  const sessions = {} as Record<ConversationPerson, SessionHeaders>;
  const users = {} as Record<ConversationPerson, { id: number; email: string }>;
  for (const name of conversationPeople) {
    sessions[name] = await signIn(testApp, key, people[name].email);
    users[name] = { id: people[name].id, email: people[name].email };
  }
  return {
    tenantKey: key,
    tenantId: tenant.id,
    organizationId: organization.id,
    otherOrganizationId: otherOrganization.id,
    applicationId: application.id,
    guestApplicationId: guestApplication.id,
    unconfirmedApplicationId: unconfirmed.id,
    otherApplicationId: otherApplication.id,
    users,
    sessions,
    secrets: [people.volunteer.email, '+31612345678', '612345678'],
    send: (who, method, url, payload, language = 'en') =>
      testApp.app.inject({
        method,
        url,
        headers: signedInHeaders(key, sessions[who], { 'accept-language': language }),
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      }),
  };
}

/** Starts the application's conversation as someone and returns its id. */
export async function startApplicationConversation(
  world: ConversationWorld,
  who: ConversationPerson = 'volunteer',
  applicationId = world.applicationId,
): Promise<string> {
  const response = await world.send(who, 'POST', '/api/v1/conversations', {
    conversation: { kind: 'application', application_id: applicationId },
  });
  if (response.statusCode !== 201 && response.statusCode !== 200) {
    throw new Error(`starting failed (${response.statusCode}): ${response.body}`);
  }
  return (response.json() as { data: { id: string } }).data.id;
}
