import type { PersonalDataPart } from '../../platform/personal-data/personal-data.ts';
import {
  deleteInvitationsToUser,
  findInvitationsOfUser,
  forgetInviterOfInvitations,
} from './organization-invitations-personal-data.repository.ts';

/**
 * Invitations to become an organisation's admin, sent to them (`as: invitee`, with the address it
 * went to) or by them (`as: inviter`, without the invitee: that is the other person's data).
 * Erasure deletes the invitations sent to them; those they sent stay with the organisation.
 */
export const organizationInvitationsPersonalData = {
  module: 'organization-invitations',
  tables: [
    { table: 'organization_invitations', column: 'user_id', section: 'organization_invitations', erase: 'remove' },
    {
      table: 'organization_invitations',
      column: 'invited_by_user_id',
      section: 'organization_invitations',
      erase: 'anonymise',
      keptBecause: 'the invitation is the organisation’s, and its admins keep seeing it, without who sent it',
    },
  ],
  async export(scope, person) {
    const invitations = await findInvitationsOfUser(scope, person.id);
    return {
      organization_invitations: invitations.map(({ invitation, organizationName }) => {
        const asInvitee = invitation.userId === person.id;
        return {
          as: asInvitee ? 'invitee' : 'inviter',
          organization_id: String(invitation.organizationId),
          organization_name: organizationName,
          email: asInvitee ? invitation.email : null,
          status: invitation.status,
          created_at: invitation.createdAt.toISOString(),
          expires_at: invitation.expiresAt.toISOString(),
          responded_at: invitation.respondedAt?.toISOString() ?? null,
        };
      }),
    };
  },
  async erase(scope, person) {
    await deleteInvitationsToUser(scope, person.id);
    await forgetInviterOfInvitations(scope, person.id);
  },
} as const satisfies PersonalDataPart;
