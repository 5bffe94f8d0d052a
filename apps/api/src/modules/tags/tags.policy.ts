import { governsSomeCenter, type PolicyActor } from '../../platform/auth/policy-actor.ts';

// Who may do what with tags. Pure functions: no I/O. Everyone may read a
// tenant's tags (they label public vacancies and organisations); only the
// centre (centre admins) and super admins of that tenant manage them.

/** What the policy needs to know of a tag. */
export interface TagSubject {
  tenantId: number;
}

/** What the actor may do with one tag (a tag resource's `meta.abilities`). */
export interface TagAbilities {
  update: boolean;
  destroy: boolean;
  merge: boolean;
}

function managesTagsOf(actor: PolicyActor | undefined, tenantId: number): boolean {
  return governsSomeCenter(actor, tenantId);
}

/** Anyone, signed in or not, lists a tenant's tags. */
export function canListTags(_actor: PolicyActor | undefined, _tenantId: number): boolean {
  return true;
}

/** Centre admins and super admins of the tenant add tags. */
export function canCreateTag(actor: PolicyActor | undefined, tenantId: number): boolean {
  return managesTagsOf(actor, tenantId);
}

/** Centre admins and super admins of the tag's tenant rename it. */
export function canRenameTag(actor: PolicyActor | undefined, tag: TagSubject): boolean {
  return managesTagsOf(actor, tag.tenantId);
}

/** Centre admins and super admins of the tag's tenant delete it (when nothing uses it). */
export function canDeleteTag(actor: PolicyActor | undefined, tag: TagSubject): boolean {
  return managesTagsOf(actor, tag.tenantId);
}

/**
 * Centre admins and super admins of the tag's tenant merge it into another tag
 * (which tags fit as the target is a rule of the service: same tenant, same kind).
 */
export function canMergeTag(actor: PolicyActor | undefined, tag: TagSubject): boolean {
  return managesTagsOf(actor, tag.tenantId);
}

/** What the actor may do with a tag. */
export function tagAbilities(actor: PolicyActor | undefined, tag: TagSubject): TagAbilities {
  return { update: canRenameTag(actor, tag), destroy: canDeleteTag(actor, tag), merge: canMergeTag(actor, tag) };
}
