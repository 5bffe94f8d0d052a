import { defineApiMessages } from '../../platform/i18n/api-messages.ts';

/** Texts of user administration, the current user and privacy (English, and Dutch). */
export const usersMessages = defineApiMessages(
  {
    'users.errors.not_found': 'User not found.',
    'users.errors.forbidden': 'You do not have access rights to do this.',
    'users.errors.forbidden_super_admin': 'Only a platform administrator can grant or remove the super_admin role.',
    'users.errors.forbidden_other_center':
      'You can only grant or remove roles for your own volunteer centre and its organisations.',
    'users.errors.confirmation_not_needed': 'This account is confirmed and active: there is nothing to resend.',
    'users.errors.cannot_sign_in': 'This account cannot sign in yet (it is not active or not confirmed).',
    'users.email.taken': 'There is already an account with this e-mail address.',
    'users.status.not_allowed': 'An account cannot be put back to "invited".',
    'users.role.binding_invalid': 'The role {role} must be bound to: {binding}.',
    'users.role.resource_unknown': 'There is no {type} with this id on this website.',
    'users.role.not_held': 'This user does not have this role.',
    'users.password.invalid': 'The password is not correct.',
    'users.profile.volunteer_profiles_disabled': 'Volunteer profiles are not used on this website.',
    'users.profile.unknown_skill': 'Choose skills from the list of this website.',
    'users.profile.unknown_interest': 'Choose interests from the list of this website.',
  },
  {
    'users.errors.not_found': 'Gebruiker niet gevonden.',
    'users.errors.forbidden': 'Je hebt geen rechten om dit te doen.',
    'users.errors.forbidden_super_admin': 'Alleen een platformbeheerder kan de rol super_admin geven of afnemen.',
    'users.errors.forbidden_other_center':
      'Je kunt alleen rollen geven of afnemen voor je eigen vrijwilligerscentrum en de organisaties daarvan.',
    'users.errors.confirmation_not_needed': 'Dit account is bevestigd en actief: er valt niets opnieuw te sturen.',
    'users.errors.cannot_sign_in': 'Dit account kan nog niet inloggen (het is niet actief of niet bevestigd).',
    'users.email.taken': 'Er bestaat al een account met dit e-mailadres.',
    'users.status.not_allowed': 'Een account kan niet terug naar "uitgenodigd".',
    'users.role.binding_invalid': 'De rol {role} moet gekoppeld zijn aan: {binding}.',
    'users.role.resource_unknown': 'Er bestaat geen {type} met dit id op deze website.',
    'users.role.not_held': 'Deze gebruiker heeft deze rol niet.',
    'users.password.invalid': 'Het wachtwoord klopt niet.',
    'users.profile.volunteer_profiles_disabled': 'Op deze website worden geen vrijwilligersprofielen gebruikt.',
    'users.profile.unknown_skill': 'Kies vaardigheden uit de lijst van deze website.',
    'users.profile.unknown_interest': 'Kies interesses uit de lijst van deze website.',
  },
);

/** A key of the users module's messages. */
export type UsersMessageKey = keyof typeof usersMessages.en;
