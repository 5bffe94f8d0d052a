import { and, count, eq, inArray } from 'drizzle-orm';
import { placeTakingApplicationStatuses } from '@volunteerly/contracts/applications';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { vacancies } from '../vacancies/vacancies.schema.ts';
import { publicVacancyCondition } from '../figures/figure-definitions.repository.ts';
import { applications } from './applications.schema.ts';

// The vacancies module is built apart; applications read the vacancies table through this file only.

/** What an application needs of its vacancy. */
export interface ApplicableVacancy {
  id: number;
  organizationId: number;
  title: string;
  places: number;
  questions: string[];
  contactName: string | null;
  contactEmail: string | null;
}

/**
 * A vacancy of the scope's tenant one can apply to: a public one (published, not past its expiry
 * date as of `today`, of an approved organisation).
 */
export async function findOpenVacancy(
  scope: TenantScope,
  vacancyId: number,
  today: string,
): Promise<ApplicableVacancy | undefined> {
  const [row] = await scope.transaction
    .select({
      id: vacancies.id,
      organizationId: vacancies.organizationId,
      title: vacancies.title,
      places: vacancies.places,
      questions: vacancies.questions,
      contactName: vacancies.contactName,
      contactEmail: vacancies.contactEmail,
    })
    .from(vacancies)
    .where(and(ofTenant(vacancies, scope), eq(vacancies.id, vacancyId), publicVacancyCondition(today)))
    .limit(1);
  return row;
}

/** A vacancy's title and contact person, whatever its status (for mails about existing applications). */
export async function findVacancyContact(
  scope: TenantScope,
  vacancyId: number,
): Promise<Pick<ApplicableVacancy, 'title' | 'contactName' | 'contactEmail'> | undefined> {
  const [row] = await scope.transaction
    .select({ title: vacancies.title, contactName: vacancies.contactName, contactEmail: vacancies.contactEmail })
    .from(vacancies)
    .where(and(ofTenant(vacancies, scope), eq(vacancies.id, vacancyId)))
    .limit(1);
  return row;
}

/** How many places of a vacancy are taken (its accepted and started applications). */
export async function countAcceptedApplications(scope: TenantScope, vacancyId: number): Promise<number> {
  const [row] = await scope.transaction
    .select({ total: count() })
    .from(applications)
    .where(
      and(
        ofTenant(applications, scope),
        eq(applications.vacancyId, vacancyId),
        inArray(applications.status, [...placeTakingApplicationStatuses]),
      ),
    );
  return row?.total ?? 0;
}
