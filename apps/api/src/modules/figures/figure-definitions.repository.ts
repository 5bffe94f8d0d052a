import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { organizations } from '../organizations/organizations.schema.ts';
import { volunteerCenters } from '../volunteer-centers/volunteer-centers.schema.ts';
import { vacancies } from '../vacancies/vacancies.schema.ts';

// The one definition of each figure the product shows (decision 050, issue 31 §2). Every page
// that counts vacancies or organisations, every public list and the analytics to come build on
// these conditions, so the same thing is never counted two ways. A page that shows a different
// figure (the tags' usage, the management list's statuses) says so in its label.
//
// The figures, and what the pages say they count:
//
// - open vacancy (`publicVacancyCondition`): published, not past its closing date, of a listed
//   organisation — anyone with the link can read it and apply. "gepubliceerd en niet verlopen".
//   An organisation's page and dashboard count these.
// - findable vacancy (`findableVacancyCondition`): an open vacancy of the site's centre, or shared
//   by another centre when the tenant shares — what the search finds without filters. The home
//   page's total and category tiles, the search's total and facets, the map, the feeds, the
//   sitemap, the digests and the centre dashboard's "vindbaar" count these.
// - listed organisation (`listedOrganizationCondition`): approved — the public list of
//   organisations (`/organizations`) counts these, of every centre of the tenant (decision 008).
// - organisations with findable vacancies: the distinct organisations of the findable vacancies
//   (the search's organisation facet): "115 vacatures bij 38 organisaties" on the home page.
// - organisations per status of the centres one governs: the dashboard and the approvals page.

/** The status of an organisation the public sees, lists and finds vacancies of. */
export const listedOrganizationStatus = 'approved' as const;

// A literal in the SQL, as before: query plans and partial indexes see the constant.
const listedStatusLiteral = sql.raw(`'${listedOrganizationStatus}'`);

/** A condition over `organizations` (not aliased): the organisation is listed (approved). */
export function listedOrganizationCondition(): SQL<boolean> {
  return sql<boolean>`${organizations.status} = ${listedStatusLiteral}`;
}

/**
 * A condition over `vacancies` (not aliased): an open vacancy — published, not past its expiry
 * date and of a listed organisation. `today` is the date in the Netherlands (YYYY-MM-DD) expiry
 * dates are measured against. The organisation's status is read through its key, so archiving,
 * denying or re-approving an organisation hides or shows its vacancies without changing them
 * (issue 29 §5). The columns are spelled with their table: in a one-table query Drizzle leaves
 * them unqualified, and inside the subquery an unqualified `tenant_id` would be the organisation's.
 */
export function publicVacancyCondition(today: string | Placeholder): SQL<boolean> {
  return sql<boolean>`("vacancies"."status" = 'published'
    and ("vacancies"."expires_on" is null or "vacancies"."expires_on" >= ${today}::date)
    and exists (select 1 from ${organizations} as vacancy_organization
      where vacancy_organization.tenant_id = "vacancies"."tenant_id"
        and vacancy_organization.id = "vacancies"."organization_id"
        and vacancy_organization.status = ${listedStatusLiteral}))`;
}

/** Whose findable vacancies a figure or list is about: a site's centre. */
export interface CenterAudience {
  tenantId: number;
  /** The centre the list is for (the site's: named, else its host's, else the default); undefined: the tenant's default centre. */
  centerId: number | undefined;
  /** Also vacancies other centres share (the tenant has centre sharing on). */
  includeShared: boolean;
}

/**
 * A condition over `vacancies`: findable on the audience's site — open (`publicVacancyCondition`,
 * as of `today`) and of the audience's centre, or shared by another centre of the tenant when the
 * audience takes shared ones (decision 043).
 */
export function findableVacancyCondition(today: string, audience: CenterAudience): SQL<boolean> {
  const center =
    audience.centerId ??
    sql`(select ${volunteerCenters.id} from ${volunteerCenters} where ${volunteerCenters.tenantId} = ${audience.tenantId}
      order by ${volunteerCenters.isDefault} desc, ${volunteerCenters.id} limit 1)`;
  const ofCenter = audience.includeShared
    ? sql`(${vacancies.volunteerCenterId} = ${center} or ${vacancies.sharedWithCenters})`
    : sql`${vacancies.volunteerCenterId} = ${center}`;
  return sql<boolean>`(${publicVacancyCondition(today)} and ${ofCenter})`;
}
