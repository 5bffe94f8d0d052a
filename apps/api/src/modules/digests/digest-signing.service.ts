import { randomBytes } from 'node:crypto';
import type { TenantScope } from '../../platform/database/tenant-scope.ts';
import { readDigestToken, signDigestToken, verifyDigestToken, type DigestTokenPurpose } from './digest-tokens.ts';
import { findSigningSecret, keepSigningSecret } from './digests.repository.ts';

// Each tenant's links are signed with a secret of its own, made on its first link and kept in the
// database, so every API process signs and checks alike (decision 031).

async function signingSecret(scope: TenantScope): Promise<string> {
  return (await findSigningSecret(scope)) ?? keepSigningSecret(scope, randomBytes(32).toString('base64url'));
}

/** The signed token of a volunteer's link for a purpose, in the caller's transaction. */
export async function digestTokenFor(scope: TenantScope, userId: number, purpose: DigestTokenPurpose): Promise<string> {
  return signDigestToken(await signingSecret(scope), purpose, { tenantId: scope.tenantId, userId });
}

/**
 * The user a token names when it was signed for this tenant and purpose; undefined for anything
 * else (malformed, another tenant's, forged, another purpose). A tenant without a secret has
 * signed nothing yet.
 */
export async function userOfDigestToken(
  scope: TenantScope,
  token: string,
  purpose: DigestTokenPurpose,
): Promise<number | undefined> {
  const subject = readDigestToken(token);
  if (!subject || subject.tenantId !== scope.tenantId) return undefined;
  const secret = await findSigningSecret(scope);
  if (!secret || !verifyDigestToken(secret, purpose, token)) return undefined;
  return subject.userId;
}
