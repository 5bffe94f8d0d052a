/** A vacancy resource as the API sends it (wire casing); attributes and abilities override. */
export function vacancyResource(
  id: string,
  attributes: Record<string, unknown> = {},
  options: { abilities?: Record<string, boolean> } = {},
) {
  return {
    type: 'vacancies',
    id,
    attributes: {
      title: `Vacature ${id}`,
      summary: 'Help mee in de buurt.',
      description_html: '<p>Een mooie vacature.</p>',
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
      day_parts: { monday: ['morning', 'afternoon'], saturday: ['evening'] },
      minimum_age: 16,
      vog_required: true,
      suitable_for: ['students'],
      languages: ['nl', 'en'],
      places: 3,
      places_taken: 1,
      is_full: false,
      questions: [],
      contact_name: 'Piet Jansen',
      contact_email: 'piet@voedselbank.example',
      contact_phone: '030 123 4567',
      status: 'published',
      published_at: '2026-11-01T10:00:00Z',
      expires_on: '2026-12-31',
      closed_at: null,
      shared_with_centers: false,
      organization_id: '7',
      organization_name: 'Voedselbank Utrecht',
      categories: [{ id: 1, name: 'Zorg' }],
      skills: [{ id: 2, name: 'Koken' }],
      target_groups: [{ id: 3, name: 'Ouderen' }],
      is_favorite: false,
      has_applied: false,
      created_at: '2026-10-30T10:00:00Z',
      updated_at: '2026-11-01T10:00:00Z',
      ...attributes,
    },
    meta: { abilities: { update: false, apply: true, ...options.abilities } },
  };
}

const countedGroups = ['location_kind', 'commitment', 'suitable_for', 'vog_required'];

/**
 * The `meta.facets` of a search (wire casing); groups override. Counts per value
 * may be given as `{ value: count }` and go out as the wire's `[{ value, count }]`.
 */
export function searchFacets(given: Record<string, unknown> = {}) {
  const facets: Record<string, unknown> = {
    category: [],
    skill: [],
    target_group: [],
    organization: [],
    location_kind: {},
    commitment: {},
    suitable_for: {},
    vog_required: { true: 0, false: 0 },
    ...given,
  };
  for (const group of countedGroups) facets[group] = valueCounts(facets[group] as Record<string, number>);
  return facets;
}

/** `{ value: count }` as the wire sends counts per value. */
export function valueCounts(counts: Record<string, number>): { value: string; count: number }[] {
  return Object.entries(counts).map(([value, count]) => ({ value, count }));
}

/** A search answer: the vacancies, their pagination and facets. */
export function searchDocument(
  vacancies: ReturnType<typeof vacancyResource>[],
  options: { total?: number; page?: number; totalPages?: number; facets?: Record<string, unknown> } = {},
) {
  const total = options.total ?? vacancies.length;
  return {
    data: vacancies,
    meta: {
      pagination: { page: options.page ?? 1, page_size: 25, total, total_pages: options.totalPages ?? 1 },
      facets: searchFacets(options.facets),
      origin: null,
    },
  };
}
