import type { SignedInUser } from '../../platform/auth/authentication.ts';
import type { Database } from '../../platform/database/connection.ts';
import { withTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import type { DomainEventBus } from '../../platform/events/domain-events.ts';
import {
  invalidMergeTarget,
  tagEnglishNameTaken,
  tagInUse,
  tagNameTaken,
  tagNotFound,
  tagsForbidden,
} from './tags.errors.ts';
import { canCreateTag, canDeleteTag, canMergeTag, canRenameTag } from './tags.policy.ts';
import {
  countTagUsage,
  deleteTag,
  findTagById,
  findTagByEnglishName,
  findTagByName,
  findTagsByIds,
  findTagsPage,
  insertTag,
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

/**
 * The unique index a database error violated (a concurrent request took the name first), or
 * undefined when it is no unique-index violation.
 */
function violatedUniqueIndex(error: unknown): string | undefined {
  for (let current: unknown = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    const failure = current as { code?: unknown; constraint?: unknown; constraint_name?: unknown };
    if (failure.code === '23505') return String(failure.constraint ?? failure.constraint_name ?? '');
  }
  return undefined;
}

/** The names a tag is given: the Dutch one, the English one (null: none; undefined: unchanged). */
interface GivenNames {
  name?: string | undefined;
  nameEn?: string | null | undefined;
}

/** Fails with the 422 on a name when another tag of the kind has it (ignoring case), Dutch or English. */
async function ensureNamesAreFree(scope: TenantScope, kind: TagKind, names: GivenNames, ownId?: number): Promise<void> {
  if (names.name !== undefined) {
    const holder = await findTagByName(scope, kind, names.name);
    if (holder && holder.id !== ownId) throw tagNameTaken(holder.name);
  }
  if (names.nameEn) {
    const holder = await findTagByEnglishName(scope, kind, names.nameEn);
    if (holder && holder.id !== ownId) throw tagEnglishNameTaken(holder.nameEn ?? names.nameEn);
  }
}

/** Runs a write that may hit a unique name index; a race reads as the same 422. */
async function guardingNames<T>(names: GivenNames, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const index = violatedUniqueIndex(error);
    if (index === 'tags_unique_english_name_per_kind') throw tagEnglishNameTaken(names.nameEn ?? '');
    if (index !== undefined) throw tagNameTaken(names.name ?? '');
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

/**
 * The centre adds a tag; its Dutch name, and its English name when given, are unique within its
 * kind, ignoring case.
 */
export async function createTag(
  database: Database,
  actor: SignedInUser,
  input: { kind: TagKind; name: string; nameEn: string | null },
): Promise<TagView> {
  if (!canCreateTag(actor, actor.tenantId)) throw tagsForbidden();
  return withTenant(database, actor.tenantId, async (scope) => {
    await ensureNamesAreFree(scope, input.kind, input);
    const tag = await guardingNames(input, () => insertTag(scope, input));
    return { tag, usage: noUsage() };
  });
}

/** The centre renames a tag in Dutch, English or both (another case of the same name included); the kind stays. */
export async function renameTagOf(
  database: Database,
  actor: SignedInUser,
  tagId: number,
  names: GivenNames,
): Promise<TagView> {
  return withTenant(database, actor.tenantId, async (scope) => {
    const tag = await findTagOr404(scope, tagId);
    if (!canRenameTag(actor, tag)) throw tagsForbidden();
    await ensureNamesAreFree(scope, tag.kind, names, tag.id);
    const renamed = await guardingNames(names, () => renameTag(scope, tag.id, names));
    return loadTagView(scope, renamed!);
  });
}

/**
 * The tenant's tags with these ids, for another module that links them (a volunteer's profile):
 * ids of other tenants' tags, or of no tag, are simply not among them.
 */
export async function findTenantTags(scope: TenantScope, tagIds: readonly number[]): Promise<TagRow[]> {
  return findTagsByIds(scope, tagIds);
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
  context: { events: DomainEventBus },
): Promise<TagView> {
  return withTenant(database, actor.tenantId, async (scope) => {
    const source = await findTagOr404(scope, sourceId);
    if (!canMergeTag(actor, source)) throw tagsForbidden();
    if (targetId === source.id) throw invalidMergeTarget('tags.merge.same_tag');
    const target = await findTagById(scope, targetId, { lock: true });
    if (!target) throw invalidMergeTarget('tags.merge.target_unknown');
    if (target.kind !== source.kind) throw invalidMergeTarget('tags.merge.other_kind');
    // The modules that put tags on things move their own uses, in this transaction (decision 044).
    await context.events.publish(scope, 'tag.merged', { sourceTagId: source.id, targetTagId: target.id });
    await deleteTag(scope, source.id);
    return loadTagView(scope, target);
  });
}
