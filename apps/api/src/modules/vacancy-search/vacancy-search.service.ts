import type { VacancySearchSort } from '@volunteerly/contracts/vacancies';
import { createAnnouncedCache, type AnnouncedCache } from '../../platform/database/announced-cache.ts';
import { publicCatalogueChange, tenantConfigurationChange } from '../../platform/database/change-announcements.ts';
import type { Database } from '../../platform/database/connection.ts';
import { readAsPlatform, withTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import type { GeoPosition, Geocoder } from '../../platform/geocoding/geocoder.ts';
import type { RequestTenant } from '../../platform/tenancy/tenancy-plugin.ts';
import { todayInNetherlands } from '../vacancies/vacancy-fields.ts';
import {
  findNewestVacancyIds,
  findSearchMatches,
  loadSearchedVacancies,
  type SearchedVacancy,
  type VacancySearchFacets,
} from './vacancy-search.repository.ts';
import type { VacancySearchCriteria, VacancySearchOrder } from './vacancy-search-match.repository.ts';
import { createSearchVocabularies, type SearchVocabularies } from './vacancy-search-vocabulary.ts';
import { findVocabularyWords } from './vacancy-search-vocabulary.repository.ts';
import { searchWordAlternatives, type SearchLanguage } from './vacancy-search-words.ts';
import { findSynonymGroupWords } from './search-synonym-groups.repository.ts';
import { createKeptTenantSynonyms, type KeptTenantSynonyms } from './vacancy-search-tenant-synonyms.ts';
import { searchParameterInvalid } from './vacancy-search.errors.ts';

/** The radius searched when a position is given without a distance. */
export const defaultDistanceKm = 25;

/** How many vacancies a feed carries. */
export const feedSize = 50;

/** Where the search measured from. */
export interface SearchOrigin extends GeoPosition {
  postcode: string | null;
}

/** A found vacancy and how far it is from the origin. */
export interface VacancySearchResult extends SearchedVacancy {
  distanceKm: number | null;
}

/** A page of search results with the total, the facets and the origin used. */
export interface VacancySearchPage {
  results: VacancySearchResult[];
  total: number;
  facets: VacancySearchFacets;
  origin: SearchOrigin | undefined;
}

/**
 * Runs the public search's reads for one tenant without row-level security.
 * Under RLS PostgreSQL may not use an index for an operator that is not
 * LEAKPROOF before the policy's check, and `@@`, `%>` and the cube `@>` are
 * not: the GIN and GiST indexes go unused and every search filters the whole
 * tenant (measured at 100,000 vacancies: 120 ms instead of 8 ms for a radius).
 * These statements are read-only, select published vacancies only, and filter
 * every table on the tenant first (see vacancy-search-match.repository.ts).
 */
export function withPublicSearchScope<T>(
  database: Database,
  tenantId: number,
  work: (scope: TenantScope) => Promise<T>,
): Promise<T> {
  // Outside a transaction: a page's statements need not see one snapshot (a vacancy published
  // between them is simply left out), and BEGIN and COMMIT would be two more round trips.
  return readAsPlatform(database, (builder) => work({ tenantId, transaction: builder }));
}

/**
 * The public search's and the feeds' recent answers, kept until what they show changes (decision
 * 019). A public answer depends only on its criteria (the tenant, the centre, the words, the place,
 * the filters, the order, the page and today's date), never on who asks.
 */
export interface VacancySearchAnswers {
  pages: AnnouncedCache<VacancySearchPage>;
  feeds: AnnouncedCache<SearchedVacancy[]>;
  /** Each tenant's words, to find the alternatives of typed words (kept even when answers are not). */
  vocabularies: SearchVocabularies;
  /** Each tenant's own synonym groups, read again before the next search after a change. */
  synonyms: KeptTenantSynonyms;
  /** Stops listening for changes. */
  close(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's kept search answers (app.ts creates them, CATALOGUE_CACHE_ENTRIES sizes them). */
    vacancySearchAnswers: VacancySearchAnswers;
  }
}

/** Search answers over `database`'s change announcements, at most `maxEntries` of each kind. */
export function createVacancySearchAnswers(database: Database, maxEntries: number): VacancySearchAnswers {
  // Centre sharing and the default centre are tenant configuration: they change what is found too.
  const invalidatedBy = [publicCatalogueChange, tenantConfigurationChange];
  const pages = createAnnouncedCache<VacancySearchPage>(database, { maxEntries, invalidatedBy });
  const feeds = createAnnouncedCache<SearchedVacancy[]>(database, {
    maxEntries: Math.min(maxEntries, 100),
    invalidatedBy,
  });
  const vocabularies = createSearchVocabularies(database, (tenantId) =>
    withPublicSearchScope(database, tenantId, findVocabularyWords),
  );
  const synonyms = createKeptTenantSynonyms(database, (tenantId) =>
    withTenant(database, tenantId, findSynonymGroupWords),
  );
  return {
    pages,
    feeds,
    vocabularies,
    synonyms,
    close() {
      for (const kept of [pages, feeds, vocabularies, synonyms]) kept.close();
    },
  };
}

/** Who searches: the tenant, and the centre the request is for (`requestCenterId`: named, else its host's, else the default). */
export interface SearchAudience {
  tenant: RequestTenant;
  centerId: number | undefined;
}

/** What a search asks, as the service takes it: the words, where from, the filters and the order. */
export interface VacancySearchRequest {
  text: string | undefined;
  postcode: string | undefined;
  latitude: number | undefined;
  longitude: number | undefined;
  /** How far from the place to look; the default distance when undefined. */
  distanceKm: number | undefined;
  filters: Pick<
    VacancySearchCriteria,
    | 'categoryIds'
    | 'skillIds'
    | 'targetGroupIds'
    | 'organizationIds'
    | 'remote'
    | 'locationKinds'
    | 'commitments'
    | 'suitableFor'
    | 'vogRequired'
    | 'date'
  >;
  sort: VacancySearchSort | undefined;
}

/** The position a query searches from: its postcode (geocoded) or its latitude and longitude. */
async function resolveOrigin(geocoder: Geocoder, query: VacancySearchRequest): Promise<SearchOrigin | undefined> {
  if ((query.latitude === undefined) !== (query.longitude === undefined)) {
    throw searchParameterInvalid(
      query.latitude === undefined ? 'latitude' : 'longitude',
      'vacancy_search.position.incomplete',
    );
  }
  if (query.postcode) {
    const postcode = `${query.postcode.slice(0, 4)} ${query.postcode.slice(4)}`;
    const position = await geocoder.locate({ street: null, houseNumber: null, postcode, city: null });
    if (!position) throw searchParameterInvalid('postcode', 'vacancy_search.postcode.unknown', { postcode });
    return { ...position, postcode };
  }
  if (query.latitude !== undefined && query.longitude !== undefined) {
    return { latitude: query.latitude, longitude: query.longitude, postcode: null };
  }
  return undefined;
}

/** Relevance needs words to rank by (else newest first); distance needs a position. */
function resolveOrder(sort: VacancySearchSort | undefined, hasText: boolean, hasOrigin: boolean): VacancySearchOrder {
  if (sort === 'distance') {
    if (!hasOrigin) throw searchParameterInvalid('sort', 'vacancy_search.sort.needs_position');
    return 'distance';
  }
  if (sort === '-published_at') return 'newest';
  if (sort === 'expires_on') return 'closing';
  if (sort === 'relevance') return hasText ? 'relevance' : 'newest';
  return hasText ? 'relevance' : hasOrigin ? 'distance' : 'newest';
}

/** The criteria every public listing starts from: the audience's published, current vacancies. */
export function publicCriteria(audience: SearchAudience): VacancySearchCriteria {
  return {
    centerId: audience.centerId,
    includeShared: audience.tenant.features.centerSharing,
    today: todayInNetherlands(),
    text: undefined,
    wordAlternatives: undefined,
    anyWord: false,
    origin: undefined,
    radiusKm: defaultDistanceKm,
    categoryIds: undefined,
    skillIds: undefined,
    targetGroupIds: undefined,
    organizationIds: undefined,
    remote: undefined,
    locationKinds: undefined,
    commitments: undefined,
    suitableFor: undefined,
    vogRequired: undefined,
    date: undefined,
    order: 'newest',
  };
}

/**
 * Per typed word of `text`, the words that may stand for it on a page in `language`: its forms,
 * compounds and corrections among the tenant's words, and its synonyms, built-in and the centre's
 * own (decision 025).
 */
export async function textAlternatives(
  answers: VacancySearchAnswers,
  tenantId: number,
  text: string | undefined,
  language: SearchLanguage,
): Promise<string[][] | undefined> {
  if (!text) return undefined;
  const vocabulary = await answers.vocabularies.vocabularyOf(tenantId);
  return searchWordAlternatives(text, language, vocabulary, await answers.synonyms.synonymsOf(tenantId));
}

/** Turns a checked query into search criteria (geocoding its postcode), with the alternatives of its words. */
export async function searchCriteria(
  geocoder: Geocoder,
  audience: SearchAudience,
  query: VacancySearchRequest,
  wordAlternatives?: string[][],
): Promise<{ criteria: VacancySearchCriteria; origin: SearchOrigin | undefined }> {
  const origin = await resolveOrigin(geocoder, query);
  const text = query.text || undefined;
  const criteria: VacancySearchCriteria = {
    ...publicCriteria(audience),
    text,
    wordAlternatives,
    origin,
    radiusKm: query.distanceKm ?? defaultDistanceKm,
    ...query.filters,
    order: resolveOrder(query.sort, text !== undefined, origin !== undefined),
  };
  return { criteria, origin };
}

/**
 * GET /api/v1/vacancies/search: one page of the audience's published vacancies matching the query,
 * with facets; the words as they are meant on a page in `language`.
 */
export async function searchVacancies(
  database: Database,
  answers: VacancySearchAnswers,
  geocoder: Geocoder,
  audience: SearchAudience,
  query: VacancySearchRequest,
  window: { offset: number; limit: number },
  language: SearchLanguage = 'nl',
): Promise<VacancySearchPage> {
  const alternatives = await textAlternatives(answers, audience.tenant.id, query.text || undefined, language);
  const { criteria, origin } = await searchCriteria(geocoder, audience, query, alternatives);
  // The criteria hold everything the answer depends on (the tenant, centre and today included).
  const key = JSON.stringify([audience.tenant.id, criteria, window]);
  return answers.pages.remember(key, () => readSearchPage(database, audience, criteria, origin, window));
}

async function readSearchPage(
  database: Database,
  audience: SearchAudience,
  criteria: VacancySearchCriteria,
  origin: SearchOrigin | undefined,
  window: { offset: number; limit: number },
): Promise<VacancySearchPage> {
  return withPublicSearchScope(database, audience.tenant.id, async (scope) => {
    // Every typed word must match (through an alternative); only when that finds nothing is a
    // vacancy matching some of them shown, those matching the most first.
    let matches = await findSearchMatches(scope, criteria, window);
    if (matches.total === 0 && (criteria.wordAlternatives?.length ?? 0) > 1) {
      matches = await findSearchMatches(scope, { ...criteria, anyWord: true }, window);
    }
    const found = await loadSearchedVacancies(
      scope,
      matches.page.map((item) => item.id),
    );
    const distances = new Map(matches.page.map((item) => [item.id, item.distanceMetres]));
    const results = found.map((item) => {
      const metres = distances.get(item.vacancy.id);
      return { ...item, distanceKm: metres === null || metres === undefined ? null : Math.round(metres / 100) / 10 };
    });
    return { results, total: matches.total, facets: matches.facets, origin };
  });
}

/** The feeds: the audience's newest published vacancies. */
export async function newestVacancies(
  database: Database,
  answers: VacancySearchAnswers,
  audience: SearchAudience,
): Promise<SearchedVacancy[]> {
  const criteria = publicCriteria(audience);
  return answers.feeds.remember(JSON.stringify([audience.tenant.id, criteria]), () =>
    withPublicSearchScope(database, audience.tenant.id, async (scope) =>
      loadSearchedVacancies(scope, await findNewestVacancyIds(scope, criteria, feedSize)),
    ),
  );
}
