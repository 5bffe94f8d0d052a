import { sql, type SQL } from 'drizzle-orm';
import type { VacancyCommitmentKind, VacancyLocationKind, VacancySuitableFor } from '@volunteerly/contracts/vacancies';
import { idArrayParameter, textArrayParameter } from '../../platform/database/array-parameters.ts';
import type { TenantScope } from '../../platform/database/tenant-scope.ts';
import type { GeoPosition } from '../../platform/geocoding/geocoder.ts';
import { vacancies, vacancyTags } from '../vacancies/vacancies.schema.ts';
import { vacancyDistanceMetres, vacancyWithinMetres } from '../vacancies/vacancy-position.repository.ts';
import { findableVacancyCondition } from '../figures/figure-definitions.repository.ts';

// The WHERE, rank, distance and ORDER BY of the public search, as SQL
// fragments over `vacancies`. One place, so the
// search, its facets and the benchmark run exactly the same SQL.

/** How the results are ordered once the request is understood. */
export type VacancySearchOrder = 'relevance' | 'newest' | 'distance' | 'closing';

/** Everything a search narrows by, already checked and resolved. */
export interface VacancySearchCriteria {
  /** The centre whose vacancies are searched; undefined: the tenant's default centre. */
  centerId: number | undefined;
  /** Also vacancies other centres share (the tenant has centre sharing on). */
  includeShared: boolean;
  /** Today in the Netherlands (YYYY-MM-DD): expired vacancies are never shown. */
  today: string;
  text: string | undefined;
  /**
   * Per typed word, the words that may stand for it (the word first; decision 025); undefined:
   * only the text's own stemmed words.
   */
  wordAlternatives: string[][] | undefined;
  /** A vacancy needs an alternative of any typed word, not of every one (the search asks only when every finds nothing). */
  anyWord: boolean;
  origin: GeoPosition | undefined;
  radiusKm: number;
  categoryIds: number[] | undefined;
  skillIds: number[] | undefined;
  targetGroupIds: number[] | undefined;
  organizationIds: number[] | undefined;
  /** true: remote or at home; false: at an address. */
  remote: boolean | undefined;
  locationKinds: VacancyLocationKind[] | undefined;
  commitments: VacancyCommitmentKind[] | undefined;
  suitableFor: VacancySuitableFor[] | undefined;
  vogRequired: boolean | undefined;
  /** A day the vacancy takes place on. */
  date: string | undefined;
  order: VacancySearchOrder;
}

/** The text as typed, in web search syntax ("quotes", -not, or), stemmed. */
const typedQuery = (text: string) => sql`websearch_to_tsquery('dutch', ${text})`;

/**
 * The alternatives as one tsquery's text: `(fiets | fietsen | duofiets) & (…)`, each word
 * stemmed by the database as the text was. No word is a prefix (`fiets:*`): the forms and
 * compounds the tenant's vocabulary holds are listed, and a prefix scan costs about twice an exact
 * one while finding little more (`koken:*` is `kok:*`: koker, kokos…). Words are letters only
 * (vacancy-search-words.ts), so nothing in them is tsquery syntax.
 */
export function alternativesQueryText(alternatives: string[][], anyWord: boolean): string {
  return alternatives.map((words) => `(${words.join(' | ')})`).join(anyWord ? ' | ' : ' & ');
}

function expandedQuery(criteria: VacancySearchCriteria): SQL | undefined {
  const alternatives = criteria.wordAlternatives;
  if (!alternatives || alternatives.length === 0) return undefined;
  return sql`to_tsquery('dutch', ${alternativesQueryText(alternatives, criteria.anyWord)})`;
}

// Quotes, a minus or "or": web search syntax, which only the text as typed understands.
const webSearchSyntax = /["-]|\bor\b/i;

function textMatches(text: string, criteria: VacancySearchCriteria): SQL {
  const expanded = expandedQuery(criteria);
  if (!expanded) return sql`${vacancies.searchVector} @@ ${typedQuery(text)}`;
  // Without web search syntax the alternatives hold every typed word: one index scan, not two.
  return webSearchSyntax.test(text)
    ? sql`(${vacancies.searchVector} @@ ${expanded} or ${vacancies.searchVector} @@ ${typedQuery(text)})`
    : sql`${vacancies.searchVector} @@ ${expanded}`;
}

/** Metres from the origin to the vacancy (null without an origin). */
export function distanceMetres(criteria: VacancySearchCriteria): SQL {
  return vacancyDistanceMetres(criteria.origin);
}

/**
 * How well the vacancy matches the text (0 without text): ts_rank_cd over the alternatives, plus
 * a half when it has the words as typed (stemmed), so a word as typed comes before its alternatives
 * (a match is cheaper to test than a second ts_rank_cd on every matched row);
 * when any typed word may match, first by how many typed words it matches.
 */
export function relevance(criteria: VacancySearchCriteria): SQL {
  const { text } = criteria;
  if (!text) return sql`0::float4`;
  const expanded = expandedQuery(criteria);
  if (!expanded) return sql`(1 + ts_rank_cd(${vacancies.searchVector}, ${typedQuery(text)}))`;
  const typedWordsMatched = criteria.anyWord
    ? sql`(select count(*) from unnest(${textArrayParameter(
        (criteria.wordAlternatives ?? []).map((words) => alternativesQueryText([words], false)),
      )}) as word_query where ${vacancies.searchVector} @@ to_tsquery('dutch', word_query))`
    : sql`0`;
  return sql`(${typedWordsMatched} * 10 + 1 + ts_rank_cd(${vacancies.searchVector}, ${expanded})
      + case when ${vacancies.searchVector} @@ ${typedQuery(text)} then 0.5 else 0 end)`;
}

function hasTagAmong(scope: TenantScope, tagIds: number[]): SQL {
  return sql`exists (select 1 from ${vacancyTags} where ${vacancyTags.tenantId} = ${scope.tenantId}
    and ${vacancyTags.vacancyId} = ${vacancies.id} and ${vacancyTags.tagId} = any(${idArrayParameter(tagIds)}))`;
}

function dateCondition(date: string): SQL {
  return sql`((${vacancies.commitmentKind} = 'one_off' and ${vacancies.startsOn} = ${date}::date)
    or (${vacancies.commitmentKind} <> 'one_off'
      and (${vacancies.startsOn} is null or ${vacancies.startsOn} <= ${date}::date)
      and (${vacancies.endsOn} is null or ${vacancies.endsOn} >= ${date}::date)))`;
}

/**
 * `from vacancies where …`: the tenant first, then what every public list of a centre shows
 * (`findableVacancyCondition`: published, not expired, of an approved organisation, of the
 * centre or shared with it), then the request's own criteria.
 */
export function searchSource(scope: TenantScope, criteria: VacancySearchCriteria): SQL {
  const conditions: SQL[] = [
    sql`${vacancies.tenantId} = ${scope.tenantId}`,
    findableVacancyCondition(criteria.today, {
      tenantId: scope.tenantId,
      centerId: criteria.centerId,
      includeShared: criteria.includeShared,
    }),
  ];
  if (criteria.text) conditions.push(textMatches(criteria.text, criteria));
  if (criteria.origin) conditions.push(vacancyWithinMetres(criteria.origin, criteria.radiusKm * 1000));
  for (const tagIds of [criteria.categoryIds, criteria.skillIds, criteria.targetGroupIds]) {
    if (tagIds?.length) conditions.push(hasTagAmong(scope, tagIds));
  }
  if (criteria.organizationIds?.length) {
    conditions.push(sql`${vacancies.organizationId} = any(${idArrayParameter(criteria.organizationIds)})`);
  }
  if (criteria.remote !== undefined) {
    conditions.push(
      criteria.remote
        ? sql`${vacancies.locationKind} in ('remote', 'at_home')`
        : sql`${vacancies.locationKind} = 'address'`,
    );
  }
  if (criteria.locationKinds?.length) {
    conditions.push(sql`${vacancies.locationKind} = any(${textArrayParameter(criteria.locationKinds)})`);
  }
  if (criteria.commitments?.length) {
    conditions.push(sql`${vacancies.commitmentKind} = any(${textArrayParameter(criteria.commitments)})`);
  }
  if (criteria.suitableFor?.length) {
    conditions.push(sql`${vacancies.suitableFor} && ${textArrayParameter(criteria.suitableFor)}`);
  }
  if (criteria.vogRequired !== undefined) conditions.push(sql`${vacancies.vogRequired} = ${criteria.vogRequired}`);
  if (criteria.date) conditions.push(dateCondition(criteria.date));
  return sql`from ${vacancies} where ${sql.join(conditions, sql` and `)}`;
}

/**
 * The ORDER BY of the results, over the columns `rank`, `distance_m`, `expires_on`, `published_at` and `id` of the matches.
 * Equal matches come nearest first when a place is given (`distance_m` is null for all without one).
 */
export function searchOrder(order: VacancySearchOrder): SQL {
  switch (order) {
    case 'relevance':
      return sql`rank desc, distance_m asc nulls last, published_at desc, id desc`;
    case 'distance':
      return sql`distance_m asc, published_at desc, id desc`;
    case 'newest':
      return sql`published_at desc, id desc`;
    case 'closing':
      return sql`expires_on asc nulls last, published_at desc, id desc`;
  }
}
