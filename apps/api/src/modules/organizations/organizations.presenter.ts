import type { Document, Resource } from '@volunteerly/contracts/jsonapi';
import type {
  AddressResource,
  OrganizationProfileResource,
  OrganizationResource,
  OrganizationSummaryResource,
} from '@volunteerly/contracts/resources/organizations';
import { resource, toOne } from '../../platform/http/json-api.ts';
import type { ApiLocale } from '../../platform/i18n/api-messages.ts';
import type { PolicyActor } from '../../platform/auth/policy-actor.ts';
import { presentPicture } from '../pictures/pictures.presenter.ts';
import { tagNameIn } from '../tags/tag-names.ts';
import { canActForOrganization, organizationAbilities } from './organizations.policy.ts';
import type { OrganizationRecord } from './organizations.repository.ts';
import type { OrganizationAddressRow, OrganizationProfileRow, OrganizationRow } from './organizations.schema.ts';

/** '1234AB' as people write it: '1234 AB'. */
function formatPostcode(postcode: string | null): string | null {
  return postcode && /^[0-9]{4}[A-Z]{2}$/.test(postcode) ? `${postcode.slice(0, 4)} ${postcode.slice(4)}` : postcode;
}

/** An organisation's own fields (name, type, status, centre) as a resource, without relationships. */
export function presentOrganization(organization: OrganizationRow): OrganizationSummaryResource {
  return resource('organizations', organization.id, {
    name: organization.name,
    type: organization.type,
    status: organization.status,
    // Which centre's it is: the add-role page offers a centre admin their own centre's (decision 008).
    volunteerCenterId: String(organization.volunteerCenterId),
  });
}

/**
 * An organisation profile; its target groups named in the request's language (decision 024). The
 * contact person is only for the organisation itself and the centre.
 */
export function presentOrganizationProfile(
  profile: OrganizationProfileRow,
  record: OrganizationRecord,
  options: { internal: boolean; locale: ApiLocale },
): OrganizationProfileResource {
  return resource('organization_profiles', profile.id, {
    description: profile.description,
    logoUrl: profile.logoUrl,
    websiteUrl: profile.websiteUrl,
    email: profile.email,
    phone: profile.phone,
    socialLinks: profile.socialLinks,
    kvkNumber: profile.kvkNumber,
    volunteerCount: profile.volunteerCount,
    targetGroups: record.targetGroups
      .map((targetGroup) => ({ id: targetGroup.id, name: tagNameIn(options.locale, targetGroup) }))
      .sort((left, right) => left.name.localeCompare(right.name, options.locale)),
    ...(options.internal
      ? { contactName: profile.contactName, contactEmail: profile.contactEmail, contactPhone: profile.contactPhone }
      : {}),
  });
}

/** An organisation address; `hasPosition` says whether geocoding placed it on the map. */
export function presentOrganizationAddress(address: OrganizationAddressRow): AddressResource {
  return resource('addresses', address.id, {
    street: address.street,
    houseNumber: address.houseNumber,
    postcode: formatPostcode(address.postcode),
    city: address.city,
    latitude: address.latitude,
    longitude: address.longitude,
    hasPosition: address.latitude !== null && address.longitude !== null,
  });
}

/** Which related resources a document carries, and the request's language (tag names). */
export interface OrganizationIncludes {
  profile?: boolean;
  address?: boolean;
  locale: ApiLocale;
}

/**
 * An organisation with its relationships; `included` collects the related
 * resources asked for. The denial reason and abilities are for whoever may act
 * for it.
 */
export function presentOrganizationRecord(
  record: OrganizationRecord,
  actor: PolicyActor | undefined,
  include: OrganizationIncludes,
): { data: OrganizationResource; included: Resource[] } {
  const { organization, profile, address } = record;
  const internal = canActForOrganization(actor, organization);
  const data: OrganizationResource = {
    ...resource(
      'organizations',
      organization.id,
      {
        name: organization.name,
        type: organization.type,
        status: organization.status,
        volunteerCenterId: String(organization.volunteerCenterId),
        city: address?.city ?? null,
        logoUrl: profile?.logoUrl ?? null,
        picture: presentPicture(record.picture),
        createdAt: organization.createdAt.toISOString(),
        statusChangedAt: organization.statusChangedAt.toISOString(),
        ...(internal ? { denialReason: organization.denialReason } : {}),
      },
      {
        profile: toOne('organization_profiles', profile?.id),
        address: toOne('addresses', address?.id),
      },
    ),
    meta: { abilities: organizationAbilities(actor, organization) },
  };
  const included: Resource[] = [];
  if (include.profile && profile)
    included.push(presentOrganizationProfile(profile, record, { internal, locale: include.locale }));
  if (include.address && address) included.push(presentOrganizationAddress(address));
  return { data, included };
}

/** A single organisation as a document. */
export function organizationDocument(
  record: OrganizationRecord,
  actor: PolicyActor | undefined,
  include: OrganizationIncludes,
): Document {
  const { data, included } = presentOrganizationRecord(record, actor, include);
  return { data, included };
}
