import type { Database } from '../../platform/database/connection.ts';
import { findPublicVacancyStamps, type VacancyStamp } from './vacancy-search.repository.ts';
import { publicCriteria, withPublicSearchScope, type SearchAudience } from './vacancy-search.service.ts';

/** How many vacancies a sitemap lists at most (the sitemap protocol's limit is 50,000 addresses). */
export const sitemapVacancyLimit = 45_000;

/** The audience's public vacancies with when each last changed, newest first (the sitemap). */
export async function listPublicVacancyStamps(database: Database, audience: SearchAudience): Promise<VacancyStamp[]> {
  return withPublicSearchScope(database, audience.tenant.id, (scope) =>
    findPublicVacancyStamps(scope, publicCriteria(audience), sitemapVacancyLimit),
  );
}
