import { createHmac, timingSafeEqual } from 'node:crypto';

// Unsubscribe links that work without signing in (decision 031): `v1.<tenant>.<user>.<mac>`, the mac
// an HMAC-SHA256 over the version, tenant, user and purpose with the tenant's signing key. The
// ids are not secret (the mac is what cannot be made up); the purpose keeps a token made for one
// use from being accepted for another. A token has one spelling: its mac written exactly as
// signed (base64url can write the same bytes four ways; issue 29).

/** What a token allows; part of what is signed. */
export type DigestTokenPurpose = 'digest_unsubscribe';

/** The purpose of the links that stop the periodic mail. */
export const digestUnsubscribePurpose: DigestTokenPurpose = 'digest_unsubscribe';

const version = 'v1';
const tokenPattern = /^v1\.(\d{1,15})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

function mac(key: Buffer, purpose: DigestTokenPurpose, tenantId: number, userId: number): string {
  return createHmac('sha256', key).update(`${version}\n${purpose}\n${tenantId}\n${userId}`).digest('base64url');
}

/** The signed token of a volunteer's link. */
export function signDigestToken(
  key: Buffer,
  purpose: DigestTokenPurpose,
  subject: { tenantId: number; userId: number },
): string {
  return `${version}.${subject.tenantId}.${subject.userId}.${mac(key, purpose, subject.tenantId, subject.userId)}`;
}

/** The tenant and user a token names, unchecked: which secret to verify it with. Undefined when malformed. */
export function readDigestToken(token: string): { tenantId: number; userId: number } | undefined {
  const match = tokenPattern.exec(token);
  if (!match) return undefined;
  return { tenantId: Number(match[1]), userId: Number(match[2]) };
}

/**
 * Whether the token was signed with this key for this purpose: its text compared, in constant
 * time, with the signature as written when signed (no other spelling of the same bytes).
 */
export function verifyDigestToken(key: Buffer, purpose: DigestTokenPurpose, token: string): boolean {
  const subject = readDigestToken(token);
  if (!subject) return false;
  const given = Buffer.from(token.slice(token.lastIndexOf('.') + 1), 'ascii');
  const expected = Buffer.from(mac(key, purpose, subject.tenantId, subject.userId), 'ascii');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
