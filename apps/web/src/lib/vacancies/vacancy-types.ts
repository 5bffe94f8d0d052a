import type { Flattened } from '@volunteerly/contracts/jsonapi';
import type { NamedTag } from '@volunteerly/contracts/resources/tags';
import type {
  VacancyResource,
  VacancySearchResultResource,
  vacancySearchDocumentSchema,
} from '@volunteerly/contracts/resources/vacancies';
import type { z } from 'zod';

export type { VacancyAbilities } from '@volunteerly/contracts/resources/vacancies';

/** A tag on a vacancy. */
export type VacancyTag = NamedTag;

/**
 * A vacancy as the API client hands it over (attributes lifted, camelCase),
 * typed from its contract (decision 014). Search results are a narrower view
 * of the same resource, with `distanceKm`.
 */
export type Vacancy = Flattened<VacancyResource>;

/** A vacancy as the public search lists it. */
export type VacancySearchResult = Flattened<VacancySearchResultResource>;

/** `meta` of GET /api/v1/vacancies/search: pagination, facets and the position searched from. */
export type VacancySearchMeta = z.infer<typeof vacancySearchDocumentSchema>['meta'];

/** What a vacancy card shows: the fields a search result and a full vacancy share. */
export type VacancySummary = VacancySearchResult | Vacancy;
