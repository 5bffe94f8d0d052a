import type { z } from 'zod';
import type { OrganizationSummaryResource } from '@volunteerly/contracts/resources/organizations';
import type { includedTagResourceSchema, NamedTag, TagKind } from '@volunteerly/contracts/resources/tags';
import {
  favoriteDocumentSchema,
  similarVacanciesDocumentSchema,
  vacancySearchDocumentSchema,
  type VacancyAbilities,
  type VacancyResource,
  type VacancySearchFacets,
  type VacancySearchOrigin,
  type VacancySearchResultResource,
} from '@volunteerly/contracts/resources/vacancies';
import { buildOrganizationSummary } from './organizations.ts';
import { buildPagination, buildPaginationLinks } from './pagination.ts';
import { buildVacancyAbilities, buildVacancyResource, vacancyDocument } from './vacancies.ts';
import { wireDocument } from './wire-document.ts';

type VacancyAttributes = VacancyResource['attributes'];
type SearchResultAttributes = VacancySearchResultResource['attributes'];
type IncludedTagResource = z.infer<typeof includedTagResourceSchema>;

/** What a signed-in user's view of a vacancy adds: whether they saved it and whether they applied. */
export interface VacancyViewer {
  isFavorite?: boolean;
  hasApplied?: boolean;
}

/** What a public vacancy overrides: its id, attributes, abilities, and the signed-in viewer's view. */
export interface PublicVacancyOverrides {
  id?: string;
  attributes?: Partial<VacancyAttributes>;
  abilities?: Partial<VacancyAbilities>;
  viewer?: VacancyViewer;
}

/**
 * A published vacancy of Voedselbank Utrecht (7) as its public page shows it. Without a `viewer` it is a
 * visitor's view (no `isFavorite`/`hasApplied`); `isFull` follows the places, and `apply` the status and
 * `hasApplied`, as in the API.
 */
export function buildPublicVacancy(overrides: PublicVacancyOverrides = {}): VacancyResource {
  const viewer = overrides.viewer && { isFavorite: false, hasApplied: false, ...overrides.viewer };
  const vacancy = buildVacancyResource({
    id: overrides.id ?? '5',
    attributes: {
      descriptionHtml: '<p>Een mooie vacature.</p>',
      dayParts: { monday: ['morning', 'afternoon'], saturday: ['evening'] },
      minimumAge: 16,
      vogRequired: true,
      suitableFor: ['students'],
      languages: ['nl', 'en'],
      places: 3,
      placesTaken: 1,
      contactName: 'Piet Jansen',
      contactEmail: 'piet@voedselbank.example',
      contactPhone: '030 123 4567',
      status: 'published',
      publishedAt: '2026-11-01T10:00:00Z',
      expiresOn: '2026-12-31',
      // The view count is for the organisation and the centre only.
      viewCount: undefined,
      organizationId: '7',
      organizationName: 'Voedselbank Utrecht',
      categories: [{ id: '1', name: 'Zorg' }],
      skills: [{ id: '2', name: 'Koken' }],
      targetGroups: [{ id: '3', name: 'Ouderen' }],
      createdAt: '2026-10-30T10:00:00Z',
      ...viewer,
      ...overrides.attributes,
    },
  });
  const { places, placesTaken, status, hasApplied } = vacancy.attributes;
  return {
    ...vacancy,
    attributes: { ...vacancy.attributes, isFull: placesTaken >= places },
    meta: {
      abilities: buildVacancyAbilities({
        apply: status === 'published' && hasApplied !== true,
        ...overrides.abilities,
      }),
    },
  };
}

function tagsOf(attributes: VacancyAttributes): IncludedTagResource[] {
  const ofKind = (kind: TagKind, tags: NamedTag[]) =>
    tags.map((tag): IncludedTagResource => ({ type: 'tags', id: tag.id, attributes: { kind, name: tag.name } }));
  return [
    ...ofKind('category', attributes.categories),
    ...ofKind('skill', attributes.skills),
    ...ofKind('target_group', attributes.targetGroups),
  ];
}

/**
 * GET /api/v1/vacancies/{id}?include=organization,tags (wire casing): the vacancy with its
 * organisation (named as on the vacancy unless given) and its tags.
 */
export function vacancyPageDocument(
  vacancy: VacancyResource,
  organization: OrganizationSummaryResource = buildOrganizationSummary(vacancy.attributes.organizationId, {
    name: vacancy.attributes.organizationName,
  }),
) {
  return vacancyDocument(vacancy, [organization, ...tagsOf(vacancy.attributes)]);
}

/** GET /api/v1/vacancies/{id}/similar (wire casing): the vacancies as lists send them, without descriptions. */
export function similarVacanciesDocument(vacancies: VacancyResource[] = []) {
  return wireDocument(similarVacanciesDocumentSchema, {
    data: vacancies.map((vacancy) => ({
      ...vacancy,
      attributes: { ...vacancy.attributes, descriptionHtml: undefined },
    })),
  });
}

/** POST /api/v1/vacancies/{id}/favorite (wire casing): no resource, the vacancy is saved. */
export function favoriteDocument() {
  return wireDocument(favoriteDocumentSchema, { data: null, meta: { favorite: true } });
}

/** A search result: the public attributes of the public vacancy of the same id, without a distance unless given. */
export function buildVacancySearchResult(
  overrides: { id?: string; attributes?: Partial<SearchResultAttributes> } = {},
): VacancySearchResultResource {
  const id = overrides.id ?? '5';
  const vacancy = buildPublicVacancy({ id }).attributes;
  return {
    type: 'vacancies',
    id,
    attributes: {
      title: vacancy.title,
      summary: vacancy.summary,
      imageUrl: vacancy.imageUrl,
      picture: vacancy.picture,
      locationKind: vacancy.locationKind,
      city: vacancy.city,
      postcode: vacancy.postcode,
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
      publishedAt: vacancy.publishedAt,
      expiresOn: vacancy.expiresOn,
      organizationId: vacancy.organizationId,
      organizationName: vacancy.organizationName,
      categories: vacancy.categories,
      skills: vacancy.skills,
      targetGroups: vacancy.targetGroups,
      distanceKm: null,
      ...overrides.attributes,
    },
  };
}

/** Counts per value as `{ value: count }`, sent as the wire's `[{ value, count }]`. */
export function valueCounts<V extends string>(counts: Partial<Record<V, number>>): { value: V; count: number }[] {
  return (Object.entries(counts) as [V, number][]).map(([value, count]) => ({ value, count }));
}

/** The `meta.facets` of a search, every group empty (no VOG counts) unless given. */
export function buildVacancySearchFacets(given: Partial<VacancySearchFacets> = {}): VacancySearchFacets {
  return {
    category: [],
    skill: [],
    targetGroup: [],
    organization: [],
    locationKind: [],
    commitment: [],
    suitableFor: [],
    vogRequired: valueCounts({ true: 0, false: 0 }),
    onMap: valueCounts({ true: 0, false: 0 }),
    ...given,
  };
}

/**
 * The `meta.origin` the API sends back for a search's parameters: the coordinates searched from, or the
 * centre of a postcode (any postcode is placed in the centre of Utrecht here), or none without either.
 */
export function searchOriginOf(query: URLSearchParams): VacancySearchOrigin | undefined {
  const latitude = query.get('latitude');
  const longitude = query.get('longitude');
  if (latitude && longitude) return { latitude: Number(latitude), longitude: Number(longitude), postcode: null };
  const postcode = query.get('postcode');
  if (!postcode) return undefined;
  return { latitude: 52.0907, longitude: 5.1214, postcode: postcode.replace(/^(\d{4})([A-Z]{2})$/, '$1 $2') };
}

/**
 * GET /api/v1/vacancies/search (wire casing): one page of results and the facets. The page, its size
 * and the position searched from follow the request's `query` (the first page of 25 without one).
 */
export function vacancySearchDocument(
  results: VacancySearchResultResource[],
  options: { query?: URLSearchParams; total?: number; facets?: Partial<VacancySearchFacets> } = {},
) {
  const query = options.query ?? new URLSearchParams();
  const pagination = buildPagination(results.length, {
    page: Number(query.get('page[number]') ?? 1),
    pageSize: Number(query.get('page[size]') ?? 25),
    total: options.total,
  });
  const origin = searchOriginOf(query);
  // Unless given, the results placed on the map are those of this page with a position.
  const placed = results.filter((result) => result.attributes.latitude != null).length;
  const onMap = valueCounts({ true: placed, false: results.length - placed });
  const facets = buildVacancySearchFacets({ onMap, ...options.facets });
  return wireDocument(vacancySearchDocumentSchema, {
    data: results,
    meta: { pagination, facets, ...(origin ? { origin } : {}) },
    links: buildPaginationLinks('/api/v1/vacancies/search', pagination),
  });
}
