import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { organizationTags } from '../organizations/organizations.schema.ts';
import { vacancyTags } from '../vacancies/vacancies.schema.ts';
import { tags, type TagKind, type TagRow } from './tags.schema.ts';
import { escapeLike } from '../../platform/database/like-pattern.ts';

/**
 * Every join table that puts tags on something and holds them in use, by what it counts: usage
 * counts and the in-use check follow it. Each table is its owner's: the owner moves its uses when
 * a tag is merged (`tag.merged`, decision 044); a volunteer's profile (`user_profile_tags`) follows
 * merges too but does not hold a tag in use (a deleted tag cascades off profiles).
 */
const tagUsageTables = {
  organizations: { table: organizationTags, tagId: organizationTags.tagId },
  vacancies: { table: vacancyTags, tagId: vacancyTags.tagId },
} satisfies Record<string, { table: PgTable & { tenantId: PgColumn }; tagId: PgColumn }>;

type TagUsageName = keyof typeof tagUsageTables;

/** How many things of each sort use a tag. */
export type TagUsage = Record<TagUsageName, number>;

const usageNames = Object.keys(tagUsageTables) as TagUsageName[];

/** No uses at all. */
export function noUsage(): TagUsage {
  return Object.fromEntries(usageNames.map((name) => [name, 0])) as TagUsage;
}

/** Every use of a tag added up (the `usage_count` of a tag). */
export function totalUsage(usage: TagUsage): number {
  return usageNames.reduce((sum, name) => sum + usage[name], 0);
}

/** How many things use each of these tags (tags nobody uses are in the map with zeros). */
export async function countTagUsage(scope: TenantScope, tagIds: number[]): Promise<Map<number, TagUsage>> {
  const usage = new Map(tagIds.map((id) => [id, noUsage()]));
  if (tagIds.length === 0) return usage;
  for (const name of usageNames) {
    const usageTable = tagUsageTables[name];
    const rows = await scope.transaction
      .select({ tagId: usageTable.tagId, total: count() })
      .from(usageTable.table)
      .where(and(ofTenant(usageTable.table, scope), inArray(usageTable.tagId, tagIds)))
      .groupBy(usageTable.tagId);
    for (const row of rows) usage.get(Number(row.tagId))![name] = row.total;
  }
  return usage;
}

/** Filters of the tags list. */
export interface TagListFilter {
  kind?: TagKind | undefined;
  search?: string | undefined;
  /** English: sorted by the English name where there is one (as English pages show it). */
  locale?: 'nl' | 'en' | undefined;
}

function listConditions(scope: TenantScope, filter: TagListFilter): SQL[] {
  const conditions: SQL[] = [ofTenant(tags, scope)];
  if (filter.kind) conditions.push(eq(tags.kind, filter.kind));
  const search = filter.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    conditions.push(or(ilike(tags.name, pattern), ilike(tags.nameEn, pattern))!);
  }
  return conditions;
}

/** One page of the tenant's tags matching a filter, by name, with the total. */
export async function findTagsPage(
  scope: TenantScope,
  filter: TagListFilter,
  window: { offset: number; limit: number },
): Promise<{ rows: TagRow[]; total: number }> {
  const where = and(...listConditions(scope, filter));
  const shownName = filter.locale === 'en' ? sql`coalesce(${tags.nameEn}, ${tags.name})` : sql`${tags.name}`;
  const rows = await scope.transaction
    .select()
    .from(tags)
    .where(where)
    .orderBy(asc(sql`lower(${shownName})`), asc(tags.id))
    .offset(window.offset)
    .limit(window.limit);
  const [totals] = await scope.transaction.select({ total: count() }).from(tags).where(where);
  return { rows, total: totals?.total ?? 0 };
}

/** A tag of the scope's tenant by id, locked for the rest of the transaction when asked. */
export async function findTagById(
  scope: TenantScope,
  tagId: number,
  options: { lock?: boolean } = {},
): Promise<TagRow | undefined> {
  const query = scope.transaction
    .select()
    .from(tags)
    .where(and(ofTenant(tags, scope), eq(tags.id, tagId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The tag of this kind with this name, ignoring case. */
export async function findTagByName(scope: TenantScope, kind: TagKind, name: string): Promise<TagRow | undefined> {
  const [row] = await scope.transaction
    .select()
    .from(tags)
    .where(and(ofTenant(tags, scope), eq(tags.kind, kind), eq(sql`lower(${tags.name})`, name.toLowerCase())))
    .limit(1);
  return row;
}

/** The tag of this kind with this English name, ignoring case. */
export async function findTagByEnglishName(
  scope: TenantScope,
  kind: TagKind,
  nameEn: string,
): Promise<TagRow | undefined> {
  const [row] = await scope.transaction
    .select()
    .from(tags)
    .where(and(ofTenant(tags, scope), eq(tags.kind, kind), eq(sql`lower(${tags.nameEn})`, nameEn.toLowerCase())))
    .limit(1);
  return row;
}

/** The tenant's tags with these ids (ids of other tenants' tags find nothing). */
export async function findTagsByIds(scope: TenantScope, tagIds: readonly number[]): Promise<TagRow[]> {
  if (tagIds.length === 0) return [];
  return scope.transaction
    .select()
    .from(tags)
    .where(and(ofTenant(tags, scope), inArray(tags.id, [...tagIds])));
}

/** Inserts a tag. */
export async function insertTag(
  scope: TenantScope,
  values: { kind: TagKind; name: string; nameEn: string | null },
): Promise<TagRow> {
  const [row] = await scope.transaction
    .insert(tags)
    .values({ ...values, tenantId: scope.tenantId })
    .returning();
  if (!row) throw new Error('tag insert returned nothing');
  return row;
}

/** Gives a tag another Dutch name, English name or both (undefined: unchanged). */
export async function renameTag(
  scope: TenantScope,
  tagId: number,
  names: { name?: string | undefined; nameEn?: string | null | undefined },
): Promise<TagRow | undefined> {
  const [row] = await scope.transaction
    .update(tags)
    .set({
      ...(names.name === undefined ? {} : { name: names.name }),
      ...(names.nameEn === undefined ? {} : { nameEn: names.nameEn }),
      updatedAt: new Date(),
    })
    .where(and(ofTenant(tags, scope), eq(tags.id, tagId)))
    .returning();
  return row;
}

/** Deletes a tag (the join tables refuse while something still uses it). */
export async function deleteTag(scope: TenantScope, tagId: number): Promise<void> {
  await scope.transaction.delete(tags).where(and(ofTenant(tags, scope), eq(tags.id, tagId)));
}
