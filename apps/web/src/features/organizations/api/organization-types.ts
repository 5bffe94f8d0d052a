import type { Flattened } from '@volunteerly/contracts/jsonapi';
import type { organizationListDocumentSchema } from '@volunteerly/contracts/resources/organization-list';
import type {
  AddressResource,
  OrganizationAbilities,
  OrganizationProfileResource,
  OrganizationResource,
} from '@volunteerly/contracts/resources/organizations';
import type { z } from 'zod';

/** A target group an organisation works for (a tag). */
export type TargetGroup = OrganizationProfile['targetGroups'][number];

/** An organisation's public profile (contact person only for the organisation itself and the centre). */
export type OrganizationProfile = Flattened<OrganizationProfileResource>;

/** An organisation's address; `hasPosition` says whether it could be placed on the map. */
export type OrganizationAddress = Flattened<AddressResource>;

export type { OrganizationAbilities } from '@volunteerly/contracts/resources/organizations';

/** An organisation as the API answers it (deserialized, camelCase), with its profile and address when included. */
export type Organization = Flattened<
  OrganizationResource,
  { profile?: OrganizationProfile | null; address?: OrganizationAddress | null }
>;

/** `meta` of GET /api/v1/organizations: pagination and, for the centre, the counts per status. */
export type OrganizationListMeta = z.infer<typeof organizationListDocumentSchema>['meta'];

/** The abilities of an organisation, false where the API said nothing. */
export function abilitiesOf(organization: Pick<Organization, 'meta'>): OrganizationAbilities {
  const abilities: Partial<OrganizationAbilities> = organization.meta.abilities;
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

/** Whether the signed-in user may take any status decision on the organisation (approve, deny…). */
export function canDecideOn(organization: Pick<Organization, 'meta'>): boolean {
  const abilities = abilitiesOf(organization);
  return abilities.approve || abilities.deny || abilities.archive || abilities.restore || abilities.resubmit;
}
