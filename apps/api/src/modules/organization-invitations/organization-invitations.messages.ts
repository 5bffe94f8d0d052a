import { defineApiMessages } from '../../platform/i18n/api-messages.ts';

/** Texts of the organisation invitation endpoints. */
export const organizationInvitationsMessages = defineApiMessages(
  {
    'organization_invitations.sent': 'Invitation sent. The person becomes an administrator once they accept it.',
    'organization_invitations.errors.invalid': 'This invitation link is not valid on this website.',
    'organization_invitations.errors.expired': 'This invitation has expired. Ask the organisation to invite you again.',
    'organization_invitations.errors.answered': 'This invitation has already been answered or withdrawn.',
    'organization_invitations.errors.sign_in_required': 'Sign in with the invited account to accept this invitation.',
    'organization_invitations.errors.other_account':
      'This invitation is meant for another account. Sign out and sign in with the invited account.',
    'organization_invitations.errors.not_found': 'Invitation not found.',
  },
  {
    'organization_invitations.sent':
      'Uitnodiging verstuurd. De persoon wordt beheerder zodra die de uitnodiging aanneemt.',
    'organization_invitations.errors.invalid': 'Deze uitnodigingslink is niet geldig op deze website.',
    'organization_invitations.errors.expired':
      'Deze uitnodiging is verlopen. Vraag de organisatie je opnieuw uit te nodigen.',
    'organization_invitations.errors.answered': 'Deze uitnodiging is al beantwoord of ingetrokken.',
    'organization_invitations.errors.sign_in_required':
      'Log in met het uitgenodigde account om deze uitnodiging aan te nemen.',
    'organization_invitations.errors.other_account':
      'Deze uitnodiging is bedoeld voor een ander account. Log uit en log in met het uitgenodigde account.',
    'organization_invitations.errors.not_found': 'Uitnodiging niet gevonden.',
  },
);

export type OrganizationInvitationsMessageKey = keyof typeof organizationInvitationsMessages.en;
