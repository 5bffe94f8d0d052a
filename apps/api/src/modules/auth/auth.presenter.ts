import type { SessionResource } from '@volunteerly/contracts/resources/auth';
import { resource } from '../../platform/http/json-api.ts';
import type { AuthTokenRow } from './auth.schema.ts';

/** A device session as the owner sees it: never the token or its hash, nor the client id. */
export function presentSession(token: AuthTokenRow, currentClient: string): SessionResource {
  return resource('sessions', token.id, {
    userAgent: token.userAgent,
    createdAt: token.createdAt.toISOString(),
    lastUsedAt: token.lastUsedAt.toISOString(),
    expiresAt: token.expiresAt.toISOString(),
    current: token.client === currentClient,
    impersonated: token.impersonatorUserId !== null,
  });
}
