import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { organizations } from '../organizations/organizations.schema.ts';
import { volunteerCenters } from '../volunteer-centers/volunteer-centers.schema.ts';
import { vacancies } from './vacancies.schema.ts';

// Whether the public sees a vacancy, as SQL: the one definition every public read and applying use
// (issue 29 §5). Its organisation's status is read through the organisation's key, so archiving,
// denying or re-approving an organisation hides or shows its vacancies without changing them.
// Public lists (search, feeds, sitemap, digests) show a centre's public vacancies, and what other
// centres share: `publicCenterVacancyCondition`, the one definition of that too (issue 30).

/**
 * A condition over `vacancies` (not aliased): published, not past its expiry date and of an
 * approved organisation. `today` is the date in the Netherlands (YYYY-MM-DD) expiry dates are
 * measured against. The columns are spelled with their table: in a one-table query Drizzle leaves
 * them unqualified, and inside the subquery an unqualified `tenant_id` would be the organisation's.
 */
export function publicVacancyCondition(today: string | Placeholder): SQL<boolean> {
  return sql<boolean>`("vacancies"."status" = 'published'
    and ("vacancies"."expires_on" is null or "vacancies"."expires_on" >= ${today}::date)
    and exists (select 1 from ${organizations} as vacancy_organization
      where vacancy_organization.tenant_id = "vacancies"."tenant_id"
        and vacancy_organization.id = "vacancies"."organization_id"
        and vacancy_organization.status = 'approved'))`;
}

/** Whose public vacancies a list shows. */
export interface CenterAudience {
  tenantId: number;
  /** The centre the list is for (the site's: named, else its host's, else the default); undefined: the tenant's default centre. */
  centerId: number | undefined;
  /** Also vacancies other centres share (the tenant has centre sharing on). */
  includeShared: boolean;
}

/**
 * A condition over `vacancies`: public (`publicVacancyCondition`, as of `today`) and of the
 * audience's centre, or shared by another centre of the tenant when the audience takes shared ones.
 */
export function publicCenterVacancyCondition(today: string, audience: CenterAudience): SQL<boolean> {
  const center =
    audience.centerId ??
    sql`(select ${volunteerCenters.id} from ${volunteerCenters} where ${volunteerCenters.tenantId} = ${audience.tenantId}
      order by ${volunteerCenters.isDefault} desc, ${volunteerCenters.id} limit 1)`;
  const ofCenter = audience.includeShared
    ? sql`(${vacancies.volunteerCenterId} = ${center} or ${vacancies.sharedWithCenters})`
    : sql`${vacancies.volunteerCenterId} = ${center}`;
  return sql<boolean>`(${publicVacancyCondition(today)} and ${ofCenter})`;
}
