import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { applicationEvents, applications } from '../modules/applications/applications.schema.ts';
import { auditEvents, type NewAuditEventRow } from '../modules/audit/audit.schema.ts';
import { organizations } from '../modules/organizations/organizations.schema.ts';
import { vacancies } from '../modules/vacancies/vacancies.schema.ts';
import type { Database } from '../platform/database/connection.ts';
import { withTenant } from '../platform/database/tenant-scope.ts';
import { seededRandom } from './demo-vacancy-plan.ts';

/** The demo logins whose hands show in the activity feed. */
export interface DemoActivityLogins {
  centerAdminUserId?: number;
  organization?: { id: number; adminUserId: number };
}

const hour = 3_600_000;
const day = 24 * hour;
/** Vacancies published in these last days show as published in the feed. */
const publishedWithinDays = 21;
/** How many of the organisations joined lately (registered and approved in the last weeks). */
const recentlyJoined = 3;

/**
 * Writes the audit events a few weeks of use leave behind (the centre dashboard's activity feed),
 * every one dated in the past: the newest organisations registered and approved by the centre
 * admin, vacancies published, applicants who made an account and applied, and what became of the
 * applications the organisations accepted (started, stopped, not shown up). Read after the
 * vacancies and applications are seeded.
 */
export async function seedDemoActivity(
  database: Database,
  tenant: { id: number; key: string },
  logins: DemoActivityLogins,
  now: Date = new Date(),
): Promise<number> {
  const random = seededRandom(`activity:${tenant.key}`);
  return withTenant(database, tenant.id, async ({ transaction }) => {
    const events: NewAuditEventRow[] = [];
    const event = (entry: Omit<NewAuditEventRow, 'tenantId'>) => events.push({ tenantId: tenant.id, ...entry });
    const organizationAdminOf = (organizationId: number) =>
      organizationId === logins.organization?.id ? logins.organization.adminUserId : null;

    const joined = await transaction
      .select({ id: organizations.id, name: organizations.name })
      .from(organizations)
      .where(and(eq(organizations.tenantId, tenant.id), eq(organizations.status, 'approved')))
      .orderBy(asc(organizations.id));
    for (const [index, organization] of joined.slice(-recentlyJoined).entries()) {
      const registeredAt = new Date(now.getTime() - (30 - index * 9) * day - random() * 8 * hour);
      const approvedAt = new Date(registeredAt.getTime() + (5 + random() * 40) * hour);
      event({
        action: 'organization_created',
        actorUserId: logins.centerAdminUserId ?? null,
        details: { organizationId: organization.id, name: organization.name },
        createdAt: registeredAt,
      });
      event({
        action: 'organization_status_changed',
        actorUserId: logins.centerAdminUserId ?? null,
        details: { organizationId: organization.id, from: 'pending', to: 'approved' },
        createdAt: approvedAt,
      });
    }

    const published = await transaction
      .select({
        id: vacancies.id,
        title: vacancies.title,
        organizationId: vacancies.organizationId,
        publishedAt: vacancies.publishedAt,
      })
      .from(vacancies)
      .where(
        and(
          eq(vacancies.tenantId, tenant.id),
          eq(vacancies.status, 'published'),
          gte(vacancies.publishedAt, new Date(now.getTime() - publishedWithinDays * day)),
        ),
      );
    for (const vacancy of published) {
      event({
        action: 'vacancy_created',
        actorUserId: organizationAdminOf(vacancy.organizationId),
        details: {
          vacancyId: vacancy.id,
          organizationId: vacancy.organizationId,
          title: vacancy.title,
          status: 'published',
        },
        createdAt: vacancy.publishedAt!,
      });
    }

    const sent = await transaction
      .select({
        id: applications.id,
        userId: applications.userId,
        status: applications.status,
        organizationId: applications.organizationId,
        createdAt: applications.createdAt,
        title: vacancies.title,
      })
      .from(applications)
      .innerJoin(
        vacancies,
        and(eq(vacancies.tenantId, applications.tenantId), eq(vacancies.id, applications.vacancyId)),
      )
      .where(eq(applications.tenantId, tenant.id))
      .orderBy(asc(applications.createdAt));
    // What became of the matches: accepted, and then started, stopped or not shown up.
    const matchMoves = await transaction
      .select({
        applicationId: applicationEvents.applicationId,
        fromStatus: applicationEvents.fromStatus,
        toStatus: applicationEvents.toStatus,
        stopReason: applicationEvents.stopReason,
        createdAt: applicationEvents.createdAt,
      })
      .from(applicationEvents)
      .where(
        and(
          eq(applicationEvents.tenantId, tenant.id),
          inArray(applicationEvents.toStatus, ['accepted', 'started', 'stopped', 'no_show']),
        ),
      )
      .orderBy(asc(applicationEvents.createdAt));
    const movesOf = new Map<number, typeof matchMoves>();
    for (const move of matchMoves) movesOf.set(move.applicationId, [...(movesOf.get(move.applicationId) ?? []), move]);
    const signedUp = new Set<number>();
    for (const application of sent) {
      const details = { applicationId: application.id, organizationId: application.organizationId };
      const title = application.title;
      if (application.userId !== null && !signedUp.has(application.userId)) {
        signedUp.add(application.userId);
        // Applicants made their account shortly before their first application.
        event({
          action: 'user_created',
          actorUserId: application.userId,
          subjectUserId: application.userId,
          details: { signUp: true },
          createdAt: new Date(application.createdAt.getTime() - (10 + random() * 50) * 60_000),
        });
      }
      event({
        action: 'application_received',
        actorUserId: application.userId,
        subjectUserId: application.userId,
        details: { ...details, title },
        createdAt: application.createdAt,
      });
      for (const move of movesOf.get(application.id) ?? []) {
        event({
          action: 'application_status_changed',
          actorUserId: organizationAdminOf(application.organizationId),
          subjectUserId: application.userId,
          details: {
            ...details,
            title,
            from: move.fromStatus,
            to: move.toStatus,
            ...(move.stopReason ? { stopReason: move.stopReason } : {}),
          },
          createdAt: move.createdAt,
        });
      }
    }
    const past = events.filter((entry) => entry.createdAt! < now);
    for (let start = 0; start < past.length; start += 200) {
      await transaction.insert(auditEvents).values(past.slice(start, start + 200));
    }
    return past.length;
  });
}
