import type {
  VacancySearchFacets,
  VacancySearchOrigin,
  VacancySearchResultResource,
} from '@volunteerly/contracts/resources/vacancies';
import type { VacancyCommitmentKind, VacancyLocationKind, VacancySuitableFor } from '@volunteerly/contracts/vacancies';
import { resource, valueCounts } from '../../platform/http/json-api.ts';
import type { ApiLocale } from '../../platform/i18n/api-messages.ts';
import { presentPicture } from '../pictures/pictures.presenter.ts';
import { tagNameIn } from '../tags/tag-names.ts';
import type { TagKind } from '../tags/tags.schema.ts';
import type { SearchedVacancy } from './vacancy-search.repository.ts';
import type { SearchOrigin, VacancySearchPage, VacancySearchResult } from './vacancy-search.service.ts';

/** '1234AB' as people write it: '1234 AB'. */
function formatPostcode(postcode: string | null): string | null {
  return postcode && /^[0-9]{4}[A-Z]{2}$/.test(postcode) ? `${postcode.slice(0, 4)} ${postcode.slice(4)}` : postcode;
}

/** The tags of one kind, named in the request's language (decision 024), by that name. */
function tagsOfKind(item: SearchedVacancy, kind: TagKind, locale: ApiLocale): { id: string; name: string }[] {
  return item.tags
    .filter((tag) => tag.kind === kind)
    .map((tag) => ({ id: String(tag.id), name: tagNameIn(locale, tag) }))
    .sort((left, right) => left.name.localeCompare(right.name, locale));
}

/**
 * A search result as a `vacancies` resource: the public attributes of decision 007 without the
 * description; tags named in the request's language.
 */
export function presentSearchResult(result: VacancySearchResult, locale: ApiLocale): VacancySearchResultResource {
  const { vacancy } = result;
  return resource('vacancies', vacancy.id, {
    title: vacancy.title,
    summary: vacancy.summary,
    imageUrl: vacancy.imageUrl,
    picture: presentPicture(result.picture),
    locationKind: vacancy.locationKind,
    city: vacancy.city,
    postcode: formatPostcode(vacancy.postcode),
    latitude: vacancy.latitude,
    longitude: vacancy.longitude,
    commitmentKind: vacancy.commitmentKind,
    startsOn: vacancy.startsOn,
    endsOn: vacancy.endsOn,
    hoursPerWeek: vacancy.hoursPerWeek,
    dayParts: vacancy.dayParts,
    minimumAge: vacancy.minimumAge,
    vogRequired: vacancy.vogRequired,
    suitableFor: vacancy.suitableFor,
    languages: vacancy.languages,
    places: vacancy.places,
    publishedAt: vacancy.publishedAt?.toISOString() ?? null,
    expiresOn: vacancy.expiresOn,
    organizationId: String(vacancy.organizationId),
    organizationName: result.organizationName,
    categories: tagsOfKind(result, 'category', locale),
    skills: tagsOfKind(result, 'skill', locale),
    targetGroups: tagsOfKind(result, 'target_group', locale),
    distanceKm: result.distanceKm,
  });
}

type CountedName = { id: string; name: string; count: number };

/**
 * `meta.facets`: how the results spread over tags (named in the request's language, the most
 * used first), organisations and the vacancy's own kinds. The kind counts are grouped by the
 * vacancy's enum columns, so their keys are those enums' values.
 */
export function presentFacets(facets: VacancySearchPage['facets'], locale: ApiLocale): VacancySearchFacets {
  const tagsOf = (kind: TagKind): CountedName[] =>
    facets.tags
      .filter((tag) => tag.kind === kind)
      .map((tag) => ({ id: String(tag.id), name: tagNameIn(locale, tag), count: tag.count }))
      .sort((left, right) => right.count - left.count || left.name.localeCompare(right.name, locale));
  return {
    category: tagsOf('category'),
    skill: tagsOf('skill'),
    targetGroup: tagsOf('target_group'),
    organization: facets.organizations.map((item) => ({ id: String(item.id), name: item.name, count: item.count })),
    locationKind: valueCounts(facets.locationKind as Partial<Record<VacancyLocationKind, number>>),
    commitment: valueCounts(facets.commitment as Partial<Record<VacancyCommitmentKind, number>>),
    suitableFor: valueCounts(facets.suitableFor as Partial<Record<VacancySuitableFor, number>>),
    vogRequired: valueCounts(facets.vogRequired),
    onMap: valueCounts(facets.onMap),
  };
}

/** `meta.origin`: the position searched from. */
export function presentOrigin(origin: SearchOrigin): VacancySearchOrigin {
  return { latitude: origin.latitude, longitude: origin.longitude, postcode: origin.postcode };
}
