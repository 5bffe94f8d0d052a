import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { organizations } from '../organizations/organizations.schema.ts';

// Whether the public sees a vacancy, as SQL: the one definition every public read and applying use
// (issue 29 §5). Its organisation's status is read through the organisation's key, so archiving,
// denying or re-approving an organisation hides or shows its vacancies without changing them.

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
