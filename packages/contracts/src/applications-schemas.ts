import { z } from 'zod';
import { applicationLimits } from './applications.ts';

// Field rules shared by the API's request schemas and the web's forms: apart from the
// values in applications.ts, so a page that needs only those does not load zod.

/** An applicant's motivation. */
export const motivationField = z.string().trim().min(10).max(applicationLimits.motivationMax);

/** A note by the organisation (never shown to the applicant) or with a status change. */
export const applicationNoteField = z.string().trim().min(1).max(applicationLimits.noteMax);

/** The explanation beside a stop reason (required for `other`). */
export const stopReasonDetailField = z.string().trim().max(applicationLimits.stopReasonDetailMax);
