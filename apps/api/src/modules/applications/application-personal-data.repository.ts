import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { organizations } from '../organizations/organizations.schema.ts';
import { vacancies } from '../vacancies/vacancies.schema.ts';
import {
  applicationEvents,
  applicationNotes,
  applications,
  type ApplicationEventRow,
  type ApplicationNoteRow,
  type ApplicationRow,
} from './applications.schema.ts';

// What the applications module keeps about a person, for their download and their erasure.

/** One of a person's applications with the vacancy and organisation it went to. */
export interface OwnApplication {
  application: ApplicationRow;
  vacancyTitle: string;
  organizationName: string;
}

/** Every application a person made with their account, oldest first. */
export async function findApplicationsOfUser(scope: TenantScope, userId: number): Promise<OwnApplication[]> {
  return scope.transaction
    .select({ application: applications, vacancyTitle: vacancies.title, organizationName: organizations.name })
    .from(applications)
    .innerJoin(vacancies, and(eq(vacancies.tenantId, applications.tenantId), eq(vacancies.id, applications.vacancyId)))
    .innerJoin(
      organizations,
      and(eq(organizations.tenantId, applications.tenantId), eq(organizations.id, applications.organizationId)),
    )
    .where(and(ofTenant(applications, scope), eq(applications.userId, userId)))
    .orderBy(asc(applications.createdAt), asc(applications.id));
}

/** The histories of some applications, oldest step first. */
export async function findEventsOfApplications(
  scope: TenantScope,
  applicationIds: readonly number[],
): Promise<ApplicationEventRow[]> {
  if (applicationIds.length === 0) return [];
  return scope.transaction
    .select()
    .from(applicationEvents)
    .where(and(ofTenant(applicationEvents, scope), inArray(applicationEvents.applicationId, [...applicationIds])))
    .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id));
}

/** Every status change a person made on someone else's application, oldest first (their own are its history). */
export async function findEventsByActorOnOthers(scope: TenantScope, userId: number): Promise<ApplicationEventRow[]> {
  return scope.transaction
    .select(getTableColumns(applicationEvents))
    .from(applicationEvents)
    .innerJoin(
      applications,
      and(eq(applications.tenantId, applicationEvents.tenantId), eq(applications.id, applicationEvents.applicationId)),
    )
    .where(
      and(
        ofTenant(applicationEvents, scope),
        eq(applicationEvents.actorUserId, userId),
        sql`${applications.userId} is distinct from ${userId}`,
      ),
    )
    .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id));
}

/** Every note a person wrote on an application, oldest first. */
export async function findNotesByAuthor(scope: TenantScope, userId: number): Promise<ApplicationNoteRow[]> {
  return scope.transaction
    .select()
    .from(applicationNotes)
    .where(and(ofTenant(applicationNotes, scope), eq(applicationNotes.authorUserId, userId)))
    .orderBy(asc(applicationNotes.createdAt), asc(applicationNotes.id));
}

/** Deletes a person's applications; their history and the organisation's notes on them go with them. */
export async function deleteApplicationsOfUser(scope: TenantScope, userId: number): Promise<void> {
  await scope.transaction
    .delete(applications)
    .where(and(ofTenant(applications, scope), eq(applications.userId, userId)));
}

/** Keeps the status changes a person made in others' application histories, without naming them. */
export async function forgetActorOfApplicationEvents(scope: TenantScope, userId: number): Promise<void> {
  await scope.transaction
    .update(applicationEvents)
    .set({ actorUserId: null })
    .where(and(ofTenant(applicationEvents, scope), eq(applicationEvents.actorUserId, userId)));
}

/** Keeps the notes a person wrote for the organisation, without naming them. */
export async function forgetAuthorOfApplicationNotes(scope: TenantScope, userId: number): Promise<void> {
  await scope.transaction
    .update(applicationNotes)
    .set({ authorUserId: null })
    .where(and(ofTenant(applicationNotes, scope), eq(applicationNotes.authorUserId, userId)));
}
