import type { SessionResource } from '@volunteerly/contracts/resources/auth';
import Bowser from 'bowser';
import { resource } from '../../platform/http/json-api.ts';
import type { AuthTokenRow } from './auth.schema.ts';

/** The browser and operating system a user agent names (bowser), so a person recognises the device. */
export function describeDevice(userAgent: string | null): { browser: string | null; operatingSystem: string | null } {
  if (!userAgent) return { browser: null, operatingSystem: null };
  const parser = Bowser.getParser(userAgent);
  return { browser: parser.getBrowserName() || null, operatingSystem: parser.getOSName() || null };
}

/** A device session as the owner sees it: never the token or its hash, nor the client id. */
export function presentSession(token: AuthTokenRow, currentClient: string): SessionResource {
  return resource('sessions', token.id, {
    userAgent: token.userAgent,
    ...describeDevice(token.userAgent),
    createdAt: token.createdAt.toISOString(),
    lastUsedAt: token.lastUsedAt.toISOString(),
    expiresAt: token.expiresAt.toISOString(),
    current: token.client === currentClient,
    impersonated: token.impersonatorUserId !== null,
  });
}
