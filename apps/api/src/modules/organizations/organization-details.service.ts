import type { TenantScope } from '../../platform/database/tenant-scope.ts';
import type { Geocoder } from '../../platform/geocoding/geocoder.ts';
import type { OrganizationType } from '@volunteerly/contracts/organizations';
import { findCenterById } from '../volunteer-centers/volunteer-centers.repository.ts';
import {
  findTargetGroupIds,
  insertOrganization,
  replaceTargetGroups,
  saveOrganizationAddress,
  saveOrganizationProfile,
} from './organizations.repository.ts';
import type { NewOrganizationProfileRow, OrganizationRow } from './organizations.schema.ts';
import { targetGroupUnknown, volunteerCenterUnknown } from './organizations.errors.ts';

// An organisation's profile, address (with its map position) and target groups: shared by
// creating, editing and the public sign-up.

/** An address as the services speak it (camelCase; the wire's snake_case is converted at the route). */
export interface AddressLines {
  street: string | null;
  houseNumber: string | null;
  postcode: string | null;
  city: string | null;
}

/** The address fields as stored, with the map position geocoding found (or none). */
export async function locateAddress(geocoder: Geocoder, query: AddressLines) {
  const hasAnything = Object.values(query).some((value) => value !== null && value !== '');
  const position = hasAnything ? await geocoder.locate(query) : null;
  return {
    ...query,
    latitude: position?.latitude ?? null,
    longitude: position?.longitude ?? null,
    geocodedAt: position ? new Date() : null,
  };
}

export type LocatedAddress = Awaited<ReturnType<typeof locateAddress>>;

/** An organisation's profile as the services take it: a field given changes, one left out stays. */
export type ProfileChanges = Partial<
  Pick<
    NewOrganizationProfileRow,
    | 'description'
    | 'logoUrl'
    | 'websiteUrl'
    | 'email'
    | 'phone'
    | 'socialLinks'
    | 'kvkNumber'
    | 'volunteerCount'
    | 'contactName'
    | 'contactEmail'
    | 'contactPhone'
  >
> & {
  /** The target groups (tag ids) it works for, replacing the ones it had. */
  targetGroupIds?: readonly number[];
};

/** An address as the services take it: a line given changes, one left out stays. */
export type AddressChanges = Partial<AddressLines>;

export async function saveProfileAndTargetGroups(
  scope: TenantScope,
  organizationId: number,
  profile: ProfileChanges | undefined,
  pointer: string,
): Promise<void> {
  if (!profile) return;
  const { targetGroupIds, ...columns } = profile;
  await saveOrganizationProfile(scope, organizationId, columns);
  if (targetGroupIds) {
    const wanted = [...new Set(targetGroupIds)];
    const known = await findTargetGroupIds(scope, wanted);
    if (known.length !== wanted.length) {
      throw targetGroupUnknown(`${pointer}/profile/target_group_ids`);
    }
    await replaceTargetGroups(scope, organizationId, wanted);
  }
}

export async function requireCenterOfTenant(scope: TenantScope, centerId: number, pointer: string): Promise<void> {
  if (!(await findCenterById(scope, centerId))) {
    throw volunteerCenterUnknown(pointer);
  }
}

/** What a new organisation consists of. */
export interface OrganizationInput {
  name: string;
  type: OrganizationType;
  profile?: ProfileChanges | undefined;
  address?: AddressChanges | undefined;
}

/** The address fields, with what is missing as null. */
export function fullAddress(address: AddressChanges): AddressLines {
  return {
    street: address.street ?? null,
    houseNumber: address.houseNumber ?? null,
    postcode: address.postcode ?? null,
    city: address.city ?? null,
  };
}

/** Geocodes an address for a sign-up or creation (outside any transaction). */
export function locateNewAddress(geocoder: Geocoder, address: AddressChanges | undefined) {
  return address ? locateAddress(geocoder, fullAddress(address)) : Promise.resolve(undefined);
}

/** Inserts a pending organisation from a public sign-up, inside the sign-up's transaction. */
export async function insertSignedUpOrganization(
  scope: TenantScope,
  input: OrganizationInput & { volunteerCenterId: number },
  located: LocatedAddress | undefined,
): Promise<OrganizationRow> {
  const organization = await insertOrganization(scope, {
    name: input.name,
    type: input.type,
    status: 'pending',
    volunteerCenterId: input.volunteerCenterId,
  });
  await saveProfileAndTargetGroups(scope, organization.id, input.profile ?? {}, '/organization');
  if (located) await saveOrganizationAddress(scope, organization.id, located);
  return organization;
}
