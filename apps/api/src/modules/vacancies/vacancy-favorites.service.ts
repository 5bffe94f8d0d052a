import type { SignedInUser } from '../../platform/auth/authentication.ts';
import type { Database } from '../../platform/database/connection.ts';
import { withTenant } from '../../platform/database/tenant-scope.ts';
import { deleteFavorite, insertFavorite } from './vacancy-favorites.repository.ts';
import { vacancyNotFound } from './vacancies.errors.ts';
import { canFavoriteVacancy } from './vacancies.policy.ts';
import { findVacancyById } from './vacancies.repository.ts';
import { todayInNetherlands } from './vacancy-fields.ts';

/**
 * POST (save) and DELETE (forget) /api/v1/vacancies/{id}/favorite: for a
 * public vacancy of the tenant, by any signed-in user; saying it twice
 * changes nothing. Anything else is the 404 of a vacancy that does not exist.
 */
export async function setFavorite(
  database: Database,
  actor: SignedInUser,
  vacancyId: number,
  favorite: boolean,
): Promise<void> {
  await withTenant(database, actor.tenantId, async (scope) => {
    const vacancy = await findVacancyById(scope, vacancyId, todayInNetherlands());
    if (!vacancy || !canFavoriteVacancy(actor, vacancy)) throw vacancyNotFound();
    if (favorite) await insertFavorite(scope, actor.id, vacancy.id);
    else await deleteFavorite(scope, actor.id, vacancy.id);
  });
}
