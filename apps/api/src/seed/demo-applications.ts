import { eq } from 'drizzle-orm';
import { buildApplication } from '../factories/application-factory.ts';
import { createUser } from '../factories/user-factory.ts';
import { applicationEvents, applications } from '../modules/applications/applications.schema.ts';
import { vacancies } from '../modules/vacancies/vacancies.schema.ts';
import type { Database } from '../platform/database/connection.ts';
import { withTenant } from '../platform/database/tenant-scope.ts';
import { demoApplicant, demoApplicantNames } from './demo-applicants.ts';
import { planDemoApplications } from './demo-application-plan.ts';

/** The demo logins that take part: the organisation admin answers, the volunteer applies. */
export interface DemoApplicationLogins {
  organization?: { id: number; adminUserId: number };
  volunteerUserId?: number;
}

/**
 * Adds a tenant's demo applicants (people without a password, so no logins)
 * and their applications (demo-application-plan.ts), each with its history:
 * sent by the applicant, then answered by the organisation or withdrawn.
 * Returns how many applications it added.
 */
export async function seedDemoApplications(
  database: Database,
  tenant: { id: number; key: string },
  logins: DemoApplicationLogins = {},
): Promise<number> {
  const applicantIds: number[] = [];
  for (const name of demoApplicantNames[tenant.key] ?? []) {
    const { user } = await createUser(database, tenant.id, { user: demoApplicant(name), password: null });
    applicantIds.push(user.id);
  }
  const now = new Date();
  return withTenant(database, tenant.id, async ({ transaction }) => {
    const rows = await transaction.select().from(vacancies).where(eq(vacancies.tenantId, tenant.id));
    const planned = planDemoApplications({
      tenantKey: tenant.key,
      now,
      vacancies: rows,
      applicantIds,
      demoOrganizationId: logins.organization?.id,
      demoVolunteerId: logins.volunteerUserId,
    });
    if (planned.length === 0) return 0;
    const inserted = await transaction
      .insert(applications)
      .values(
        planned.map((application) =>
          buildApplication(application.vacancy, {
            userId: application.userId,
            motivation: application.motivation,
            status: application.status,
            stopReason: application.stopReason ?? null,
            confirmedAt: application.appliedAt,
            statusChangedAt: application.statusChangedAt,
            createdAt: application.appliedAt,
            updatedAt: application.statusChangedAt,
          }),
        ),
      )
      .returning({ id: applications.id });
    const events = inserted.flatMap(({ id }, index) => {
      const application = planned[index]!;
      const sent = {
        tenantId: tenant.id,
        applicationId: id,
        actorUserId: application.userId,
        toStatus: 'new' as const,
        createdAt: application.appliedAt,
      };
      const organizationAdmin =
        application.vacancy.organizationId === logins.organization?.id ? logins.organization.adminUserId : null;
      const moves = application.moves.map((move) => ({
        tenantId: tenant.id,
        applicationId: id,
        actorUserId: move.to === 'withdrawn' ? application.userId : organizationAdmin,
        fromStatus: move.from,
        toStatus: move.to,
        ...(move.to === 'stopped' ? { stopReason: application.stopReason ?? null } : {}),
        createdAt: move.at,
      }));
      return [sent, ...moves];
    });
    await transaction.insert(applicationEvents).values(events);
    return planned.length;
  });
}
