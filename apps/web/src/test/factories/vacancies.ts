import type { VacancyAbilities, VacancyResource } from '@volunteerly/contracts/resources/vacancies';

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

/** A `vacancies` resource as the vacancy endpoints send it (contract casing); attributes and abilities override. */
export function buildVacancyResource(
  overrides: {
    id?: string;
    attributes?: Partial<VacancyResource['attributes']>;
    abilities?: Partial<VacancyAbilities>;
  } = {},
): VacancyResource {
  const id = overrides.id ?? '1';
  return {
    type: 'vacancies',
    id,
    attributes: {
      title: `Vacature ${id}`,
      summary: 'Help mee in de buurt.',
      descriptionHtml: '<p>Wij zoeken iemand die helpt.</p>',
      imageUrl: null,
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
    },
    relationships: { organization: { data: { type: 'organizations', id: '5' } }, tags: { data: [] } },
    meta: { abilities: buildVacancyAbilities(overrides.abilities ?? { update: true, viewApplications: true }) },
  };
}
