import { defineApiMessages } from '../../platform/i18n/api-messages.ts';

/** Texts of the volunteer-centre endpoints (English, and Dutch). */
export const volunteerCentersMessages = defineApiMessages(
  { 'volunteer_centers.errors.forbidden': "Only this volunteer centre's administrators may change its look." },
  {
    'volunteer_centers.errors.forbidden':
      'Alleen beheerders van dit vrijwilligerscentrum mogen de vormgeving aanpassen.',
  },
);

/** A key of the volunteer-centre module's messages. */
export type VolunteerCentersMessageKey = keyof typeof volunteerCentersMessages.en;
