import type { TagResource } from '@volunteerly/contracts/resources/tags';
import { resource } from '../../platform/http/json-api.ts';
import { canCreateTag, tagAbilities, type TagActor } from './tags.policy.ts';
import { totalUsage } from './tags.repository.ts';
import type { TagView } from './tags.service.ts';

/** A tag as a `tags` resource; `meta.abilities` says what the asker may do with it. */
export function presentTag(view: TagView, actor: TagActor | undefined): TagResource {
  return {
    ...resource('tags', view.tag.id, {
      kind: view.tag.kind,
      name: view.tag.name,
      usageCount: totalUsage(view.usage),
      organizationCount: view.usage.organizations,
      vacancyCount: view.usage.vacancies,
      createdAt: view.tag.createdAt.toISOString(),
    }),
    meta: { abilities: tagAbilities(actor, view.tag) },
  };
}

/** The list's own abilities (`meta.abilities` of GET /api/v1/tags). */
export function tagListAbilities(actor: TagActor | undefined, tenantId: number): { create: boolean } {
  return { create: canCreateTag(actor, tenantId) };
}
