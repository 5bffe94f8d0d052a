import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { applications } from '../applications/applications.schema.ts';
import { vacancies } from './vacancies.schema.ts';

// How many applications a vacancy has, as the organisation counts them: the back-office list and the
// dashboard both use these columns, so a number on one page is the number on the other.

/** The applications an organisation sees on the vacancy of the row: confirmed ones (a guest confirms by mail). */
function confirmedApplicationsOfRow(): SQL {
  return and(eq(applications.vacancyId, vacancies.id), isNotNull(applications.confirmedAt))!;
}

/** A query column over `vacancies`: the row's confirmed applications. */
export function confirmedApplicationCount(): SQL<number> {
  return sql<number>`(select count(*) from ${applications} where ${confirmedApplicationsOfRow()})`.mapWith(Number);
}

/** A query column over `vacancies`: the row's confirmed applications still waiting for a first answer ('new'). */
export function newApplicationCount(): SQL<number> {
  return sql<number>`(select count(*) from ${applications} where ${confirmedApplicationsOfRow()} and ${applications.status} = 'new')`.mapWith(
    Number,
  );
}

/** A vacancy's confirmed applications and how many of them are new. */
export interface VacancyApplicationTotals {
  applications: number;
  newApplications: number;
}

/** The application totals of these vacancies of the scope's tenant, by vacancy id: one query for a page. */
export async function countApplicationsOfVacancies(
  scope: TenantScope,
  vacancyIds: number[],
): Promise<Map<number, VacancyApplicationTotals>> {
  if (vacancyIds.length === 0) return new Map();
  const rows = await scope.transaction
    .select({ id: vacancies.id, applications: confirmedApplicationCount(), newApplications: newApplicationCount() })
    .from(vacancies)
    .where(and(ofTenant(vacancies, scope), inArray(vacancies.id, vacancyIds)));
  return new Map(rows.map(({ id, ...totals }) => [id, totals]));
}
