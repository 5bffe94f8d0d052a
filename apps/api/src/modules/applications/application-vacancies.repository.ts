import { and, count, eq, inArray } from 'drizzle-orm';
import { placeTakingApplicationStatuses } from '@volunteerly/contracts/applications';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import type { ContactCandidate } from '../mail/mail-branding.ts';
import { organizationProfiles, organizations } from '../organizations/organizations.schema.ts';
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

/**
 * Whom an applicant may ask about a vacancy, in order (issue 31 §5): the vacancy's contact person,
 * the organisation's contact person, then the organisation itself by its e-mail address and phone.
 * A contact without a name goes by the organisation's name. Empty when the vacancy is gone.
 */
export async function findQuestionsContacts(scope: TenantScope, vacancyId: number): Promise<ContactCandidate[]> {
  const [row] = await scope.transaction
    .select({
      vacancyName: vacancies.contactName,
      vacancyEmail: vacancies.contactEmail,
      vacancyPhone: vacancies.contactPhone,
      organizationName: organizations.name,
      personName: organizationProfiles.contactName,
      personEmail: organizationProfiles.contactEmail,
      personPhone: organizationProfiles.contactPhone,
      organizationEmail: organizationProfiles.email,
      organizationPhone: organizationProfiles.phone,
    })
    .from(vacancies)
    .innerJoin(
      organizations,
      and(eq(organizations.tenantId, vacancies.tenantId), eq(organizations.id, vacancies.organizationId)),
    )
    .leftJoin(
      organizationProfiles,
      and(
        eq(organizationProfiles.tenantId, organizations.tenantId),
        eq(organizationProfiles.organizationId, organizations.id),
      ),
    )
    .where(and(ofTenant(vacancies, scope), eq(vacancies.id, vacancyId)))
    .limit(1);
  if (!row) return [];
  const named = (name: string | null) => name?.trim() || row.organizationName;
  return [
    { name: named(row.vacancyName), email: row.vacancyEmail, phone: row.vacancyPhone },
    { name: named(row.personName), email: row.personEmail, phone: row.personPhone },
    { name: row.organizationName, email: row.organizationEmail, phone: row.organizationPhone },
  ];
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
