import { z } from 'zod';
import {
  listDocumentSchema,
  resourceDocumentSchema,
  resourceSchema,
  toManySchema,
  toOneSchema,
  valueCountsSchema,
} from '../json-api-schemas.ts';
import { organizationSummaryResourceSchema } from './organizations.ts';
import { dayPartsSchema } from '../vacancies-schemas.ts';
import {
  vacancyCommitmentKinds,
  vacancyLanguages,
  vacancyLocationKinds,
  vacancyStatuses,
  vacancySuitableFor,
} from '../vacancies.ts';
import { pictureSchema } from './pictures.ts';
import { includedTagResourceSchema, namedTagSchema } from './tags.ts';

/** What the signed-in user may do with a vacancy (`meta.abilities`, decision 007). */
export const vacancyAbilitiesSchema = z.object({
  update: z.boolean(),
  publish: z.boolean(),
  close: z.boolean(),
  reopen: z.boolean(),
  archive: z.boolean(),
  restore: z.boolean(),
  delete: z.boolean(),
  apply: z.boolean(),
  viewApplications: z.boolean(),
});
export type VacancyAbilities = z.infer<typeof vacancyAbilitiesSchema>;

const timestamp = z.iso.datetime({ offset: true });
const calendarDay = z.iso.date();

/** Every attribute a vacancy can carry (decision 007); views pick from these. */
export const vacancyAttributes = {
  title: z.string(),
  summary: z.string(),
  /** Sent when one vacancy is shown, not in lists. */
  descriptionHtml: z.string().optional(),
  imageUrl: z.string().nullable(),
  /** The picture it is shown with: its image, else its organisation's logo, else a stock image (decision 020). */
  picture: pictureSchema,
  locationKind: z.enum(vacancyLocationKinds),
  street: z.string().nullable(),
  houseNumber: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  commitmentKind: z.enum(vacancyCommitmentKinds),
  startsOn: calendarDay.nullable(),
  endsOn: calendarDay.nullable(),
  hoursPerWeek: z.number().nullable(),
  dayParts: dayPartsSchema,
  minimumAge: z.number().int().nullable(),
  vogRequired: z.boolean(),
  suitableFor: z.array(z.enum(vacancySuitableFor)),
  languages: z.array(z.enum(vacancyLanguages)),
  places: z.number().int(),
  placesTaken: z.number().int(),
  isFull: z.boolean(),
  questions: z.array(z.string()),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  status: z.enum(vacancyStatuses),
  publishedAt: timestamp.nullable(),
  expiresOn: calendarDay.nullable(),
  closedAt: timestamp.nullable(),
  sharedWithCenters: z.boolean(),
  /** For the organisation and the centre only. */
  viewCount: z.number().int().optional(),
  /** In the back-office list only: confirmed applications (a guest's once confirmed by mail). */
  applicationCount: z.number().int().optional(),
  /** In the back-office list only: confirmed applications still waiting for a first answer ('new'). */
  newApplicationCount: z.number().int().optional(),
  organizationId: z.string(),
  organizationName: z.string(),
  volunteerCenterId: z.string(),
  categories: z.array(namedTagSchema),
  skills: z.array(namedTagSchema),
  targetGroups: z.array(namedTagSchema),
  /** For a signed-in user only. */
  isFavorite: z.boolean().optional(),
  /** For a signed-in user only. */
  hasApplied: z.boolean().optional(),
  createdAt: timestamp,
  updatedAt: timestamp,
};

/** A `vacancies` resource as the vacancy endpoints send it. */
export const vacancyResourceSchema = resourceSchema({
  type: 'vacancies',
  attributes: vacancyAttributes,
  relationships: { organization: toOneSchema('organizations'), tags: toManySchema('tags') },
  meta: z.object({ abilities: vacancyAbilitiesSchema }),
});
export type VacancyResource = z.infer<typeof vacancyResourceSchema>;

/** GET/PUT/POST of one vacancy: the vacancy, with its organisation and tags when included. */
export const vacancyDocumentSchema = resourceDocumentSchema(vacancyResourceSchema, {
  included: [organizationSummaryResourceSchema, includedTagResourceSchema],
});

/**
 * The public attributes a search result carries (no description, contact or counts). Picked outside the
 * resource: inside it the contextual type widens `pick`'s keys to every attribute.
 */
const searchResultAttributes = pick(vacancyAttributes, [
  'title',
  'summary',
  'imageUrl',
  'picture',
  'locationKind',
  'city',
  'postcode',
  'latitude',
  'longitude',
  'commitmentKind',
  'startsOn',
  'endsOn',
  'hoursPerWeek',
  'dayParts',
  'minimumAge',
  'vogRequired',
  'suitableFor',
  'languages',
  'places',
  'publishedAt',
  'expiresOn',
  'organizationId',
  'organizationName',
  'categories',
  'skills',
  'targetGroups',
]);

/** A search result: the public attributes plus the distance. */
export const vacancySearchResultResourceSchema = resourceSchema({
  type: 'vacancies',
  attributes: {
    ...searchResultAttributes,
    /** Kilometres from the position searched from; null without one. */
    distanceKm: z.number().nullable(),
  },
});
export type VacancySearchResultResource = z.infer<typeof vacancySearchResultResourceSchema>;

function pick<S extends Record<string, z.ZodType>, K extends keyof S>(shape: S, keys: readonly K[]): Pick<S, K> {
  return Object.fromEntries(keys.map((key) => [key, shape[key]])) as Pick<S, K>;
}

/** GET /api/v1/vacancies: a page of the back office's vacancies, with the list's counts per status. */
export const vacancyListDocumentSchema = listDocumentSchema(vacancyResourceSchema, {
  meta: { statusCounts: z.record(z.enum(vacancyStatuses), z.number().int()) },
});

/** PUT /api/v1/vacancies/bulk_update: the changed vacancies and how many. */
export const bulkUpdatedVacanciesDocumentSchema = z.object({
  data: z.array(vacancyResourceSchema),
  meta: z.object({ updated: z.number().int() }),
});

/** GET /api/v1/vacancies/{id}/similar: a few published vacancies like this one. */
export const similarVacanciesDocumentSchema = z.object({ data: z.array(vacancyResourceSchema) });

/** POST /api/v1/vacancies/{id}/favorite: no resource; the vacancy is saved. */
export const favoriteDocumentSchema = z.object({ data: z.null(), meta: z.object({ favorite: z.literal(true) }) });

const countedName = z.object({ id: z.string(), name: z.string(), count: z.number().int() });

/** `meta.facets` of a search: how the results spread over tags, organisations and the vacancy's own kinds. */
export const vacancySearchFacetsSchema = z.object({
  category: z.array(countedName),
  skill: z.array(countedName),
  targetGroup: z.array(countedName),
  organization: z.array(countedName),
  locationKind: valueCountsSchema(vacancyLocationKinds),
  commitment: valueCountsSchema(vacancyCommitmentKinds),
  suitableFor: valueCountsSchema(vacancySuitableFor),
  vogRequired: valueCountsSchema(['true', 'false']),
  /** How many of all results have a place on the map ('true') and how many not (remote, at home, no known address). */
  onMap: valueCountsSchema(['true', 'false']),
});
export type VacancySearchFacets = z.infer<typeof vacancySearchFacetsSchema>;

/** `meta.origin` of a search: the position searched from (sent only when the search has one). */
export const vacancySearchOriginSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  postcode: z.string().nullable(),
});
export type VacancySearchOrigin = z.infer<typeof vacancySearchOriginSchema>;

/** GET /api/v1/vacancies/search: a page of results, the facets, and the position searched from. */
export const vacancySearchDocumentSchema = listDocumentSchema(vacancySearchResultResourceSchema, {
  meta: { facets: vacancySearchFacetsSchema, origin: vacancySearchOriginSchema.optional() },
});
