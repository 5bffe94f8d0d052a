import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new random secret of 128 bits, URL-safe (access tokens, reset and confirmation tokens). */
export function generateSecret(): string {
  return randomBytes(16).toString('base64url');
}

/** A new device id (devise_token_auth's `client`). */
export function generateClientId(): string {
  return randomBytes(16).toString('base64url');
}

/** The SHA-256 of a secret, hex: the only form in which secrets are stored. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Compares a presented secret with a stored hash in constant time. */
export function matchesSecretHash(secret: string, storedHash: string): boolean {
  const presented = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
