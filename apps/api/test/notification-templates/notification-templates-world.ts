import { createOrganization } from '../../src/factories/organization-factory.ts';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createUser } from '../../src/factories/user-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { signIn, signedInHeaders, type SessionHeaders } from '../support/sessions.ts';
import { createTestApp, tenantHeaders, type TestApp } from '../support/test-app.ts';

/** Two tenants, each with a centre admin; the first also with an organisation admin and a volunteer. */
export interface TemplateWorld {
  testApp: TestApp;
  tenantIds: Record<string, number>;
  /** Each tenant's default centre. */
  centerIds: Record<string, number>;
  send: (
    who: string,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    language?: string,
  ) => Promise<InjectResponse>;
  anonymous: (method: 'GET' | 'POST', url: string) => Promise<InjectResponse>;
}

/** Builds the world: tenants `sjabloonstad` and `anderdorp`. */
export async function createTemplateWorld(): Promise<TemplateWorld> {
  const testApp = await createTestApp();
  const { database } = testApp;
  const sessions: Record<string, SessionHeaders> = {};
  const tenantIds: Record<string, number> = {};
  const centerIds: Record<string, number> = {};
  for (const key of ['sjabloonstad', 'anderdorp']) {
    const tenant = await createTenant(database, { key, hosts: [`${key}.example`] });
    tenantIds[key] = tenant.id;
    const { center } = await createCenter(database, tenant.id, { center: { isDefault: true } });
    centerIds[key] = center.id;
    const admin = await createUser(database, tenant.id, {
      user: { email: `centrum@${key}.example` },
      roles: [{ name: 'center_admin', resourceId: center.id }],
    });
    sessions[`${key}:admin`] = await signIn(testApp, key, admin.user.email);
    if (key !== 'sjabloonstad') continue;
    const organization = await createOrganization(database, center, { name: 'Stichting Sjabloon' });
    const organizationAdmin = await createUser(database, tenant.id, {
      user: { email: `organisatie@${key}.example` },
      roles: [{ name: 'admin', resourceId: organization.id }],
    });
    const volunteer = await createUser(database, tenant.id, { user: { email: `vrijwilliger@${key}.example` } });
    sessions[`${key}:organization`] = await signIn(testApp, key, organizationAdmin.user.email);
    sessions[`${key}:volunteer`] = await signIn(testApp, key, volunteer.user.email);
  }
  return {
    testApp,
    tenantIds,
    centerIds,
    send: (who, method, url, payload, language = 'en') =>
      testApp.app.inject({
        method,
        url,
        headers: signedInHeaders(who.split(':')[0]!, sessions[who]!, { 'accept-language': language }),
        ...(payload ? { payload } : {}),
      }),
    anonymous: (method, url) =>
      testApp.app.inject({
        method,
        url,
        headers: tenantHeaders('sjabloonstad'),
        payload: method === 'POST' ? templateBody() : undefined,
      }),
  };
}

/** A body of POST /api/v1/notification_templates (and of a preview). */
export function templateBody(overrides: Record<string, string> = {}) {
  return {
    notification_template: {
      event: 'application_status_changed',
      locale: 'nl',
      subject: 'Goed nieuws over {{ vacancy }}',
      html_body: '<p>Hoi {{ name }},</p>\n<p>Je aanmelding voor {{ vacancy }} is {{ status }}.</p>',
      text_body: 'Hoi {{ name }},\n\nJe aanmelding voor {{ vacancy }} is {{ status }}.',
      in_app_text: 'Je aanmelding voor {{ vacancy }} is {{ status }}.',
      ...overrides,
    },
  };
}
