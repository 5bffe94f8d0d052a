import { and, asc, count, eq, sql } from 'drizzle-orm';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { searchSynonymGroups, type SearchSynonymGroupRow } from './search-synonym-groups.schema.ts';

/** The tenant's synonym groups, oldest first. */
export async function findSynonymGroups(scope: TenantScope): Promise<SearchSynonymGroupRow[]> {
  return scope.transaction
    .select()
    .from(searchSynonymGroups)
    .where(ofTenant(searchSynonymGroups, scope))
    .orderBy(asc(searchSynonymGroups.id));
}

/** The words of each of the tenant's groups (what the search needs of them). */
export async function findSynonymGroupWords(scope: TenantScope): Promise<string[][]> {
  const rows = await scope.transaction
    .select({ words: searchSynonymGroups.words })
    .from(searchSynonymGroups)
    .where(ofTenant(searchSynonymGroups, scope));
  return rows.map((row) => row.words);
}

/** A group of the scope's tenant by id, locked for the rest of the transaction. */
export async function findSynonymGroupById(
  scope: TenantScope,
  groupId: number,
): Promise<SearchSynonymGroupRow | undefined> {
  const [row] = await scope.transaction
    .select()
    .from(searchSynonymGroups)
    .where(and(ofTenant(searchSynonymGroups, scope), eq(searchSynonymGroups.id, groupId)))
    .limit(1)
    .for('update');
  return row;
}

/**
 * How many groups the tenant has, after waiting for any other transaction adding one to it: two
 * additions at once cannot both pass the limit.
 */
export async function countSynonymGroupsLocked(scope: TenantScope): Promise<number> {
  await scope.transaction.execute(
    sql`select pg_advisory_xact_lock(hashtext('search_synonym_groups'), ${scope.tenantId}::integer)`,
  );
  const [row] = await scope.transaction
    .select({ total: count() })
    .from(searchSynonymGroups)
    .where(ofTenant(searchSynonymGroups, scope));
  return row?.total ?? 0;
}

/** Inserts a group. */
export async function insertSynonymGroup(scope: TenantScope, words: string[]): Promise<SearchSynonymGroupRow> {
  const [row] = await scope.transaction
    .insert(searchSynonymGroups)
    .values({ tenantId: scope.tenantId, words })
    .returning();
  if (!row) throw new Error('synonym group insert returned nothing');
  return row;
}

/** Replaces a group's words. */
export async function updateSynonymGroup(
  scope: TenantScope,
  groupId: number,
  words: string[],
): Promise<SearchSynonymGroupRow | undefined> {
  const [row] = await scope.transaction
    .update(searchSynonymGroups)
    .set({ words, updatedAt: new Date() })
    .where(and(ofTenant(searchSynonymGroups, scope), eq(searchSynonymGroups.id, groupId)))
    .returning();
  return row;
}

/** Deletes a group. */
export async function deleteSynonymGroup(scope: TenantScope, groupId: number): Promise<void> {
  await scope.transaction
    .delete(searchSynonymGroups)
    .where(and(ofTenant(searchSynonymGroups, scope), eq(searchSynonymGroups.id, groupId)));
}
