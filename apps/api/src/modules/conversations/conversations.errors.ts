import { ApiError, FieldValidationError } from '../../platform/http/api-error.ts';
// Registers the module's texts (a type-only import would not load them).
import type { ConversationsMessageKey } from './conversations.messages.ts';

/** 404: no conversation the asker may see has this id (outsiders learn nothing of it). */
export function conversationNotFound(): ApiError {
  return new ApiError({ statusCode: 404, code: 'conversation_not_found', titleKey: 'conversations.errors.not_found' });
}

/** 403: the asker sees the conversation but may not do this in it. */
export function conversationForbidden(): ApiError {
  return new ApiError({ statusCode: 403, code: 'forbidden', titleKey: 'conversations.errors.forbidden' });
}

/** 404: no application the asker may see has this id. */
export function conversationApplicationNotFound(): ApiError {
  return new ApiError({
    statusCode: 404,
    code: 'application_not_found',
    titleKey: 'conversations.errors.application_not_found',
  });
}

/** 404: no organisation the asker may talk for (or to) has this id. */
export function conversationOrganizationNotFound(): ApiError {
  return new ApiError({
    statusCode: 404,
    code: 'organization_not_found',
    titleKey: 'conversations.errors.organization_not_found',
  });
}

/** 403: the asker sees the application or organisation but is not one who may start its conversation. */
export function conversationStartForbidden(): ApiError {
  return new ApiError({ statusCode: 403, code: 'forbidden', titleKey: 'conversations.errors.start_forbidden' });
}

/** 409: the conversation refuses new messages (closed, or blocked by the other side). */
export function conversationRefusesMessages(reason: 'closed' | 'blocked'): ApiError {
  return new ApiError({
    statusCode: 409,
    code: `conversation_${reason}`,
    titleKey: reason === 'closed' ? 'conversations.errors.closed' : 'conversations.errors.blocked',
  });
}

/** 409: closing a conversation that is closed already. */
export function conversationAlreadyClosed(): ApiError {
  return new ApiError({
    statusCode: 409,
    code: 'conversation_closed',
    titleKey: 'conversations.errors.already_closed',
  });
}

/** A 422 on one field of the request. */
export function conversationFieldInvalid(
  pointer: string,
  code: string,
  messageKey: ConversationsMessageKey,
  values: Record<string, string | number> = {},
): FieldValidationError {
  return new FieldValidationError([{ pointer, code, messageKey, values }]);
}
