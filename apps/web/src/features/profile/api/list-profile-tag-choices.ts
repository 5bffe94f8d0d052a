import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Flattened } from '@volunteerly/contracts/jsonapi';
import type { TagResource } from '@volunteerly/contracts/resources/tags';
import { useTranslation } from 'react-i18next';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';

/** The kinds of the centre's tags a profile chooses from: skills, and categories as interests. */
export type ProfileTagKind = 'skill' | 'category';

/** A tag to choose, named in the page's language. */
export interface ProfileTagChoice {
  id: string;
  name: string;
}

/** As many as a centre keeps of one kind (the API's largest page). */
const allTags = 1000;

/** GET /api/v1/tags?filter[kind]=…: every tag of a kind, named in the page's language, by that name. */
export async function listProfileTagChoices(kind: ProfileTagKind, signal?: AbortSignal): Promise<ProfileTagChoice[]> {
  const document = await apiRequestDocument<Flattened<TagResource>[]>('/api/v1/tags', {
    query: { 'filter[kind]': kind, 'page[size]': allTags },
    signal,
  });
  return document.data.map((tag) => ({ id: tag.id, name: tag.name }));
}

/** Query options of the tags of one kind in one language (the names differ per language). */
export function profileTagChoicesQueryOptions(kind: ProfileTagKind, language: string) {
  return queryOptions({
    queryKey: ['tags', 'profile-choices', kind, language],
    queryFn: ({ signal }) => listProfileTagChoices(kind, signal),
    staleTime: 5 * 60_000,
  });
}

/** The tags of one kind to choose on the profile, as a query. */
export function useProfileTagChoices(kind: ProfileTagKind) {
  const { i18n } = useTranslation();
  return useQuery(profileTagChoicesQueryOptions(kind, i18n.resolvedLanguage ?? i18n.language));
}
