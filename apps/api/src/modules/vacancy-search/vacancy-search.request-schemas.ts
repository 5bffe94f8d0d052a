import { z } from 'zod';
import { postcodeField } from '@volunteerly/contracts/users-schemas';
import {
  vacancyCommitmentKinds,
  vacancyLimits,
  vacancyLocationKinds,
  vacancySearchSorts,
  vacancySuitableFor,
} from '@volunteerly/contracts/vacancies';
import { isoDateField } from '@volunteerly/contracts/vacancies-schemas';
import type { VacancySearchRequest } from './vacancy-search.service.ts';

// The query of GET /api/v1/vacancies/search (snake_case, JSON:API brackets).

const commaList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const idList = z
  .string()
  .trim()
  .regex(/^[1-9][0-9]{0,15}(,[1-9][0-9]{0,15}){0,49}$/)
  .transform((value) => [...new Set(commaList(value).map(Number))]);

// A pattern rather than an array of enums, so an error names the parameter itself.
const enumList = <const Values extends readonly [string, ...string[]]>(values: Values) => {
  const one = `(${values.join('|')})`;
  return z
    .string()
    .trim()
    .regex(new RegExp(`^${one}(,${one})*$`))
    .transform((value) => [...new Set(commaList(value))] as Values[number][]);
};

const booleanFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** GET /api/v1/vacancies/search: text, place, filters, sort and page. */
export const vacancySearchQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  postcode: postcodeField.optional(),
  latitude: z.coerce.number().min(-90).max(90).optional(),
  longitude: z.coerce.number().min(-180).max(180).optional(),
  distance: z.coerce.number().min(1).max(vacancyLimits.distanceMaxKm).optional(),
  'filter[category]': idList.optional(),
  'filter[skill]': idList.optional(),
  'filter[target_group]': idList.optional(),
  'filter[organization_id]': idList.optional(),
  'filter[remote]': booleanFlag.optional(),
  'filter[location_kind]': enumList(vacancyLocationKinds).optional(),
  'filter[commitment]': enumList(vacancyCommitmentKinds).optional(),
  'filter[suitable_for]': enumList(vacancySuitableFor).optional(),
  'filter[vog_required]': booleanFlag.optional(),
  'filter[date]': isoDateField.optional(),
  sort: z.enum(vacancySearchSorts).optional(),
  'page[number]': z.coerce.number().int().min(1).max(10_000).default(1),
  'page[size]': z.coerce.number().int().min(1).max(vacancyLimits.searchPageSizeMax).default(20),
});
export type VacancySearchQuery = z.infer<typeof vacancySearchQuerySchema>;

/** A query as the search service takes it (camelCase; the brackets and snake_case stay on the wire). */
export function vacancySearchRequestOf(query: VacancySearchQuery): VacancySearchRequest {
  return {
    text: query.q || undefined,
    postcode: query.postcode,
    latitude: query.latitude,
    longitude: query.longitude,
    distanceKm: query.distance,
    filters: {
      categoryIds: query['filter[category]'],
      skillIds: query['filter[skill]'],
      targetGroupIds: query['filter[target_group]'],
      organizationIds: query['filter[organization_id]'],
      remote: query['filter[remote]'],
      locationKinds: query['filter[location_kind]'],
      commitments: query['filter[commitment]'],
      suitableFor: query['filter[suitable_for]'],
      vogRequired: query['filter[vog_required]'],
      date: query['filter[date]'],
    },
    sort: query.sort,
  };
}

/** The parameters the pagination links carry over (everything the search understands). */
export const vacancySearchParameters = [
  'q',
  'postcode',
  'latitude',
  'longitude',
  'distance',
  'filter[category]',
  'filter[skill]',
  'filter[target_group]',
  'filter[organization_id]',
  'filter[remote]',
  'filter[location_kind]',
  'filter[commitment]',
  'filter[suitable_for]',
  'filter[vog_required]',
  'filter[date]',
  'sort',
] as const;
