import type { SignedInUser } from '../../platform/auth/authentication.ts';
import type { Database } from '../../platform/database/connection.ts';
import { withTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { invalidMergeTarget, tagInUse, tagNameTaken, tagNotFound, tagsForbidden } from './tags.errors.ts';
import { canCreateTag, canDeleteTag, canMergeTag, canRenameTag } from './tags.policy.ts';
import {
  countTagUsage,
  deleteTag,
  findTagById,
  findTagByName,
  findTagsPage,
  insertTag,
  moveTagUsage,
  noUsage,
  renameTag,
  totalUsage,
  type TagListFilter,
  type TagUsage,
} from './tags.repository.ts';
import type { TagKind, TagRow } from './tags.schema.ts';

/** A tag with what uses it. */
export interface TagView {
  tag: TagRow;
  usage: TagUsage;
}

async function loadTagViews(scope: TenantScope, rows: TagRow[]): Promise<TagView[]> {
  const usage = await countTagUsage(
    scope,
    rows.map((row) => row.id),
  );
  return rows.map((tag) => ({ tag, usage: usage.get(tag.id) ?? noUsage() }));
}

async function loadTagView(scope: TenantScope, tag: TagRow): Promise<TagView> {
  const [view] = await loadTagViews(scope, [tag]);
  return view!;
}

/** The tag of this tenant with this id, locked; 404 when there is none (another tenant's ids included). */
async function findTagOr404(scope: TenantScope, tagId: number): Promise<TagRow> {
  const tag = await findTagById(scope, tagId, { lock: true });
  if (!tag) throw tagNotFound();
  return tag;
}

/** Whether a database error is a unique-index violation (a concurrent request took the name first). */
function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Fails with the 422 on the name when another tag of the kind has it (ignoring case). */
async function ensureNameIsFree(scope: TenantScope, kind: TagKind, name: string, ownId?: number): Promise<void> {
  const holder = await findTagByName(scope, kind, name);
  if (holder && holder.id !== ownId) throw tagNameTaken(holder.name);
}

/** Runs a write that may hit the unique name index; a race reads as the same 422. */
async function guardingName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw tagNameTaken(name);
    throw error;
  }
}

/** Query of the tags list. */
export interface TagListQuery {
  filter: TagListFilter;
  offset: number;
  limit: number;
}

/** A page of the tenant's tags by name, with their usage (public: no policy). */
export async function listTags(
  database: Database,
  tenantId: number,
  query: TagListQuery,
): Promise<{ views: TagView[]; total: number }> {
  return withTenant(database, tenantId, async (scope) => {
    const { rows, total } = await findTagsPage(scope, query.filter, query);
    return { views: await loadTagViews(scope, rows), total };
  });
}

/** The centre adds a tag; its name is unique within its kind, ignoring case. */
export async function createTag(
  database: Database,
  actor: SignedInUser,
  input: { kind: TagKind; name: string },
): Promise<TagView> {
  if (!canCreateTag(actor, actor.tenantId)) throw tagsForbidden();
  return withTenant(database, actor.tenantId, async (scope) => {
    await ensureNameIsFree(scope, input.kind, input.name);
    const tag = await guardingName(input.name, () => insertTag(scope, input));
    return { tag, usage: noUsage() };
  });
}

/** The centre renames a tag (another case of the same name included); the kind stays. */
export async function renameTagOf(
  database: Database,
  actor: SignedInUser,
  tagId: number,
  name: string,
): Promise<TagView> {
  return withTenant(database, actor.tenantId, async (scope) => {
    const tag = await findTagOr404(scope, tagId);
    if (!canRenameTag(actor, tag)) throw tagsForbidden();
    await ensureNameIsFree(scope, tag.kind, name, tag.id);
    const renamed = await guardingName(name, () => renameTag(scope, tag.id, name));
    return loadTagView(scope, renamed!);
  });
}

/** The centre deletes a tag nothing uses; one in use has to be merged into another first (409). */
export async function destroyTag(database: Database, actor: SignedInUser, tagId: number): Promise<void> {
  await withTenant(database, actor.tenantId, async (scope) => {
    // The lock makes organisations that pick this tag meanwhile wait, so the count holds.
    const tag = await findTagOr404(scope, tagId);
    if (!canDeleteTag(actor, tag)) throw tagsForbidden();
    const view = await loadTagView(scope, tag);
    if (totalUsage(view.usage) > 0) throw tagInUse(view.usage);
    await deleteTag(scope, tag.id);
  });
}

/**
 * The centre merges a tag into another of the same tenant and kind: every use
 * moves to the target (things that had both keep one), then the tag goes. One
 * transaction; answers the target with its new usage.
 */
export async function mergeTag(
  database: Database,
  actor: SignedInUser,
  sourceId: number,
  targetId: number,
): Promise<TagView> {
  return withTenant(database, actor.tenantId, async (scope) => {
    const source = await findTagOr404(scope, sourceId);
    if (!canMergeTag(actor, source)) throw tagsForbidden();
    if (targetId === source.id) throw invalidMergeTarget('tags.merge.same_tag');
    const target = await findTagById(scope, targetId, { lock: true });
    if (!target) throw invalidMergeTarget('tags.merge.target_unknown');
    if (target.kind !== source.kind) throw invalidMergeTarget('tags.merge.other_kind');
    await moveTagUsage(scope, source.id, target.id);
    await deleteTag(scope, source.id);
    return loadTagView(scope, target);
  });
}
