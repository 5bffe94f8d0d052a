import { toCamelCaseKeys, toSnakeCaseKeys } from '@volunteerly/contracts/casing';
import type { VacancyAbilities } from '@volunteerly/contracts/resources/vacancies';
import { buildVacancyAbilities } from '../../../test/factories/vacancies.ts';

/** The abilities of a vacancy as the API sends them (snake_case), all false unless given. */
export function vacancyAbilities(given: Record<string, boolean> = {}) {
  return toSnakeCaseKeys(buildVacancyAbilities(toCamelCaseKeys(given) as Partial<VacancyAbilities>));
}

/** A vacancy resource as GET /api/v1/vacancies answers it (wire casing); attributes and abilities override. */
export function vacancyResource(
  id: string,
  attributes: Record<string, unknown> = {},
  abilities: Record<string, boolean> = { update: true, view_applications: true },
) {
  return {
    type: 'vacancies',
    id,
    attributes: {
      title: `Vacature ${id}`,
      summary: 'Help mee in de buurt.',
      description_html: '<p>Wij zoeken iemand die helpt.</p>',
      image_url: null,
      location_kind: 'address',
      street: 'Oudegracht',
      house_number: '12',
      postcode: '3511 AB',
      city: 'Utrecht',
      latitude: 52.09,
      longitude: 5.12,
      commitment_kind: 'recurring',
      starts_on: null,
      ends_on: null,
      hours_per_week: 4,
      day_parts: { monday: ['morning'] },
      minimum_age: null,
      vog_required: false,
      suitable_for: [],
      languages: ['nl'],
      places: 2,
      places_taken: 0,
      is_full: false,
      questions: [],
      contact_name: 'Piet',
      contact_email: 'piet@voorbeeld.example',
      contact_phone: null,
      status: 'draft',
      published_at: null,
      expires_on: null,
      closed_at: null,
      shared_with_centers: false,
      view_count: 0,
      organization_id: '5',
      organization_name: 'Buurthuis De Brug',
      categories: [],
      skills: [],
      target_groups: [],
      created_at: '2026-11-01T10:00:00Z',
      updated_at: '2026-11-01T10:00:00Z',
      ...attributes,
    },
    meta: { abilities: vacancyAbilities(abilities) },
  };
}

/** A list document of vacancies with pagination and status counts. */
export function vacancyList(
  resources: ReturnType<typeof vacancyResource>[],
  meta: { total?: number; statusCounts?: Record<string, number> } = {},
) {
  return {
    data: resources,
    meta: {
      pagination: { page: 1, page_size: 25, total: meta.total ?? resources.length, total_pages: 1 },
      status_counts: meta.statusCounts ?? { draft: resources.length, published: 0, closed: 0, archived: 0 },
    },
  };
}

/** GET /api/v1/tags answered per kind: a category, a skill and a target group. */
export function tagsDocument(kind: string | null) {
  const tags: Record<string, { id: string; name: string }[]> = {
    category: [
      { id: '11', name: 'Zorg' },
      { id: '12', name: 'Sport' },
    ],
    skill: [{ id: '21', name: 'Koken' }],
    target_group: [{ id: '31', name: 'Ouderen' }],
  };
  return {
    data: (tags[kind ?? ''] ?? []).map((tag) => ({ type: 'tags', id: tag.id, attributes: { kind, name: tag.name } })),
    meta: {},
  };
}
