import {
  currentOrganizationListDocumentSchema,
  organizationDocumentSchema,
  type AddressResource,
  type OrganizationAbilities,
  type OrganizationProfileResource,
  type OrganizationResource,
  type OrganizationSummaryResource,
} from '@volunteerly/contracts/resources/organizations';
import { organizationListDocumentSchema } from '@volunteerly/contracts/resources/organization-list';
import type { VacancyResource } from '@volunteerly/contracts/resources/vacancies';
import { buildPagination, buildPaginationLinks } from './pagination.ts';
import { buildPicture } from './pictures.ts';
import { wireDocument } from './wire-document.ts';

/** An organisation as it stands beside another resource: Buurthuis De Brug (5), approved, in centre 1. */
export function buildOrganizationSummary(
  id = '5',
  attributes: Partial<OrganizationSummaryResource['attributes']> = {},
): OrganizationSummaryResource {
  return {
    type: 'organizations',
    id,
    attributes: {
      name: 'Buurthuis De Brug',
      type: 'Foundation',
      status: 'approved',
      volunteerCenterId: '1',
      ...attributes,
    },
  };
}

/** GET /api/v1/current_organizations: the organisations the signed-in user works for (none unless given). */
export function currentOrganizationsDocument(organizations: OrganizationSummaryResource[] = []) {
  const pagination = buildPagination(organizations.length, { pageSize: Math.max(1, organizations.length) });
  return wireDocument(currentOrganizationListDocumentSchema, {
    data: organizations,
    meta: { pagination },
    links: buildPaginationLinks('/api/v1/current_organizations', pagination),
  });
}

/** What the signed-in user may do with an organisation, all false unless given. */
export function buildOrganizationAbilities(given: Partial<OrganizationAbilities> = {}): OrganizationAbilities {
  return {
    update: false,
    approve: false,
    deny: false,
    archive: false,
    restore: false,
    resubmit: false,
    delete: false,
    move: false,
    manageMembers: false,
    ...given,
  };
}

/** An `organizations` resource as the organisation pages see it (contract casing). */
export function buildOrganization(
  overrides: {
    id?: string;
    attributes?: Partial<OrganizationResource['attributes']>;
    abilities?: Partial<OrganizationAbilities>;
    relationships?: OrganizationResource['relationships'];
  } = {},
): OrganizationResource {
  const id = overrides.id ?? '5';
  return {
    type: 'organizations',
    id,
    attributes: {
      ...buildOrganizationSummary(id).attributes,
      city: 'Utrecht',
      logoUrl: null,
      picture: buildPicture(),
      createdAt: '2026-02-01T10:00:00Z',
      statusChangedAt: '2026-02-03T10:00:00Z',
      ...overrides.attributes,
    },
    relationships: overrides.relationships,
    meta: { abilities: buildOrganizationAbilities(overrides.abilities) },
  };
}

/** An organisation's public profile, empty unless given. */
export function buildOrganizationProfile(
  id = '5',
  attributes: Partial<OrganizationProfileResource['attributes']> = {},
): OrganizationProfileResource {
  return {
    type: 'organization_profiles',
    id,
    attributes: {
      description: null,
      logoUrl: null,
      websiteUrl: null,
      email: null,
      phone: null,
      socialLinks: {},
      kvkNumber: null,
      volunteerCount: null,
      targetGroups: [],
      ...attributes,
    },
  };
}

/** An organisation's address, in Utrecht and placed on the map unless given. */
export function buildAddress(id = '5', attributes: Partial<AddressResource['attributes']> = {}): AddressResource {
  return {
    type: 'addresses',
    id,
    attributes: {
      street: 'Oudegracht',
      houseNumber: '12',
      postcode: '3511 AB',
      city: 'Utrecht',
      latitude: 52.09,
      longitude: 5.12,
      hasPosition: true,
      ...attributes,
    },
  };
}

/** GET /api/v1/organizations/{id} (wire casing), with its profile and address when given. */
export function organizationDocument(
  organization: OrganizationResource,
  included: (OrganizationProfileResource | AddressResource)[] = [],
) {
  return wireDocument(organizationDocumentSchema, { data: organization, included });
}

/** GET /api/v1/organizations: one page of organisations (wire casing). */
export function organizationListDocument(
  organizations: OrganizationResource[],
  options: {
    included?: (OrganizationProfileResource | AddressResource | VacancyResource)[];
    statusCounts?: Partial<Record<OrganizationResource['attributes']['status'], number>>;
    page?: number;
    pageSize?: number;
    total?: number;
  } = {},
) {
  const pagination = buildPagination(organizations.length, options);
  return wireDocument(organizationListDocumentSchema, {
    data: organizations,
    included: options.included ?? [],
    meta: {
      pagination,
      ...(options.statusCounts
        ? { statusCounts: { pending: 0, approved: 0, denied: 0, archived: 0, ...options.statusCounts } }
        : {}),
    },
    links: buildPaginationLinks('/api/v1/organizations', pagination),
  });
}

/** An organisation with the profile and address that `?include=profile,address` brings along. */
export interface OrganizationWithDetails {
  organization: OrganizationResource;
  included: (OrganizationProfileResource | AddressResource)[];
}

/** What a test may override of an organisation with its details; `address: null` leaves the address out. */
export interface OrganizationWithDetailsOverrides {
  id?: string;
  attributes?: Partial<OrganizationResource['attributes']>;
  abilities?: Partial<OrganizationAbilities>;
  profile?: Partial<OrganizationProfileResource['attributes']>;
  address?: Partial<AddressResource['attributes']> | null;
}

/**
 * An organisation related to a filled-in profile and to an address in Utrecht,
 * or to none when `address` is null (its city then unknown, as the API sends it).
 */
export function buildOrganizationWithDetails(
  overrides: OrganizationWithDetailsOverrides = {},
): OrganizationWithDetails {
  const id = overrides.id ?? '5';
  const profile = buildOrganizationProfile(id, {
    description: 'Wij helpen mensen in de buurt.',
    websiteUrl: 'https://voorbeeld.example',
    email: 'info@voorbeeld.example',
    phone: '030 123 4567',
    kvkNumber: '12345678',
    volunteerCount: 12,
    ...overrides.profile,
  });
  const address = overrides.address === null ? null : buildAddress(id, overrides.address);
  const organization = buildOrganization({
    id,
    attributes: {
      city: address?.attributes.city ?? null,
      logoUrl: profile.attributes.logoUrl,
      ...overrides.attributes,
    },
    abilities: overrides.abilities,
    relationships: {
      profile: { data: { type: profile.type, id: profile.id } },
      address: { data: address && { type: address.type, id: address.id } },
    },
  });
  return { organization, included: address ? [profile, address] : [profile] };
}

/** GET /api/v1/organizations/{id}?include=profile,address (wire casing). */
export function organizationWithDetailsDocument({ organization, included }: OrganizationWithDetails) {
  return organizationDocument(organization, included);
}

/** GET /api/v1/organizations?include=profile,address: one page of organisations with their details. */
export function organizationWithDetailsListDocument(
  organizations: OrganizationWithDetails[],
  options: Omit<Parameters<typeof organizationListDocument>[1], 'included'> = {},
) {
  return organizationListDocument(
    organizations.map(({ organization }) => organization),
    { ...options, included: organizations.flatMap(({ included }) => included) },
  );
}
