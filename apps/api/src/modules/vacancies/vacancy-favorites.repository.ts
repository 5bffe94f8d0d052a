import { and, eq } from 'drizzle-orm';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { vacancyFavorites } from './vacancies.schema.ts';

/** Saves a vacancy for a user (once). */
export async function insertFavorite(scope: TenantScope, userId: number, vacancyId: number): Promise<void> {
  await scope.transaction
    .insert(vacancyFavorites)
    .values({ tenantId: scope.tenantId, userId, vacancyId })
    .onConflictDoNothing();
}

/** Forgets a saved vacancy of a user (nothing happens when it was not saved). */
export async function deleteFavorite(scope: TenantScope, userId: number, vacancyId: number): Promise<void> {
  await scope.transaction
    .delete(vacancyFavorites)
    .where(
      and(
        ofTenant(vacancyFavorites, scope),
        eq(vacancyFavorites.userId, userId),
        eq(vacancyFavorites.vacancyId, vacancyId),
      ),
    );
}
