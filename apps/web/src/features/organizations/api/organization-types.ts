import type { OrganizationStatus, OrganizationType, SocialNetwork } from '@volunteerly/contracts/organizations';

/** A target group an organisation works for (a tag). */
export interface TargetGroup {
  id: number;
  name: string;
}

/** An organisation's public profile (contact person only for the organisation itself and the centre). */
export interface OrganizationProfile {
  id: string;
  description: string | null;
  logoUrl: string | null;
  websiteUrl: string | null;
  email: string | null;
  phone: string | null;
  socialLinks: Partial<Record<SocialNetwork, string>>;
  kvkNumber: string | null;
  volunteerCount: number | null;
  targetGroups: TargetGroup[];
  contactName?: string | null;
  contactEmail?: string | null;
  contactPhone?: string | null;
}

/** An organisation's address; `hasPosition` says whether it could be placed on the map. */
export interface OrganizationAddress {
  id: string;
  street: string | null;
  houseNumber: string | null;
  postcode: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  hasPosition: boolean;
}

/** What the signed-in user may do with an organisation (`meta.abilities`). */
export interface OrganizationAbilities {
  update: boolean;
  approve: boolean;
  deny: boolean;
  archive: boolean;
  restore: boolean;
  resubmit: boolean;
  delete: boolean;
  move: boolean;
  manageMembers: boolean;
}

/** An organisation as the API answers it (deserialized, camelCase). */
export interface Organization {
  id: string;
  name: string;
  type: OrganizationType;
  status: OrganizationStatus;
  volunteerCenterId: string;
  city: string | null;
  logoUrl: string | null;
  createdAt: string;
  statusChangedAt: string;
  denialReason?: string | null;
  profile?: OrganizationProfile | null;
  address?: OrganizationAddress | null;
  meta?: { abilities?: Partial<OrganizationAbilities> };
}

/** The abilities of an organisation, false where the API said nothing. */
export function abilitiesOf(organization: Organization): OrganizationAbilities {
  const abilities = organization.meta?.abilities ?? {};
  return {
    update: abilities.update === true,
    approve: abilities.approve === true,
    deny: abilities.deny === true,
    archive: abilities.archive === true,
    restore: abilities.restore === true,
    resubmit: abilities.resubmit === true,
    delete: abilities.delete === true,
    move: abilities.move === true,
    manageMembers: abilities.manageMembers === true,
  };
}

/** The query keys of the organisations feature. */
export const organizationsQueryKeys = {
  all: ['organizations'] as const,
  lists: ['organizations', 'list'] as const,
  detail: (id: string) => ['organizations', 'detail', id] as const,
  members: (id: string) => ['organizations', 'members', id] as const,
  invitations: (id: string) => ['organizations', 'invitations', id] as const,
};
