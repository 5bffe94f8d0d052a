import type { SecretKeys } from '../../platform/secrets/secret-keys.ts';
import { readDigestToken, signDigestToken, verifyDigestToken, type DigestTokenPurpose } from './digest-tokens.ts';

// Each tenant's links are signed with a key of its own, derived from the API's secret key base
// (SECRET_KEY_BASE, shared by every process), never kept in the database (issue 29; decision 031).

function tenantKey(keys: SecretKeys, tenantId: number): Buffer {
  return keys.keyFor(`digest-links:tenant:${tenantId}`);
}

/** The signed token of a volunteer's link for a purpose. */
export function digestTokenFor(
  keys: SecretKeys,
  subject: { tenantId: number; userId: number },
  purpose: DigestTokenPurpose,
): string {
  return signDigestToken(tenantKey(keys, subject.tenantId), purpose, subject);
}

/**
 * The user a token names when it was signed for this tenant and purpose; undefined for anything
 * else (malformed, another tenant's, forged, another purpose, another spelling of the signature).
 */
export function userOfDigestToken(
  keys: SecretKeys,
  tenantId: number,
  token: string,
  purpose: DigestTokenPurpose,
): number | undefined {
  const subject = readDigestToken(token);
  if (!subject || subject.tenantId !== tenantId) return undefined;
  return verifyDigestToken(tenantKey(keys, tenantId), purpose, token) ? subject.userId : undefined;
}
