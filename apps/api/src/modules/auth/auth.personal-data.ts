import type { PersonalDataPart } from '../../platform/personal-data/personal-data.ts';
import { deleteAuthTokensOfUser } from './auth-personal-data.repository.ts';
import { findAllAuthTokensOfUser } from './auth.repository.ts';

/** Signed-in devices: what they are and when they were used, never a token, its hash or the client id. */
export const authPersonalData = {
  module: 'auth',
  tables: [{ table: 'auth_tokens', column: 'user_id', section: 'sessions', erase: 'remove' }],
  async export(scope, person) {
    const sessions = await findAllAuthTokensOfUser(scope, person.id);
    return {
      sessions: sessions.map((session) => ({
        user_agent: session.userAgent,
        created_at: session.createdAt.toISOString(),
        last_used_at: session.lastUsedAt.toISOString(),
        expires_at: session.expiresAt.toISOString(),
        impersonated: session.impersonatorUserId !== null,
      })),
    };
  },
  async erase(scope, person) {
    await deleteAuthTokensOfUser(scope, person.id);
  },
} as const satisfies PersonalDataPart;
