import { z } from 'zod';
import { applicationLimits, applicationStatuses, applicationStopReasons } from '@volunteerly/contracts/applications';
import {
  applicationNoteField,
  motivationField,
  stopReasonDetailField,
} from '@volunteerly/contracts/applications-schemas';
import { userLocales } from '@volunteerly/contracts/users';
import { emailField, personNameField, phoneField } from '@volunteerly/contracts/users-schemas';
import { applicationSorts } from './application-list.repository.ts';

// The request bodies and queries of the application endpoints (snake_case on the wire).

const idField = z.union([z.string().regex(/^[1-9][0-9]{0,15}$/), z.number().int().positive()]).transform(Number);

/** An application id in a path. */
export const applicationIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});

/** POST /api/v1/applications: the answers in the order of the vacancy's questions; `guest` only when signed out. */
export const applicationCreateSchema = z.object({
  application: z
    .object({
      vacancy_id: idField,
      motivation: motivationField,
      answers: z.array(z.string().trim().max(applicationLimits.answerMax)).max(100).default([]),
      guest: z
        .object({
          name: personNameField,
          email: emailField,
          phone: phoneField.nullable().optional(),
          locale: z.enum(userLocales).optional(),
        })
        .strict()
        .optional(),
    })
    .strict(),
});

/** POST /api/v1/applications/confirm: the token from the guest's mail. */
export const applicationConfirmSchema = z.object({ confirmation_token: z.string().trim().min(1).max(200) });

/**
 * PUT /api/v1/applications/{id}/status: the new status, a note shown to (and mailed to) the
 * applicant, and for `stopped` why (the service requires it there and refuses it elsewhere).
 */
export const applicationStatusSchema = z.object({
  status: z.enum(applicationStatuses),
  note: applicationNoteField.nullable().optional(),
  stop_reason: z.enum(applicationStopReasons).nullable().optional(),
  stop_reason_detail: stopReasonDetailField.nullable().optional(),
});

/**
 * POST /api/v1/applications/{id}/undo_status: the status whose step is undone, as the asker saw
 * it (a step someone else made since is not undone by mistake).
 */
export const applicationUndoSchema = z.object({ from_status: z.enum(applicationStatuses) });

/** POST /api/v1/applications/{id}/notes: a note of the organisation side. */
export const applicationNoteSchema = z.object({ note: z.object({ body: applicationNoteField }).strict() });

const statusList = z
  .string()
  .max(200)
  .transform((value) => value.split(',').filter(Boolean))
  .pipe(z.array(z.enum(applicationStatuses)));

/** The filters the list and the export share. */
export const applicationFilterSchema = z.object({
  'filter[status]': statusList.optional(),
  'filter[vacancy_id]': z.coerce.number().int().positive().optional(),
  'filter[organization_id]': z.coerce.number().int().positive().optional(),
  'filter[search]': z.string().trim().max(200).optional(),
  sort: z.enum(applicationSorts).default('-created_at'),
});

/** GET /api/v1/applications: the filters, `filter[scope]=mine`, and pages. */
export const applicationListQuerySchema = applicationFilterSchema.extend({
  'filter[scope]': z.enum(['mine']).optional(),
  'page[number]': z.coerce.number().int().min(1).default(1),
  'page[size]': z.coerce.number().int().min(1).max(1000).default(25),
});
