import type { TagResource } from '@volunteerly/contracts/resources/tags';
import { resource } from '../../platform/http/json-api.ts';
import type { ApiLocale } from '../../platform/i18n/api-messages.ts';
import type { PolicyActor } from '../../platform/auth/policy-actor.ts';
import { tagNameIn } from './tag-names.ts';
import { canCreateTag, tagAbilities } from './tags.policy.ts';
import { totalUsage } from './tags.repository.ts';
import type { TagView } from './tags.service.ts';

/**
 * A tag as a `tags` resource: `name` in the request's language (decision 024), both names to
 * edit; `meta.abilities` says what the asker may do with it.
 */
export function presentTag(view: TagView, actor: PolicyActor | undefined, locale: ApiLocale): TagResource {
  return {
    ...resource('tags', view.tag.id, {
      kind: view.tag.kind,
      name: tagNameIn(locale, view.tag),
      nameNl: view.tag.name,
      nameEn: view.tag.nameEn,
      usageCount: totalUsage(view.usage),
      organizationCount: view.usage.organizations,
      vacancyCount: view.usage.vacancies,
      createdAt: view.tag.createdAt.toISOString(),
    }),
    meta: { abilities: tagAbilities(actor, view.tag) },
  };
}

/** The list's own abilities (`meta.abilities` of GET /api/v1/tags). */
export function tagListAbilities(actor: PolicyActor | undefined, tenantId: number): { create: boolean } {
  return { create: canCreateTag(actor, tenantId) };
}
