import type {
  InvitationForInviteeResource,
  OrganizationInvitationResource,
} from '@volunteerly/contracts/resources/organizations';
import { resource, toOne } from '../../platform/http/json-api.ts';
import type { OrganizationInvitationRow } from './organization-invitations.schema.ts';
import type { InvitationForInvitee } from './organization-invitations.service.ts';

/**
 * An invitation as the organisation's admins see it: the address and the
 * dates, nothing about the account behind the address (so the answer to an
 * invitation is the same whether or not the address has an account).
 */
export function presentInvitation(invitation: OrganizationInvitationRow): OrganizationInvitationResource {
  return resource(
    'organization_invitations',
    invitation.id,
    {
      email: invitation.email,
      status: invitation.status,
      createdAt: invitation.createdAt.toISOString(),
      expiresAt: invitation.expiresAt.toISOString(),
    },
    { organization: toOne('organizations', invitation.organizationId) },
  );
}

/** An invitation as the invited person sees it on the page where they accept or decline. */
export function presentInvitationForInvitee(view: InvitationForInvitee): InvitationForInviteeResource {
  return resource(
    'organization_invitations',
    view.invitation.id,
    {
      email: view.invitation.email,
      status: view.invitation.status,
      organizationName: view.organization.name,
      invitedBy: view.invitedBy,
      expiresAt: view.invitation.expiresAt.toISOString(),
      accountNeedsPassword: view.accountNeedsPassword,
      signedInAsInvitee: view.signedInAsInvitee,
    },
    { organization: toOne('organizations', view.organization.id) },
  );
}
