import { and, eq, inArray, sql } from 'drizzle-orm';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { tags, type TagKind } from '../tags/tags.schema.ts';
import { vacancyTags } from './vacancies.schema.ts';

// The tags on vacancies: checking requested ids, replacing, adding, removing and moving them.

/** The tenant's tags among these ids, with their kinds. */
export async function findTagKinds(scope: TenantScope, tagIds: number[]): Promise<{ id: number; kind: TagKind }[]> {
  if (tagIds.length === 0) return [];
  return scope.transaction
    .select({ id: tags.id, kind: tags.kind })
    .from(tags)
    .where(and(ofTenant(tags, scope), inArray(tags.id, tagIds)));
}

/** Replaces a vacancy's tags of one kind. */
export async function replaceVacancyTagsOfKind(
  scope: TenantScope,
  vacancyId: number,
  kind: TagKind,
  tagIds: number[],
): Promise<void> {
  await scope.transaction
    .delete(vacancyTags)
    .where(
      and(
        ofTenant(vacancyTags, scope),
        eq(vacancyTags.vacancyId, vacancyId),
        sql`${vacancyTags.tagId} in (select ${tags.id} from ${tags} where ${ofTenant(tags, scope)} and ${tags.kind} = ${kind})`,
      ),
    );
  await addVacancyTags(scope, [vacancyId], tagIds);
}

/** Puts tags on vacancies (what is there already stays once). */
export async function addVacancyTags(scope: TenantScope, vacancyIds: number[], tagIds: number[]): Promise<void> {
  if (vacancyIds.length === 0 || tagIds.length === 0) return;
  await scope.transaction
    .insert(vacancyTags)
    .values(vacancyIds.flatMap((vacancyId) => tagIds.map((tagId) => ({ tenantId: scope.tenantId, vacancyId, tagId }))))
    .onConflictDoNothing();
}

/** Takes tags off vacancies. */
export async function removeVacancyTags(scope: TenantScope, vacancyIds: number[], tagIds: number[]): Promise<void> {
  if (vacancyIds.length === 0 || tagIds.length === 0) return;
  await scope.transaction
    .delete(vacancyTags)
    .where(
      and(ofTenant(vacancyTags, scope), inArray(vacancyTags.vacancyId, vacancyIds), inArray(vacancyTags.tagId, tagIds)),
    );
}

/** Moves the vacancies carrying one tag to another (a merge); a vacancy that carries both keeps one. */
export async function moveVacancyTags(scope: TenantScope, sourceTagId: number, targetTagId: number): Promise<void> {
  await scope.transaction.execute(sql`
    update ${vacancyTags} set tag_id = ${targetTagId}
     where ${ofTenant(vacancyTags, scope)} and ${vacancyTags.tagId} = ${sourceTagId}
       and not exists (
         select 1 from ${vacancyTags} as already
          where already.vacancy_id = ${vacancyTags.vacancyId} and already.tag_id = ${targetTagId}
       )`);
  await scope.transaction
    .delete(vacancyTags)
    .where(and(ofTenant(vacancyTags, scope), eq(vacancyTags.tagId, sourceTagId)));
}
