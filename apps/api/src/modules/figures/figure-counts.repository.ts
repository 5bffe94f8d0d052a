import { and, count, inArray } from 'drizzle-orm';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { vacancies } from '../vacancies/vacancies.schema.ts';
import {
  findableVacancyCondition,
  publicVacancyCondition,
  type CenterAudience,
} from './figure-definitions.repository.ts';

// Counts of the figures of `figure-definitions.repository.ts` for the pages that show one number
// apart from a list (the dashboard; the analytics to come). Lists that count their own results
// (the search, its facets) use the same conditions in their own statement.

/** How many vacancies are findable on the audience's site (as of `today`): what the search finds without filters. */
export async function countFindableVacancies(
  scope: TenantScope,
  today: string,
  audience: Omit<CenterAudience, 'tenantId'>,
): Promise<number> {
  const [row] = await scope.transaction
    .select({ total: count() })
    .from(vacancies)
    .where(and(ofTenant(vacancies, scope), findableVacancyCondition(today, { ...audience, tenantId: scope.tenantId })));
  return row?.total ?? 0;
}

/** How many open vacancies (published, not expired, of a listed organisation) each of these organisations has. */
export async function countOpenVacanciesOfOrganizations(
  scope: TenantScope,
  today: string,
  organizationIds: number[],
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (organizationIds.length === 0) return counts;
  const rows = await scope.transaction
    .select({ organizationId: vacancies.organizationId, total: count() })
    .from(vacancies)
    .where(
      and(
        ofTenant(vacancies, scope),
        inArray(vacancies.organizationId, organizationIds),
        publicVacancyCondition(today),
      ),
    )
    .groupBy(vacancies.organizationId);
  for (const row of rows) counts.set(row.organizationId, row.total);
  return counts;
}
