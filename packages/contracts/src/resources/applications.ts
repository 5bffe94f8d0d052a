import { z } from 'zod';
import { applicationStatuses, applicationStopReasons } from '../applications.ts';
import { dayParts, weekdays } from '../users.ts';
import { listDocumentSchema, resourceDocumentSchema, resourceSchema, valueCountsSchema } from '../json-api-schemas.ts';

const timestamp = z.iso.datetime({ offset: true });

/** What the signed-in user may do with an application (`meta.abilities`). */
export const applicationAbilitiesSchema = z.object({
  withdraw: z.boolean(),
  start: z.boolean(),
  accept: z.boolean(),
  reject: z.boolean(),
  reconsider: z.boolean(),
  admit: z.boolean(),
  /** After accepting (issue 31 §5): the volunteer started, did not show up, stopped; and one step back. */
  markStarted: z.boolean(),
  markNoShow: z.boolean(),
  markStopped: z.boolean(),
  undo: z.boolean(),
  addNote: z.boolean(),
});
export type ApplicationAbilities = z.infer<typeof applicationAbilitiesSchema>;

/** Why a volunteer stopped: one of the reasons, and an explanation (required for `other`). */
export const applicationStopReasonSchema = z.object({
  code: z.enum(applicationStopReasons),
  detail: z.string().nullable(),
});

/**
 * What the volunteer's profile says about when they can and what they do well: their
 * availability by weekday and part of the day, and their skills (the centre's skill tags in the
 * reader's language, then what they wrote themselves).
 */
export const volunteerProfileSchema = z.object({
  availability: z.partialRecord(z.enum(weekdays), z.array(z.enum(dayParts))),
  skills: z.array(z.string()),
});

/** An application: the applicant, the answers, and on its own page its history and (for the organisation) notes. */
export const applicationResourceSchema = resourceSchema({
  type: 'applications',
  attributes: {
    vacancyId: z.string(),
    vacancyTitle: z.string(),
    organizationId: z.string(),
    organizationName: z.string(),
    status: z.enum(applicationStatuses),
    motivation: z.string(),
    answers: z.array(z.object({ question: z.string(), answer: z.string() })),
    applicant: z.object({
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      isGuest: z.boolean(),
    }),
    confirmed: z.boolean(),
    createdAt: timestamp,
    statusChangedAt: timestamp,
    /** On the application's own page. */
    history: z
      .array(
        z.object({
          fromStatus: z.enum(applicationStatuses).nullable(),
          toStatus: z.enum(applicationStatuses),
          note: z.string().nullable(),
          /** For the organisation side: why the volunteer stopped (a move to `stopped`). */
          stopReason: applicationStopReasonSchema.nullable(),
          /** The step took back the one before it. */
          undo: z.boolean(),
          actorName: z.string().nullable(),
          createdAt: timestamp,
        }),
      )
      .optional(),
    /** For the organisation side, while the application is `stopped`: why. */
    stopReason: applicationStopReasonSchema.nullable().optional(),
    /** On the application's own page, for the organisation side: null for a guest (no profile). */
    volunteerProfile: volunteerProfileSchema.nullable().optional(),
    /** On the application's own page, for the organisation side only. */
    notes: z
      .array(z.object({ id: z.string(), body: z.string(), authorName: z.string().nullable(), createdAt: timestamp }))
      .optional(),
  },
  meta: z.object({ abilities: applicationAbilitiesSchema }),
});
export type ApplicationResource = z.infer<typeof applicationResourceSchema>;

/** GET, PUT …/status, POST …/undo_status of one application. */
export const applicationDocumentSchema = resourceDocumentSchema(applicationResourceSchema);

/** POST /api/v1/applications: the application, whether it went on the waiting list, and whether a guest must confirm. */
export const submittedApplicationDocumentSchema = resourceDocumentSchema(applicationResourceSchema).extend({
  meta: z.object({ waitlisted: z.boolean(), confirmationRequired: z.literal(true).optional() }),
});

/** GET /api/v1/applications: a page, with the list's counts per status. */
export const applicationListDocumentSchema = listDocumentSchema(applicationResourceSchema, {
  meta: { statusCounts: valueCountsSchema(applicationStatuses) },
});

/** A note the organisation keeps on an application. */
export const applicationNoteResourceSchema = resourceSchema({
  type: 'application_notes',
  attributes: { body: z.string(), authorName: z.string().nullable(), createdAt: timestamp },
});
export type ApplicationNoteResource = z.infer<typeof applicationNoteResourceSchema>;

/** POST …/notes: the note. */
export const applicationNoteDocumentSchema = resourceDocumentSchema(applicationNoteResourceSchema);

/** POST /api/v1/applications/confirm: no resource; the vacancy the confirmed application is for. */
export const confirmedApplicationDocumentSchema = z.object({
  data: z.null(),
  // alreadyConfirmed: the link was opened before (a second click, a mail scanner); nothing changed now.
  meta: z.object({ vacancyTitle: z.string(), vacancyId: z.string(), alreadyConfirmed: z.boolean() }),
});
