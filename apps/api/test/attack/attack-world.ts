import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createApplication } from '../../src/factories/application-factory.ts';
import { createOrganization } from '../../src/factories/organization-factory.ts';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createUser, type RoleToGrant } from '../../src/factories/user-factory.ts';
import { createVacancy } from '../../src/factories/vacancy-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { createSession } from '../../src/modules/auth/auth.service.ts';
import { createNotification } from '../../src/factories/notification-factory.ts';
import { organizationTags } from '../../src/modules/organizations/organizations.schema.ts';
import { tags, type TagKind, type TagRow } from '../../src/modules/tags/tags.schema.ts';
import type { UserRow } from '../../src/modules/users/users.schema.ts';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import { multipartBody, tinyPng } from '../file-uploads/uploads-world.ts';
import type { SessionHeaders } from '../support/sessions.ts';
import {
  firstId,
  insertConversation,
  insertFailedJob,
  insertSynonymGroup,
  uploadedFile,
  upsertNotificationTemplate,
} from './attack-world-seeds.ts';
import type { RequestBody } from './operation-bodies.ts';
import type { AppDependencies } from '../../src/app.ts';
import { createTestApp, tenantHeaders, type TestApp } from '../support/test-app.ts';

/** The people of one tenant, one of each role; 'other' ones belong to another centre or organisation. */
export type ActorName =
  | 'superAdmin'
  | 'centerAdmin'
  | 'otherCenterAdmin'
  | 'orgAdmin'
  | 'otherOrgAdmin'
  | 'volunteer'
  | 'unconfirmed'
  | 'applicant';

/** The real ids of one tenant's resources, as strings (the way they travel in paths and bodies). */
export interface TenantIds {
  center: string;
  otherCenter: string;
  organization: string;
  siblingOrganization: string;
  otherCenterOrganization: string;
  vacancy: string;
  draftVacancy: string;
  application: string;
  /** A category tag nothing uses (the target of tag operations). */
  tag: string;
  /** A category tag the organisation and the vacancy use. */
  categoryTag: string;
  skillTag: string;
  targetGroupTag: string;
  /** A user with a full profile (the applicant), the subject of user operations. */
  user: string;
  /** A user who has not confirmed their address yet (the subject of resending the confirmation). */
  unconfirmedUser: string;
  /** One of the applicant's sessions (auth token id). */
  session: string;
  invitation: string;
  /** The storage key of an uploaded image (`/uploads/{name}`). */
  upload: string;
  /** One of the centre's own search synonym groups. */
  searchSynonymGroup: string;
  /** The centre's own template of one event in one language. */
  notificationTemplate: string;
  /** An in-app notification of the applicant (of the fresh target user in `freshTargets`). */
  notification: string;
  /** The conversation of the application (the applicant and the organisation). */
  conversation: string;
  /** The upload id of a PDF attached to the conversation's message (private to the conversation). */
  attachment: string;
  /** A failed background job of the tenant (the subject of retrying on /dev/jobs). */
  job: string;
}

/** One tenant of the attack world and everything seeded in it. */
export interface AttackTenant {
  key: string;
  id: number;
  /** The tenant's own host; `*.{host}` belongs to it too. */
  host: string;
  /** A word in every name, title and address of this tenant: finding it elsewhere is a leak. */
  marker: string;
  ids: TenantIds;
  users: Record<ActorName, UserRow>;
  /** Every resource of this tenant by JSON:API type: a body of another tenant naming one is a leak. */
  resources: Map<string, Set<string>>;
}

/** Two tenants, A ('alfa') and B ('bravo'), each seeded with every kind of resource. */
export interface AttackWorld {
  testApp: TestApp;
  alfa: AttackTenant;
  bravo: AttackTenant;
  /** A tenant without hosts, when the world was asked for one. */
  charlie?: AttackTenant;
  /** A new session for a user, without the cost of a sign-in. */
  sessionFor(tenant: { id: number }, user: UserRow): Promise<SessionHeaders>;
  /** A new user of the tenant with these roles (its own account, so a destructive call harms no one else). */
  newUser(tenant: AttackTenant, roles: RoleToGrant[], label: string): Promise<UserRow>;
  /**
   * The tenant's ids with a new user, unconfirmed user, unused tag, and an
   * organisation of centre 1 with a vacancy and an application in place of the
   * usual ones: the targets of an attempt that may change or delete them, so
   * the usual targets stay for the next attempt.
   */
  freshTargets(tenant: AttackTenant): Promise<TenantIds>;
  /** Sends a request (JSON or multipart body); answers 'hang' when the app takes longer than `timeoutMs`. */
  send(request: AttackRequest, timeoutMs?: number): Promise<LightMyRequestResponse | 'hang'>;
  close(): Promise<void>;
}

/** The password of every account in the attack world. */
export { factoryPassword as attackPassword } from '../../src/factories/user-factory.ts';

const sessionLifespanMs = 60 * 60 * 1000;

/** What a world is built with besides the two tenants: routes planted for a suite to catch, a tenant without hosts. */
export interface AttackWorldOptions {
  extraTenantRoutes?: AppDependencies['extraTenantRoutes'];
  /** Seeds a third tenant, 'charlie', with no host of its own (reached only through X-Tenant). */
  hostlessTenant?: boolean;
  /** Settings of the app besides the world's own. */
  environment?: NodeJS.ProcessEnv;
}

/** Builds the app and seeds tenants A and B alike (and C without hosts when asked). */
export async function createAttackWorld(options: AttackWorldOptions = {}): Promise<AttackWorld> {
  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'volunteerly-attack-uploads-'));
  const testApp = await createTestApp({
    environment: {
      UPLOADS_DIR: uploadsDir,
      AUTH_RATE_LIMIT: '1000000',
      FAILED_SIGN_IN_LIMIT: '1000000',
      ...options.environment,
    },
    ...(options.extraTenantRoutes ? { extraTenantRoutes: options.extraTenantRoutes } : {}),
  });
  const sessionFor: AttackWorld['sessionFor'] = async (tenant, user) => {
    const session = await withTenant(testApp.database, tenant.id, (scope) =>
      createSession(scope, user, { lifespanMs: sessionLifespanMs, userAgent: 'attack-suite' }),
    );
    return { 'access-token': session.accessToken, client: session.client, uid: user.email };
  };
  // The template render worker's thread starts now, not inside the first call that needs it (a
  // cold start under tsx on a busy machine can take seconds: no suite times that).
  await testApp.app.templateRenderer.run({ kind: 'in_app', text: 'warm', values: {} });
  const alfa = await seedTenant(testApp, 'alfa', 'alfageheim', sessionFor);
  const bravo = await seedTenant(testApp, 'bravo', 'bravogeheim', sessionFor);
  const charlie = options.hostlessTenant
    ? await seedTenant(testApp, 'charlie', 'charliegeheim', sessionFor, { hostless: true })
    : undefined;
  let users = 0;
  return {
    testApp,
    alfa,
    bravo,
    ...(charlie ? { charlie } : {}),
    sessionFor,
    async newUser(tenant, roles, label) {
      users += 1;
      const email = `${label.toLowerCase()}-${users}@${tenant.marker}.example`;
      return (await createUser(testApp.database, tenant.id, { user: { email, firstName: label }, roles })).user;
    },
    async freshTargets(tenant) {
      users += 1;
      const user = await createUser(testApp.database, tenant.id, {
        user: { email: `doelwit-${users}@${tenant.marker}.example` },
      });
      const unconfirmedUser = await createUser(testApp.database, tenant.id, {
        user: { email: `onbevestigd-${users}@${tenant.marker}.example`, confirmedAt: null },
      });
      const [tag] = await withTenant(testApp.database, tenant.id, ({ transaction }) =>
        transaction
          .insert(tags)
          .values({ tenantId: tenant.id, kind: 'category', name: `Doelwit ${users}` })
          .returning(),
      );
      if (!tag) throw new Error('tag insert returned nothing');
      const center = { tenantId: tenant.id, id: Number(tenant.ids.center) };
      const organization = await createOrganization(testApp.database, center, { name: `Doelwit ${users}` });
      const vacancy = await createVacancy(testApp.database, organization, { questions: ['Wat is je ervaring?'] });
      const application = await createApplication(testApp.database, vacancy, {
        userId: user.user.id,
        confirmedAt: new Date(),
      });
      return {
        ...tenant.ids,
        searchSynonymGroup: await insertSynonymGroup(testApp, tenant.id, `doelwit${users}`),
        notificationTemplate: await upsertNotificationTemplate(
          testApp,
          { tenantId: tenant.id, centerId: Number(tenant.ids.center) },
          'nl',
          `doelwit${users}`,
        ),
        notification: String((await createNotification(testApp.database, user.user)).id),
        conversation: await insertConversation(testApp, application),
        job: await insertFailedJob(testApp, tenant.id),
        user: String(user.user.id),
        unconfirmedUser: String(unconfirmedUser.user.id),
        tag: String(tag.id),
        organization: String(organization.id),
        vacancy: String(vacancy.id),
        application: String(application.id),
      };
    },
    send: (request, timeoutMs = 5000) => injectWithin(testApp, injectOptionsOf(request), timeoutMs),
    async close() {
      await testApp.close();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}

/** One request of an attack. */
export interface AttackRequest {
  method: InjectOptions['method'];
  url: string;
  headers: Record<string, string>;
  /** JSON, a multipart form, or bytes sent as they are (with the content type the headers give). */
  body?: RequestBody | { raw: string | Buffer };
}

function injectOptionsOf(request: AttackRequest): InjectOptions {
  const options: InjectOptions = { method: request.method, url: request.url, headers: request.headers };
  if (request.body && 'json' in request.body) options.payload = request.body.json;
  if (request.body && 'raw' in request.body) options.payload = request.body.raw;
  if (request.body && 'multipart' in request.body) {
    const form = multipartBody(request.body.multipart);
    options.headers = { ...request.headers, 'content-type': form.contentType };
    options.payload = form.body;
  }
  return options;
}

async function injectWithin(
  testApp: TestApp,
  options: InjectOptions,
  timeoutMs: number,
): Promise<LightMyRequestResponse | 'hang'> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<'hang'>((resolve) => {
    timer = setTimeout(() => resolve('hang'), timeoutMs);
  });
  try {
    return await Promise.race([testApp.app.inject(options), hang]);
  } finally {
    clearTimeout(timer);
  }
}

async function seedTenant(
  testApp: TestApp,
  key: string,
  marker: string,
  sessionFor: AttackWorld['sessionFor'],
  options: { hostless?: boolean } = {},
): Promise<AttackTenant> {
  const { database } = testApp;
  const host = `${key}.example`;
  const tenant = await createTenant(database, {
    key,
    appName: `Vacaturebank ${marker}`,
    hosts: options.hostless ? [] : [host],
    wildcardSuffixes: options.hostless ? [] : [`.${host}`],
    volunteerProfilesEnabled: true,
  });
  const { center } = await createCenter(database, tenant.id, {
    center: { isDefault: true, name: `Centrum ${marker}` },
  });
  const { center: otherCenter } = await createCenter(database, tenant.id, {
    center: { name: `Tweede centrum ${marker}` },
  });
  const organization = await createOrganization(database, center, { name: `Buurthuis ${marker}` });
  const siblingOrganization = await createOrganization(database, center, { name: `Voedselbank ${marker}` });
  const otherCenterOrganization = await createOrganization(database, otherCenter, { name: `Dorpshuis ${marker}` });

  const make = async (label: string, roles: RoleToGrant[] = [], profile: Partial<UserRow> = {}) =>
    (
      await createUser(database, tenant.id, {
        user: { email: `${label}@${marker}.example`, firstName: label, lastName: marker, ...profile },
        roles,
      })
    ).user;
  const users: Record<ActorName, UserRow> = {
    superAdmin: await make('super', [{ name: 'super_admin' }]),
    centerAdmin: await make('centrum', [{ name: 'center_admin', resourceId: center.id }]),
    otherCenterAdmin: await make('tweede-centrum', [{ name: 'center_admin', resourceId: otherCenter.id }]),
    orgAdmin: await make('brug', [{ name: 'admin', resourceId: organization.id }]),
    otherOrgAdmin: await make('voedselbank', [{ name: 'admin', resourceId: siblingOrganization.id }]),
    volunteer: await make('vrijwilliger'),
    unconfirmed: await make('onbevestigd', [], { confirmedAt: null }),
    applicant: await make('sollicitant', [], {
      phone: '0612345678',
      dateOfBirth: '1990-05-17',
      postcode: '3511AB',
      city: `Stad ${marker}`,
      aboutMe: `Over mij ${marker}`,
    }),
  };

  const tag = async (kind: TagKind, label: string = kind): Promise<TagRow> =>
    withTenant(database, tenant.id, async ({ transaction }) => {
      const [row] = await transaction
        .insert(tags)
        .values({ tenantId: tenant.id, kind, name: `${label} ${marker}` })
        .returning();
      if (!row) throw new Error('tag insert returned nothing');
      return row;
    });
  const spareTag = await tag('category', 'ongebruikt');
  const categoryTag = await tag('category');
  const skillTag = await tag('skill');
  const targetGroupTag = await tag('target_group');
  await withTenant(database, tenant.id, ({ transaction }) =>
    transaction
      .insert(organizationTags)
      .values({ tenantId: tenant.id, organizationId: organization.id, tagId: targetGroupTag.id }),
  );
  const vacancy = await createVacancy(
    database,
    organization,
    { title: `Gastvrouw ${marker}`, questions: [`Vraag ${marker}`], contactEmail: `contact@${marker}.example` },
    [categoryTag.id, skillTag.id, targetGroupTag.id],
  );
  const draftVacancy = await createVacancy(database, organization, {
    title: `Concept ${marker}`,
    status: 'draft',
    publishedAt: null,
  });
  const application = await createApplication(database, vacancy, {
    userId: users.applicant.id,
    motivation: `Motivatie ${marker}`,
    answers: [{ question: `Vraag ${marker}`, answer: `Antwoord ${marker}` }],
    confirmedAt: new Date(),
  });

  const sessionOf = (user: UserRow) => sessionFor(tenant, user);
  const asUser = async (user: UserRow, options: InjectOptions) => {
    const response = await testApp.app.inject({
      ...options,
      headers: { ...tenantHeaders(key, { ...(await sessionOf(user)) }), ...options.headers },
    });
    if (response.statusCode >= 300) {
      throw new Error(`seeding ${options.method} ${options.url} failed (${response.statusCode}): ${response.body}`);
    }
    return response;
  };
  await asUser(users.orgAdmin, {
    method: 'POST',
    url: `/api/v1/applications/${application.id}/notes`,
    payload: { note: { body: `Notitie ${marker}` } },
  });
  await asUser(users.applicant, { method: 'POST', url: `/api/v1/vacancies/${vacancy.id}/favorite` });
  const form = multipartBody([{ name: `logo-${marker}.png`, contentType: 'image/png', bytes: tinyPng() }]);
  const uploaded = await asUser(users.orgAdmin, {
    method: 'POST',
    url: '/api/v1/file_uploads',
    headers: { 'content-type': form.contentType },
    payload: form.body,
  });
  const upload = uploadedFile(uploaded.json());
  await asUser(users.orgAdmin, {
    method: 'POST',
    url: `/api/v1/organizations/${organization.id}/members`,
    payload: { user: { email: users.volunteer.email, first_name: 'Uitgenodigd', last_name: marker } },
  });
  const invitations = await asUser(users.orgAdmin, {
    method: 'GET',
    url: `/api/v1/organizations/${organization.id}/invitations`,
  });
  const invitationId = firstId(invitations.json());
  const conversation = await asUser(users.applicant, {
    method: 'POST',
    url: '/api/v1/conversations',
    payload: { conversation: { kind: 'application', application_id: application.id } },
  });
  const conversationId = (conversation.json() as { data: { id: string } }).data.id;
  const attachmentForm = multipartBody([
    {
      name: `brief-${marker}.pdf`,
      contentType: 'application/pdf',
      bytes: Buffer.from(`%PDF-1.4\n% ${marker}\n%%EOF\n`),
    },
  ]);
  const attached = await asUser(users.orgAdmin, {
    method: 'POST',
    url: '/api/v1/file_uploads?purpose=attachment',
    headers: { 'content-type': attachmentForm.contentType },
    payload: attachmentForm.body,
  });
  const attachment = uploadedFile(attached.json());
  const message = await asUser(users.orgAdmin, {
    method: 'POST',
    url: `/api/v1/conversations/${conversationId}/messages`,
    payload: { message: { body: `Bericht ${marker}`, attachment_ids: [attachment.id] } },
  });
  const messageId = (message.json() as { data: { id: string } }).data.id;
  const sessions = await asUser(users.applicant, { method: 'GET', url: '/api/v1/sessions' });
  const sessionId = firstId(sessions.json());

  const ids: TenantIds = {
    center: String(center.id),
    otherCenter: String(otherCenter.id),
    organization: String(organization.id),
    siblingOrganization: String(siblingOrganization.id),
    otherCenterOrganization: String(otherCenterOrganization.id),
    vacancy: String(vacancy.id),
    draftVacancy: String(draftVacancy.id),
    application: String(application.id),
    tag: String(spareTag.id),
    categoryTag: String(categoryTag.id),
    skillTag: String(skillTag.id),
    targetGroupTag: String(targetGroupTag.id),
    user: String(users.applicant.id),
    unconfirmedUser: String(users.unconfirmed.id),
    session: sessionId,
    invitation: invitationId,
    upload: upload.name,
    searchSynonymGroup: await insertSynonymGroup(testApp, tenant.id, marker),
    notificationTemplate: await upsertNotificationTemplate(
      testApp,
      { tenantId: tenant.id, centerId: center.id },
      'en',
      marker,
    ),
    notification: String(
      (await createNotification(testApp.database, users.applicant, { text: `Melding ${marker}` })).id,
    ),
    conversation: conversationId,
    attachment: attachment.id,
    job: await insertFailedJob(testApp, tenant.id),
  };
  const resources = new Map<string, Set<string>>([
    ['tenants', new Set([key])],
    ['volunteer_centers', new Set([ids.center, ids.otherCenter])],
    ['organizations', new Set([ids.organization, ids.siblingOrganization, ids.otherCenterOrganization])],
    ['vacancies', new Set([ids.vacancy, ids.draftVacancy])],
    ['applications', new Set([ids.application])],
    ['tags', new Set([ids.tag, ids.categoryTag, ids.skillTag, ids.targetGroupTag])],
    ['users', new Set(Object.values(users).map((user) => String(user.id)))],
    ['sessions', new Set([ids.session])],
    ['organization_invitations', new Set([ids.invitation])],
    ['file_uploads', new Set([upload.id, attachment.id])],
    ['search_synonym_groups', new Set([ids.searchSynonymGroup])],
    ['notification_templates', new Set([ids.notificationTemplate])],
    ['notifications', new Set([ids.notification])],
    ['conversations', new Set([ids.conversation])],
    ['jobs', new Set([ids.job])],
    ['conversation_messages', new Set([messageId])],
  ]);
  return { key, id: tenant.id, host, marker, ids, users, resources };
}
