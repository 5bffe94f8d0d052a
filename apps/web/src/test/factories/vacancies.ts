import {
  bulkUpdatedVacanciesDocumentSchema,
  vacancyDocumentSchema,
  vacancyListDocumentSchema,
  type VacancyAbilities,
  type VacancyResource,
} from '@volunteerly/contracts/resources/vacancies';
import type { VacancyStatus } from '@volunteerly/contracts/vacancies';
import type { z } from 'zod';
import { buildPagination, buildPaginationLinks } from './pagination.ts';
import { buildPicture } from './pictures.ts';
import { wireDocument } from './wire-document.ts';

/** A vacancy's abilities, all false unless given. */
export function buildVacancyAbilities(given: Partial<VacancyAbilities> = {}): VacancyAbilities {
  return {
    update: false,
    publish: false,
    close: false,
    reopen: false,
    archive: false,
    restore: false,
    delete: false,
    apply: false,
    viewApplications: false,
    ...given,
  };
}

/**
 * A `vacancies` resource as the vacancy endpoints send it (contract casing); attributes and abilities override.
 * Its relationships follow the attributes: the organisation of `organizationId`, the tags it names.
 */
export function buildVacancyResource(
  overrides: {
    id?: string;
    attributes?: Partial<VacancyResource['attributes']>;
    abilities?: Partial<VacancyAbilities>;
  } = {},
): VacancyResource {
  const id = overrides.id ?? '1';
  const attributes: VacancyResource['attributes'] = {
    title: `Vacature ${id}`,
    summary: 'Help mee in de buurt.',
    descriptionHtml: '<p>Wij zoeken iemand die helpt.</p>',
    imageUrl: null,
    picture: buildPicture(),
    locationKind: 'address',
    street: 'Oudegracht',
    houseNumber: '12',
    postcode: '3511 AB',
    city: 'Utrecht',
    latitude: 52.09,
    longitude: 5.12,
    commitmentKind: 'recurring',
    startsOn: null,
    endsOn: null,
    hoursPerWeek: 4,
    dayParts: { monday: ['morning'] },
    minimumAge: null,
    vogRequired: false,
    suitableFor: [],
    languages: ['nl'],
    places: 2,
    placesTaken: 0,
    isFull: false,
    questions: [],
    contactName: 'Piet',
    contactEmail: 'piet@voorbeeld.example',
    contactPhone: null,
    status: 'draft',
    publishedAt: null,
    expiresOn: null,
    closedAt: null,
    sharedWithCenters: false,
    viewCount: 0,
    organizationId: '5',
    organizationName: 'Buurthuis De Brug',
    volunteerCenterId: '1',
    categories: [],
    skills: [],
    targetGroups: [],
    createdAt: '2026-11-01T10:00:00Z',
    updatedAt: '2026-11-01T10:00:00Z',
    ...overrides.attributes,
  };
  const tags = [...attributes.categories, ...attributes.skills, ...attributes.targetGroups];
  return {
    type: 'vacancies',
    id,
    attributes,
    relationships: {
      organization: { data: { type: 'organizations', id: attributes.organizationId } },
      tags: { data: tags.map((tag) => ({ type: 'tags' as const, id: tag.id })) },
    },
    meta: { abilities: buildVacancyAbilities(overrides.abilities ?? { update: true, viewApplications: true }) },
  };
}

/** A vacancy as a list carries it: without its description (the API sends that only for one vacancy). */
function listedVacancy(vacancy: VacancyResource): VacancyResource {
  const { descriptionHtml: _descriptionHtml, ...attributes } = vacancy.attributes;
  return { ...vacancy, attributes };
}

/** The same vacancy after a status move (or any attribute change), as the API answers it. */
export function withVacancyAttributes(
  vacancy: VacancyResource,
  attributes: Partial<VacancyResource['attributes']>,
): VacancyResource {
  return { ...vacancy, attributes: { ...vacancy.attributes, ...attributes } };
}

/** Resources a vacancy document may include beside the vacancy: its organisation and its tags. */
export type VacancyIncluded = NonNullable<z.input<typeof vacancyDocumentSchema>['included']>[number];

/** GET/POST/PATCH/PUT of one vacancy (wire casing), with its organisation and tags when given. */
export function vacancyDocument(vacancy: VacancyResource, included: VacancyIncluded[] = []) {
  return wireDocument(vacancyDocumentSchema, { data: vacancy, ...(included.length > 0 ? { included } : {}) });
}

/** The count per status of these vacancies (what `meta.status_counts` says unless given). */
function statusCountsOf(vacancies: VacancyResource[]): Record<VacancyStatus, number> {
  const counts: Record<VacancyStatus, number> = { draft: 0, published: 0, closed: 0, archived: 0 };
  for (const vacancy of vacancies) counts[vacancy.attributes.status] += 1;
  return counts;
}

/** GET /api/v1/vacancies: one page of the back office's vacancies with the counts per status (wire casing). */
export function vacancyListDocument(
  vacancies: VacancyResource[],
  options: {
    statusCounts?: Partial<Record<VacancyStatus, number>>;
    page?: number;
    pageSize?: number;
    total?: number;
  } = {},
) {
  const pagination = buildPagination(vacancies.length, options);
  const statusCounts = options.statusCounts
    ? { ...statusCountsOf([]), ...options.statusCounts }
    : statusCountsOf(vacancies);
  return wireDocument(vacancyListDocumentSchema, {
    data: vacancies.map(listedVacancy),
    meta: { pagination, statusCounts },
    links: buildPaginationLinks('/api/v1/vacancies', pagination),
  });
}

/** PUT /api/v1/vacancies/bulk_update: the changed vacancies and how many (wire casing). */
export function bulkUpdatedVacanciesDocument(vacancies: VacancyResource[]) {
  return wireDocument(bulkUpdatedVacanciesDocumentSchema, {
    data: vacancies.map(listedVacancy),
    meta: { updated: vacancies.length },
  });
}
