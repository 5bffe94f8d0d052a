import type { PersonalDataPart } from '../../platform/personal-data/personal-data.ts';
import {
  deleteAuthTokensOfUser,
  deleteSessionsOpenedBy,
  findSessionsOpenedBy,
} from './auth-personal-data.repository.ts';
import { findAllAuthTokensOfUser } from './auth.repository.ts';

/**
 * Signed-in devices: what they are and when they were used, never a token, its hash or the client
 * id; and the sessions they opened as someone else (sign-in-as), without naming whom (the other
 * person's download shows it as impersonated). Erasure ends both.
 */
export const authPersonalData = {
  module: 'auth',
  tables: [
    { table: 'auth_tokens', column: 'user_id', section: 'sessions', erase: 'remove' },
    { table: 'auth_tokens', column: 'impersonator_user_id', section: 'sessions_as_others', erase: 'remove' },
  ],
  async export(scope, person) {
    const sessions = await findAllAuthTokensOfUser(scope, person.id);
    const asOthers = await findSessionsOpenedBy(scope, person.id);
    return {
      sessions: sessions.map((session) => ({
        user_agent: session.userAgent,
        created_at: session.createdAt.toISOString(),
        last_used_at: session.lastUsedAt.toISOString(),
        expires_at: session.expiresAt.toISOString(),
        impersonated: session.impersonatorUserId !== null,
      })),
      sessions_as_others: asOthers.map((session) => ({
        user_agent: session.userAgent,
        created_at: session.createdAt.toISOString(),
        last_used_at: session.lastUsedAt.toISOString(),
        expires_at: session.expiresAt.toISOString(),
      })),
    };
  },
  async erase(scope, person) {
    await deleteAuthTokensOfUser(scope, person.id);
    await deleteSessionsOpenedBy(scope, person.id);
  },
} as const satisfies PersonalDataPart;
