import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createOrganization } from '../../src/factories/organization-factory.ts';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createUser, type RoleToGrant } from '../../src/factories/user-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import type { NewTenantRow } from '../../src/modules/tenants/tenants.schema.ts';
import type { OrganizationRow } from '../../src/modules/organizations/organizations.schema.ts';
import type { UserRow } from '../../src/modules/users/users.schema.ts';
import type { VolunteerCenterRow } from '../../src/modules/volunteer-centers/volunteer-centers.schema.ts';
import { signIn, signedInHeaders, type SessionHeaders } from '../support/sessions.ts';
import { createTestApp, tenantHeaders, type TestApp } from '../support/test-app.ts';

/** The people every users test works with: one of each role in tenant A, a stranger in tenant B. */
export interface UsersWorld {
  testApp: TestApp;
  tenantId: number;
  otherTenantId: number;
  center: VolunteerCenterRow;
  organization: OrganizationRow;
  otherOrganization: OrganizationRow;
  foreignOrganization: OrganizationRow;
  superAdmin: UserRow;
  centerAdmin: UserRow;
  orgAdmin: UserRow;
  colleagueAdmin: UserRow;
  volunteer: UserRow;
  foreigner: UserRow;
  /** Signs a user of tenant A in (sessions are cached per user). */
  sessionOf(user: UserRow): Promise<SessionHeaders>;
  /** Injects a request into tenant A as a user (or signed out), in English. */
  request(
    user: UserRow | null,
    method: InjectOptions['method'],
    url: string,
    payload?: object,
    extraHeaders?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

/** The tenant key of tenant A and B. */
export const tenantKey = 'rivierstad';
export const otherTenantKey = 'heuvelland';

/** Builds the app and the people of the users tests. */
export async function createUsersWorld(
  environment: Record<string, string> = {},
  tenantValues: Partial<NewTenantRow> = {},
): Promise<UsersWorld> {
  const testApp = await createTestApp({ environment: { AUTH_RATE_LIMIT: '10000', ...environment } });
  const { database } = testApp;
  const tenantId = (
    await createTenant(database, {
      key: tenantKey,
      appName: 'Vacaturebank Rivierstad',
      hosts: ['rivierstad.example'],
      volunteerProfilesEnabled: true,
      ...tenantValues,
    })
  ).id;
  const otherTenantId = (await createTenant(database, { key: otherTenantKey })).id;
  const { center } = await createCenter(database, tenantId, {
    center: { isDefault: true, name: 'Centrum Rivierstad' },
  });
  const { center: otherCenter } = await createCenter(database, otherTenantId, { center: { isDefault: true } });
  const organization = await createOrganization(database, center, { name: 'Buurthuis De Brug' });
  const otherOrganization = await createOrganization(database, center, { name: 'Voedselbank Rivierstad' });
  const foreignOrganization = await createOrganization(database, otherCenter, { name: 'Heuvelland Hulp' });
  const make = async (email: string, roles: RoleToGrant[] = []) =>
    (await createUser(database, tenantId, { user: { email }, roles })).user;
  const superAdmin = await make('super@example.org', [{ name: 'super_admin' }]);
  const centerAdmin = await make('centrum@example.org', [{ name: 'center_admin', resourceId: center.id }]);
  const orgAdmin = await make('brug@example.org', [{ name: 'admin', resourceId: organization.id }]);
  const colleagueAdmin = await make('collega@example.org', [{ name: 'admin', resourceId: organization.id }]);
  const volunteer = await make('vrijwilliger@example.org');
  const foreigner = (await createUser(database, otherTenantId, { user: { email: 'vreemd@example.org' } })).user;

  const sessions = new Map<number, SessionHeaders>();
  const sessionOf = async (user: UserRow) => {
    let session = sessions.get(user.id);
    if (!session) {
      session = await signIn(testApp, tenantKey, user.email);
      sessions.set(user.id, session);
    }
    return session;
  };
  const request: UsersWorld['request'] = async (user, method, url, payload, extraHeaders = {}) => {
    const headers = user
      ? signedInHeaders(tenantKey, await sessionOf(user), { 'accept-language': 'en', ...extraHeaders })
      : tenantHeaders(tenantKey, { 'accept-language': 'en', ...extraHeaders });
    return testApp.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  };
  return {
    testApp,
    tenantId,
    otherTenantId,
    center,
    organization,
    otherOrganization,
    foreignOrganization,
    superAdmin,
    centerAdmin,
    orgAdmin,
    colleagueAdmin,
    volunteer,
    foreigner,
    sessionOf,
    request,
  };
}

/** devise's 401 body for a protected endpoint. */
export const unauthenticatedBody = { errors: ['You need to sign in or sign up before continuing.'] };
