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
