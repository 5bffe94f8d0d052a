import { defineApiMessages } from '../../platform/i18n/api-messages.ts';

/** Texts of the current-organisation endpoints. */
export const organizationsMessages = defineApiMessages(
  {
    'organizations.errors.not_found': 'Organisation not found.',
    'organizations.errors.forbidden': 'You do not work for this organisation.',
  },
  {
    'organizations.errors.not_found': 'Organisatie niet gevonden.',
    'organizations.errors.forbidden': 'Je werkt niet voor deze organisatie.',
  },
);
