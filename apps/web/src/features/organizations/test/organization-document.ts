/** The abilities of an organisation as the API sends them (snake_case), all false unless given. */
export function abilities(given: Record<string, boolean> = {}) {
  return {
    update: false,
    approve: false,
    deny: false,
    archive: false,
    restore: false,
    resubmit: false,
    delete: false,
    move: false,
    manage_members: false,
    ...given,
  };
}

/** An organisation resource with its profile and address (wire casing); attributes and abilities override. */
export function organizationResource(
  id: string,
  attributes: Record<string, unknown> = {},
  options: {
    abilities?: Record<string, boolean>;
    profile?: Record<string, unknown>;
    address?: Record<string, unknown> | null;
  } = {},
) {
  const data = {
    type: 'organizations',
    id,
    attributes: {
      name: `Organisatie ${id}`,
      type: 'Foundation',
      status: 'approved',
      volunteer_center_id: '1',
      city: 'Utrecht',
      logo_url: null,
      created_at: '2026-11-01T10:00:00Z',
      status_changed_at: '2026-11-01T10:00:00Z',
      ...attributes,
    },
    relationships: {
      profile: { data: { type: 'organization_profiles', id: `p${id}` } },
      address: { data: options.address === null ? null : { type: 'addresses', id: `a${id}` } },
    },
    meta: { abilities: abilities(options.abilities) },
  };
  const included = [
    {
      type: 'organization_profiles',
      id: `p${id}`,
      attributes: {
        description: 'Wij helpen mensen in de buurt.',
        logo_url: null,
        website_url: 'https://voorbeeld.example',
        email: 'info@voorbeeld.example',
        phone: '030 123 4567',
        social_links: {},
        kvk_number: '12345678',
        volunteer_count: 12,
        target_groups: [],
        ...options.profile,
      },
    },
    ...(options.address === null
      ? []
      : [
          {
            type: 'addresses',
            id: `a${id}`,
            attributes: {
              street: 'Oudegracht',
              house_number: '12',
              postcode: '3511 AB',
              city: 'Utrecht',
              latitude: 52.09,
              longitude: 5.12,
              has_position: true,
              ...options.address,
            },
          },
        ]),
  ];
  return { data, included };
}

/** A list document of organisations, with pagination and optional status counts. */
export function organizationList(
  resources: ReturnType<typeof organizationResource>[],
  meta: { total?: number; statusCounts?: Record<string, number> } = {},
) {
  return {
    data: resources.map((resource) => resource.data),
    included: resources.flatMap((resource) => resource.included),
    meta: {
      pagination: { page: 1, page_size: 24, total: meta.total ?? resources.length, total_pages: 1 },
      ...(meta.statusCounts ? { status_counts: meta.statusCounts } : {}),
    },
  };
}
