import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readDigestToken, signDigestToken, verifyDigestToken } from '../../src/modules/digests/digest-tokens.ts';

const secret = randomBytes(32).toString('base64url');
const purpose = 'digest_unsubscribe';

describe('digest tokens', () => {
  it('verifies a token it signed and names its tenant and user', () => {
    const token = signDigestToken(secret, purpose, { tenantId: 3, userId: 41 });
    expect(token).toMatch(/^v1\.3\.41\.[A-Za-z0-9_-]{43}$/);
    expect(verifyDigestToken(secret, purpose, token)).toBe(true);
    expect(readDigestToken(token)).toEqual({ tenantId: 3, userId: 41 });
  });

  it('refuses a changed user, another secret, a changed signature and malformed tokens', () => {
    const token = signDigestToken(secret, purpose, { tenantId: 3, userId: 41 });
    const signature = token.split('.')[3]!;
    expect(verifyDigestToken(secret, purpose, `v1.3.42.${signature}`)).toBe(false);
    expect(verifyDigestToken(secret, purpose, `v1.4.41.${signature}`)).toBe(false);
    expect(verifyDigestToken(randomBytes(32).toString('base64url'), purpose, token)).toBe(false);
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(verifyDigestToken(secret, purpose, `v1.3.41.${flipped}`)).toBe(false);
    for (const malformed of ['', 'v1.3.41', 'v2.3.41.' + signature, `v1.3.41.${signature}x`, `v1.a.41.${signature}`]) {
      expect(verifyDigestToken(secret, purpose, malformed)).toBe(false);
      expect(readDigestToken(malformed)).toBeUndefined();
    }
  });
});
