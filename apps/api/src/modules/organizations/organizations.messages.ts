import { defineApiMessages } from '../../platform/i18n/api-messages.ts';

/** Texts of the organisation endpoints. */
export const organizationsMessages = defineApiMessages(
  {
    'organizations.errors.not_found': 'Organisation not found.',
    'organizations.errors.forbidden': 'You do not work for this organisation.',
    'organizations.errors.not_allowed': 'You may not do this with this organisation.',
    'organizations.errors.current_organization_forbidden':
      'The selected organisation (Current-Organization-Id) is not one of yours.',
    'organizations.errors.moving_disabled': 'Moving organisations to another centre is switched off on this website.',
    'organizations.status.from_pending': 'A pending organisation can only be approved or denied (asked for: {to}).',
    'organizations.status.from_approved': 'An approved organisation can only be archived (asked for: {to}).',
    'organizations.status.from_archived': 'An archived organisation can only be approved again (asked for: {to}).',
    'organizations.status.from_denied': 'A denied organisation can only be sent in again as pending (asked for: {to}).',
    'organizations.denial_reason.required': 'Say why the organisation is denied.',
    'organizations.volunteer_center.unknown': 'This volunteer centre does not exist on this website.',
    'organizations.volunteer_center.same': 'The organisation already belongs to this volunteer centre.',
    'organizations.target_groups.unknown': 'One of these target groups does not exist.',
    'organizations.member.already': 'This person already manages the organisation.',
    'organizations.member.other_role': 'This person has an administrator role that cannot be combined.',
  },
  {
    'organizations.errors.not_found': 'Organisatie niet gevonden.',
    'organizations.errors.forbidden': 'Je werkt niet voor deze organisatie.',
    'organizations.errors.not_allowed': 'Je mag dit niet doen met deze organisatie.',
    'organizations.errors.current_organization_forbidden':
      'De gekozen organisatie (Current-Organization-Id) is niet een van jouw organisaties.',
    'organizations.errors.moving_disabled':
      'Organisaties verhuizen naar een ander vrijwilligerscentrum staat uit op deze website.',
    'organizations.status.from_pending':
      'Een organisatie in afwachting kan alleen worden goedgekeurd of afgewezen (gevraagd: {to}).',
    'organizations.status.from_approved':
      'Een goedgekeurde organisatie kan alleen worden gearchiveerd (gevraagd: {to}).',
    'organizations.status.from_archived':
      'Een gearchiveerde organisatie kan alleen opnieuw worden goedgekeurd (gevraagd: {to}).',
    'organizations.status.from_denied':
      'Een afgewezen organisatie kan alleen opnieuw worden aangemeld (gevraagd: {to}).',
    'organizations.denial_reason.required': 'Geef aan waarom de organisatie wordt afgewezen.',
    'organizations.volunteer_center.unknown': 'Dit vrijwilligerscentrum bestaat niet op deze website.',
    'organizations.volunteer_center.same': 'De organisatie hoort al bij dit vrijwilligerscentrum.',
    'organizations.target_groups.unknown': 'Een van deze doelgroepen bestaat niet.',
    'organizations.member.already': 'Deze persoon beheert de organisatie al.',
    'organizations.member.other_role': 'Deze persoon heeft een beheerdersrol die niet te combineren is.',
  },
);

export type OrganizationsMessageKey = keyof typeof organizationsMessages.en;
