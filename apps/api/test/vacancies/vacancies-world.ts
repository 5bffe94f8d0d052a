import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ApplicationStatus } from '@volunteerly/contracts/applications';
import { createOrganization } from '../../src/factories/organization-factory.ts';
import { nextSequence } from '../../src/factories/sequence.ts';
import { createUser } from '../../src/factories/user-factory.ts';
import { buildVacancy, createVacancy } from '../../src/factories/vacancy-factory.ts';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import { applications } from '../../src/modules/applications/applications.schema.ts';
import { auditEvents, type AuditEventRow } from '../../src/modules/audit/audit.schema.ts';
import type { OrganizationRow } from '../../src/modules/organizations/organizations.schema.ts';
import { tags, type TagKind, type TagRow } from '../../src/modules/tags/tags.schema.ts';
import type { UserRow } from '../../src/modules/users/users.schema.ts';
import {
  vacancies,
  vacancyFavorites,
  vacancyTags,
  type NewVacancyRow,
  type VacancyRow,
} from '../../src/modules/vacancies/vacancies.schema.ts';
import { signIn, signedInHeaders } from '../support/sessions.ts';
import { createUsersWorld, otherTenantKey, type UsersWorld } from '../users/users-world.ts';

type VacancyOverrides = Partial<Omit<NewVacancyRow, 'tenantId' | 'organizationId' | 'volunteerCenterId'>>;

/** A JSON:API error as the tests read it. */
export interface ErrorEntry {
  status: string;
  code: string;
  title: string;
  detail?: string;
  source?: { pointer?: string; parameter?: string };
}

/**
 * The users world (tenant A 'rivierstad' with its centre, organisations and
 * one person per role; tenant B 'heuvelland') plus what the vacancy tests need:
 * an admin of A's second organisation, a centre admin of B, and factories.
 */
export interface VacanciesWorld extends UsersWorld {
  otherOrgAdmin: UserRow;
  foreignCenterAdmin: UserRow;
  /** Injects a request into tenant B as its centre admin, in English. */
  requestAsForeignCenterAdmin(
    method: InjectOptions['method'],
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  /** A vacancy of an organisation (A's 'Buurthuis De Brug' unless another is given), published unless overridden. */
  vacancy(
    overrides?: VacancyOverrides,
    options?: { organization?: OrganizationRow; tags?: TagRow[] },
  ): Promise<VacancyRow>;
  /** Many vacancies of A's 'Buurthuis De Brug' in one statement. */
  vacancies(count: number, overrides?: VacancyOverrides): Promise<VacancyRow[]>;
  /** A tag of tenant A (or another tenant); the name is made unique when left out. */
  tag(kind: TagKind, name?: string, tenantId?: number): Promise<TagRow>;
  /** A fresh organisation of tenant A's centre. */
  organizationOfA(overrides?: Partial<OrganizationRow>): Promise<OrganizationRow>;
  /** An application by a user to a vacancy, in a status. */
  application(vacancy: VacancyRow, user: UserRow, status?: ApplicationStatus): Promise<void>;
  /** A vacancy row as stored now (undefined once deleted). */
  stored(vacancy: { id: number; tenantId: number }): Promise<VacancyRow | undefined>;
  /** The tag ids on a vacancy, sorted. */
  tagIdsOf(vacancy: { id: number; tenantId: number }): Promise<number[]>;
  /** Whether a user saved a vacancy. */
  isFavorite(vacancy: VacancyRow, user: UserRow): Promise<boolean>;
  /** Tenant A's audit events of an action, oldest first. */
  auditEventsOf(action: string): Promise<AuditEventRow[]>;
}

/** Builds the app (with `environment` added), the people of the users tests and the extras of the vacancy tests. */
export async function createVacanciesWorld(environment: Record<string, string> = {}): Promise<VacanciesWorld> {
  const world = await createUsersWorld(environment);
  const { database } = world.testApp;
  const otherOrgAdmin = (
    await createUser(database, world.tenantId, {
      user: { email: 'voedselbank@example.org' },
      roles: [{ name: 'admin', resourceId: world.otherOrganization.id }],
    })
  ).user;
  const foreignCenterAdmin = (
    await createUser(database, world.otherTenantId, {
      user: { email: 'centrum@heuvelland.example' },
      roles: [{ name: 'center_admin', resourceId: world.foreignOrganization.volunteerCenterId }],
    })
  ).user;
  const foreignSession = await signIn(world.testApp, otherTenantKey, foreignCenterAdmin.email);

  const vacancy: VacanciesWorld['vacancy'] = (overrides = {}, options = {}) =>
    createVacancy(
      database,
      options.organization ?? world.organization,
      overrides,
      (options.tags ?? []).map((tag) => tag.id),
    );

  const manyVacancies: VacanciesWorld['vacancies'] = (count, overrides = {}) =>
    withTenant(database, world.tenantId, ({ transaction }) =>
      transaction
        .insert(vacancies)
        .values(Array.from({ length: count }, () => buildVacancy(world.organization, overrides)))
        .returning(),
    );

  const tag: VacanciesWorld['tag'] = (kind, name, tenantId = world.tenantId) =>
    withTenant(database, tenantId, async ({ transaction }) => {
      const [row] = await transaction
        .insert(tags)
        .values({ tenantId, kind, name: name ?? `Tag ${nextSequence()}` })
        .returning();
      return row!;
    });

  const application: VacanciesWorld['application'] = (target, user, status = 'new') =>
    withTenant(database, target.tenantId, async ({ transaction }) => {
      await transaction.insert(applications).values({
        tenantId: target.tenantId,
        vacancyId: target.id,
        organizationId: target.organizationId,
        userId: user.id,
        motivation: 'Ik help graag mee in de wijk.',
        status,
      });
    });

  const stored: VacanciesWorld['stored'] = (target) =>
    withTenant(database, target.tenantId, async ({ transaction }) => {
      const [row] = await transaction.select().from(vacancies).where(eq(vacancies.id, target.id));
      return row;
    });

  const tagIdsOf: VacanciesWorld['tagIdsOf'] = (target) =>
    withTenant(database, target.tenantId, async ({ transaction }) =>
      (await transaction.select().from(vacancyTags).where(eq(vacancyTags.vacancyId, target.id)))
        .map((row) => row.tagId)
        .sort((left, right) => left - right),
    );

  const isFavorite: VacanciesWorld['isFavorite'] = (target, user) =>
    withTenant(database, target.tenantId, async ({ transaction }) =>
      (await transaction.select().from(vacancyFavorites).where(eq(vacancyFavorites.vacancyId, target.id))).some(
        (row) => row.userId === user.id,
      ),
    );

  const auditEventsOf: VacanciesWorld['auditEventsOf'] = (action) =>
    withTenant(database, world.tenantId, ({ transaction }) =>
      transaction.select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(auditEvents.id),
    );

  return {
    ...world,
    otherOrgAdmin,
    foreignCenterAdmin,
    requestAsForeignCenterAdmin: (method, url, payload) =>
      world.testApp.app.inject({
        method,
        url,
        headers: signedInHeaders(otherTenantKey, foreignSession, { 'accept-language': 'en' }),
        ...(payload ? { payload } : {}),
      }),
    vacancy,
    vacancies: manyVacancies,
    tag,
    organizationOfA: (overrides = {}) => createOrganization(database, world.center, overrides),
    application,
    stored,
    tagIdsOf,
    isFavorite,
    auditEventsOf,
  };
}

/** The fields of a complete vacancy, as a form sends them. */
export function completeVacancyFields(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Maatje voor een oudere buurtbewoner',
    summary: 'Eens per week samen koffie drinken, wandelen of een spelletje doen.',
    description_html: '<p>Je bezoekt een oudere buurtbewoner die graag gezelschap heeft.</p>',
    location_kind: 'address',
    street: 'Oudegracht',
    house_number: '12a',
    postcode: '3511 ab',
    city: 'Utrecht',
    commitment_kind: 'recurring',
    hours_per_week: 2,
    day_parts: { monday: ['morning'], thursday: ['afternoon', 'evening'] },
    minimum_age: 18,
    vog_required: true,
    suitable_for: ['students', 'seniors'],
    languages: ['nl', 'en'],
    places: 3,
    questions: ['Wanneer kun je beginnen?'],
    contact_name: 'Fatima Bakker',
    contact_email: 'fatima@brug.example',
    contact_phone: '030 123 4567',
    ...overrides,
  };
}

/** The errors of a response body. */
export function errorsOf(response: LightMyRequestResponse): ErrorEntry[] {
  return (response.json() as { errors: ErrorEntry[] }).errors;
}

/** The pointers of a response's errors, sorted. */
export function pointersOf(response: LightMyRequestResponse): string[] {
  return errorsOf(response)
    .map((error) => error.source?.pointer ?? '')
    .sort();
}
