import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readDigestToken, signDigestToken, verifyDigestToken } from '../../src/modules/digests/digest-tokens.ts';

const secret = randomBytes(32);
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
    expect(verifyDigestToken(randomBytes(32), purpose, token)).toBe(false);
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(verifyDigestToken(secret, purpose, `v1.3.41.${flipped}`)).toBe(false);
    for (const malformed of ['', 'v1.3.41', 'v2.3.41.' + signature, `v1.3.41.${signature}x`, `v1.a.41.${signature}`]) {
      expect(verifyDigestToken(secret, purpose, malformed)).toBe(false);
      expect(readDigestToken(malformed)).toBeUndefined();
    }
  });

  it('accepts a signature in the one spelling it was written in, not the other spellings of its bytes', () => {
    const token = signDigestToken(secret, purpose, { tenantId: 3, userId: 41 });
    const signature = token.split('.')[3]!;
    // 43 base64url characters hold 32 bytes and 2 spare bits: the last character has 4 spellings.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(signature.at(-1)!);
    const spellings = [0, 1, 2, 3]
      .map((spare) => alphabet[(last & ~3) | spare]!)
      .filter((character) => character !== signature.at(-1))
      .map((character) => `v1.3.41.${signature.slice(0, -1)}${character}`);
    expect(spellings).toHaveLength(3);
    for (const spelling of spellings) {
      expect(Buffer.from(spelling.split('.')[3]!, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
      expect(verifyDigestToken(secret, purpose, spelling)).toBe(false);
    }
  });
});
