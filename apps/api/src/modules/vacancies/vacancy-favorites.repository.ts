import { and, asc, eq } from 'drizzle-orm';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { vacancies, vacancyFavorites } from './vacancies.schema.ts';

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

/** Every vacancy a user saved, with its title, oldest first (for their data download). */
export async function findFavoritesOfUser(
  scope: TenantScope,
  userId: number,
): Promise<{ vacancyId: number; title: string; createdAt: Date }[]> {
  return scope.transaction
    .select({ vacancyId: vacancyFavorites.vacancyId, title: vacancies.title, createdAt: vacancyFavorites.createdAt })
    .from(vacancyFavorites)
    .innerJoin(
      vacancies,
      and(eq(vacancies.tenantId, vacancyFavorites.tenantId), eq(vacancies.id, vacancyFavorites.vacancyId)),
    )
    .where(and(ofTenant(vacancyFavorites, scope), eq(vacancyFavorites.userId, userId)))
    .orderBy(asc(vacancyFavorites.createdAt), asc(vacancyFavorites.vacancyId));
}

/** Forgets every vacancy a user saved (their account is erased). */
export async function deleteFavoritesOfUser(scope: TenantScope, userId: number): Promise<void> {
  await scope.transaction
    .delete(vacancyFavorites)
    .where(and(ofTenant(vacancyFavorites, scope), eq(vacancyFavorites.userId, userId)));
}
