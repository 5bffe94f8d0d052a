import { ApiError, FieldValidationError } from '../../platform/http/api-error.ts';
import type { NotificationTemplatesMessageKey } from './notification-templates.messages.ts';

/** 403: only the centre (its admins, super admins) manages its notification templates. */
export function templatesForbidden(): ApiError {
  return new ApiError({
    statusCode: 403,
    code: 'forbidden',
    titleKey: 'notification_templates.errors.forbidden' satisfies NotificationTemplatesMessageKey,
  });
}

/** 404: no such template, or another centre's (which does not exist for the asker). */
export function templateNotFound(): ApiError {
  return new ApiError({
    statusCode: 404,
    code: 'notification_template_not_found',
    titleKey: 'notification_templates.errors.not_found' satisfies NotificationTemplatesMessageKey,
  });
}

/** 422: the tenant has no such centre. */
export function templateCenterUnknown(pointer: string): FieldValidationError {
  return new FieldValidationError([
    { pointer, code: 'volunteer_center_invalid', messageKey: 'notification_templates.errors.center_unknown' },
  ]);
}

/** 403: the named centre is one the asker does not govern. */
export function templateCenterForbidden(): ApiError {
  return new ApiError({
    statusCode: 403,
    code: 'forbidden_other_center',
    titleKey: 'notification_templates.errors.center_forbidden' satisfies NotificationTemplatesMessageKey,
  });
}

/** 422: no centre writes its own template of this event (a security mail). */
export function templateEventFixed(): FieldValidationError {
  return new FieldValidationError([
    {
      pointer: '/data/attributes/event',
      code: 'template_event_fixed',
      messageKey: 'notification_templates.errors.event_fixed',
    },
  ]);
}

/** 422: checking the text overran its time (the text asks too much). */
export function templateTooCostly(): FieldValidationError {
  return new FieldValidationError([
    {
      pointer: '/data/attributes/html_body',
      code: 'template_too_costly',
      messageKey: 'notification_templates.text.too_costly',
    },
  ]);
}

/** 503: the render worker's queue is full; try again in a moment. */
export function templateCheckBusy(): ApiError {
  return new ApiError({
    statusCode: 503,
    code: 'template_check_busy',
    titleKey: 'notification_templates.errors.busy' satisfies NotificationTemplatesMessageKey,
    headers: { 'retry-after': '5' },
  });
}

/** 409: the centre already has its own template of this event in this language. */
export function templateExists(): ApiError {
  return new ApiError({
    statusCode: 409,
    code: 'notification_template_exists',
    titleKey: 'notification_templates.errors.exists' satisfies NotificationTemplatesMessageKey,
    source: { pointer: '/data/attributes/event' },
  });
}
