import type { Database } from '../platform/database/connection.ts';
import { withTenant } from '../platform/database/tenant-scope.ts';
import {
  applicationEvents,
  applications,
  type ApplicationRow,
  type NewApplicationRow,
} from '../modules/applications/applications.schema.ts';
import type { VacancyRow } from '../modules/vacancies/vacancies.schema.ts';

type ApplicationOverrides = Partial<Omit<NewApplicationRow, 'tenantId' | 'vacancyId' | 'organizationId'>>;

/** Attributes of a valid application to a vacancy (a user's or a guest's: give `userId` or guest fields). */
export function buildApplication(vacancy: VacancyRow, overrides: ApplicationOverrides = {}): NewApplicationRow {
  return {
    tenantId: vacancy.tenantId,
    vacancyId: vacancy.id,
    organizationId: vacancy.organizationId,
    motivation: 'Ik help graag mensen in de buurt en heb op woensdag tijd.',
    status: 'new',
    ...overrides,
  };
}

/** Inserts an application with the first step of its history. */
export async function createApplication(
  database: Database,
  vacancy: VacancyRow,
  overrides: ApplicationOverrides = {},
): Promise<ApplicationRow> {
  return withTenant(database, vacancy.tenantId, async ({ transaction }) => {
    const [row] = await transaction.insert(applications).values(buildApplication(vacancy, overrides)).returning();
    if (!row) throw new Error('application insert returned nothing');
    await transaction
      .insert(applicationEvents)
      .values({ tenantId: row.tenantId, applicationId: row.id, actorUserId: row.userId, toStatus: row.status });
    return row;
  });
}
