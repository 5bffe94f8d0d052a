import type { OrganizationIncludes } from '../organizations/organization-includes.ts';
import { presentVacancyList } from './vacancies.presenter.ts';
import { listVacanciesOfOrganizations } from './vacancies.service.ts';

/** `GET /api/v1/organizations?include=vacancies`: the vacancies module's side of the organisations list. */
export const includeVacanciesOfOrganizations: OrganizationIncludes['vacancies'] = async (
  database,
  tenantId,
  actor,
  organizations,
  locale,
) => {
  const byOrganization = await listVacanciesOfOrganizations(database, tenantId, actor, organizations);
  const idsByOrganization = new Map(
    [...byOrganization].map(([organizationId, records]) => [
      organizationId,
      records.map(({ vacancy }) => String(vacancy.id)),
    ]),
  );
  return { idsByOrganization, resources: presentVacancyList([...byOrganization.values()].flat(), actor, locale) };
};
