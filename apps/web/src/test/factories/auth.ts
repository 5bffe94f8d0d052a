import {
  messageAnswerSchema,
  passwordUpdatedAnswerSchema,
  sessionListDocumentSchema,
  signedOutAnswerSchema,
  signUpAnswerSchema,
  type SessionResource,
} from '@volunteerly/contracts/resources/auth';
import {
  accountDocumentSchema,
  signedInDocumentSchema,
  type AccountResource,
  type RoleResource,
} from '@volunteerly/contracts/resources/users';
import type { RoleName } from '@volunteerly/contracts/users';
import { buildAccount, buildRole } from './users.ts';
import { wireDocument } from './wire-document.ts';

/** POST /auth/sign_in (wire casing): Anna's account and her roles; the session travels in headers. */
export function signedInDocument(
  options: {
    roles?: (Partial<RoleResource['attributes']> & { name: RoleName })[];
    attributes?: Partial<AccountResource['attributes']>;
  } = {},
) {
  const roles = (options.roles ?? []).map((role, index) => buildRole(String(index + 1), role));
  const account = buildAccount({
    attributes: options.attributes,
    relationships: { roles: { data: roles.map(({ type, id }) => ({ type, id })) } },
  });
  return wireDocument(signedInDocumentSchema, { data: account, included: roles });
}

/** POST /auth (wire casing): the new account, not yet confirmed, in devise_token_auth's `{status, data}` shape. */
export function signUpAnswer(attributes: Partial<AccountResource['attributes']> = {}) {
  return wireDocument(signUpAnswerSchema, {
    status: 'success',
    data: buildAccount({ attributes: { confirmedAt: null, ...attributes } }),
  });
}

/** POST /auth/password: the same message whether or not the address has an account. */
export function passwordResetRequestedAnswer() {
  return wireDocument(messageAnswerSchema, {
    success: true,
    message:
      'Als je e-mailadres bij ons bekend is, ontvang je binnen een paar minuten een link om een nieuw wachtwoord in te stellen.',
  });
}

/** PUT /auth/password (wire casing): the account whose password changed, and the message to show. */
export function passwordUpdatedAnswer(account: AccountResource = buildAccount()) {
  return wireDocument(passwordUpdatedAnswerSchema, {
    success: true,
    data: account,
    message: 'Je wachtwoord is gewijzigd.',
  });
}

/** DELETE /auth/sign_out. */
export function signedOutAnswer() {
  return wireDocument(signedOutAnswerSchema, { success: true });
}

/** POST /api/v1/confirm and PUT /api/v1/current_user/email (wire casing): the account. */
export function accountDocument(account: AccountResource = buildAccount()) {
  return wireDocument(accountDocumentSchema, { data: account });
}

/** A device session of the signed-in user: this device, signed in by themselves, unless given. */
export function buildSession(id: string, attributes: Partial<SessionResource['attributes']> = {}): SessionResource {
  return {
    type: 'sessions',
    id,
    attributes: {
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
      browser: 'Firefox',
      operatingSystem: 'Linux',
      createdAt: '2025-01-02T10:00:00.000Z',
      lastUsedAt: '2025-01-03T10:00:00.000Z',
      expiresAt: '2025-02-02T10:00:00.000Z',
      current: true,
      impersonated: false,
      ...attributes,
    },
  };
}

/** GET /api/v1/sessions (wire casing): the signed-in user's devices. */
export function sessionListDocument(sessions: SessionResource[]) {
  return wireDocument(sessionListDocumentSchema, { data: sessions });
}
