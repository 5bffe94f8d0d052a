import {
  allowedApplicationMoves,
  type ApplicationSide,
  type ApplicationStatus,
} from '@volunteerly/contracts/applications';
import { ApiError, FieldValidationError } from '../../platform/http/api-error.ts';
// Registers the module's texts (a type-only import would not load them).
import type { ApplicationsMessageKey } from './applications.messages.ts';

function applicationsError(statusCode: number, code: string, messageKey: ApplicationsMessageKey): ApiError {
  return new ApiError({ statusCode, code, titleKey: messageKey });
}

/** 404: no such application here, or not one the asker may see (the same answer on purpose). */
export function applicationNotFound(): ApiError {
  return applicationsError(404, 'application_not_found', 'applications.errors.not_found');
}

/** 403: the asker sees the application but this action belongs to the other side. */
export function applicationForbidden(): ApiError {
  return applicationsError(403, 'forbidden', 'applications.errors.forbidden');
}

/** 404: the vacancy is unknown, not published, expired or another tenant's (one answer for all). */
export function vacancyNotFound(): ApiError {
  return applicationsError(404, 'vacancy_not_found', 'applications.errors.vacancy_not_found');
}

/** 422 on the vacancy id: the person already has a live application for it. */
export function applicationDuplicate(): FieldValidationError {
  return new FieldValidationError([
    { pointer: '/application/vacancy_id', code: 'application_duplicate', messageKey: 'applications.vacancy.duplicate' },
  ]);
}

/** 422 on the guest: required when signed out, refused when signed in. */
export function guestProblem(kind: 'required' | 'not_allowed'): FieldValidationError {
  return new FieldValidationError([
    {
      pointer: '/application/guest',
      code: kind === 'required' ? 'guest_required' : 'guest_not_allowed',
      messageKey: kind === 'required' ? 'applications.guest.required' : 'applications.guest.not_allowed',
    },
  ]);
}

/** 422 on the answers: one answer per question of the vacancy, in order. */
export function answersMismatch(count: number): FieldValidationError {
  return new FieldValidationError([
    {
      pointer: '/application/answers',
      code: 'answers_mismatch',
      messageKey: 'applications.answers.count',
      values: { count },
    },
  ]);
}

/** 422 on the token: unknown or already used. */
export function confirmationTokenInvalid(): FieldValidationError {
  return new FieldValidationError([
    {
      pointer: '/confirmation_token',
      code: 'confirmation_token_invalid',
      messageKey: 'applications.confirmation_token.invalid',
    },
  ]);
}

/** 422 on the status: the move is not in the state machine; names the moves the asker's sides may make. */
export function statusTransitionInvalid(
  from: ApplicationStatus,
  to: ApplicationStatus,
  sides: ApplicationSide[],
): FieldValidationError {
  const allowed = sides.flatMap((side) => allowedApplicationMoves(from, side));
  return new FieldValidationError([
    {
      pointer: '/status',
      code: 'status_transition_invalid',
      messageKey: 'applications.status.invalid',
      values: { from, to, allowed: allowed.length > 0 ? allowed.join(', ') : '-' },
    },
  ]);
}

/** 422 on the stop reason: a stop needs one; any other move takes none. */
export function stopReasonProblem(kind: 'required' | 'not_allowed'): FieldValidationError {
  return new FieldValidationError([
    {
      pointer: '/stop_reason',
      code: kind === 'required' ? 'stop_reason_required' : 'stop_reason_not_allowed',
      messageKey: kind === 'required' ? 'applications.stop_reason.required' : 'applications.stop_reason.not_allowed',
    },
  ]);
}

/** 422 on the stop reason's explanation: "another reason" needs one. */
export function stopReasonDetailRequired(): FieldValidationError {
  return new FieldValidationError([
    {
      pointer: '/stop_reason_detail',
      code: 'stop_reason_detail_required',
      messageKey: 'applications.stop_reason_detail.required',
    },
  ]);
}

/**
 * 422 on the status to undo: the application is no longer in it (someone else moved it since the
 * page loaded), or it is in a status without a step to undo.
 */
export function undoProblem(kind: 'stale' | 'not_possible'): FieldValidationError {
  return new FieldValidationError([
    {
      pointer: '/from_status',
      code: kind === 'stale' ? 'undo_stale' : 'undo_not_possible',
      messageKey: kind === 'stale' ? 'applications.undo.stale' : 'applications.undo.not_possible',
    },
  ]);
}
