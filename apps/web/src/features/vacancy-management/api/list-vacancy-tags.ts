import type { Flattened } from '@volunteerly/contracts/jsonapi';
import type { TagResource } from '@volunteerly/contracts/resources/tags';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import { vacancyQueryKeys } from './vacancy-query-keys.ts';

/** The kinds of tag a vacancy carries. */
export const vacancyTagKinds = ['category', 'skill', 'target_group'] as const;
export type VacancyTagKind = (typeof vacancyTagKinds)[number];

/** A tag a vacancy can be given. */
export type VacancyTagOption = Pick<Flattened<TagResource>, 'id' | 'name'>;

/** The centre's tags by kind. */
export type VacancyTagOptions = Record<VacancyTagKind, VacancyTagOption[]>;

async function listTagsOfKind(kind: VacancyTagKind, signal?: AbortSignal): Promise<VacancyTagOption[]> {
  const document = await apiRequestDocument<VacancyTagOption[]>('/api/v1/tags', {
    query: { 'filter[kind]': kind, 'page[size]': 1000 },
    signal,
  });
  const tags = document.data;
  return tags.map((tag) => ({ id: tag.id, name: tag.name }));
}

/** GET /api/v1/tags?filter[kind]=category|skill|target_group (one call per kind, up to 1000 each). */
export async function listVacancyTags(signal?: AbortSignal): Promise<VacancyTagOptions> {
  const [category, skill, targetGroup] = await Promise.all(vacancyTagKinds.map((kind) => listTagsOfKind(kind, signal)));
  return { category: category ?? [], skill: skill ?? [], target_group: targetGroup ?? [] };
}

/** Query options of the tags a vacancy can be given. */
export const vacancyTagsQueryOptions = queryOptions({
  queryKey: vacancyQueryKeys.tags,
  queryFn: ({ signal }) => listVacancyTags(signal),
  staleTime: 60_000,
});

/** The tags a vacancy can be given, as a query. */
export function useVacancyTags() {
  return useQuery(vacancyTagsQueryOptions);
}
