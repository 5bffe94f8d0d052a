import { hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The keys the API signs with (issue 29): derived from one secret outside the database, so a copy
 * of the database (a backup, a read-only leak) holds no key that makes a valid signature. Each
 * use gets its own key (HKDF-SHA256 with a purpose), so a signature made for one purpose is worth
 * nothing for another.
 *
 * The secret is `SECRET_KEY_BASE` (several processes must share it); without it, a key file in
 * `DATA_DIR`, made on the first start.
 */
export interface SecretKeys {
  /** A 32-byte key for one purpose ("digest-links:tenant:12"). */
  keyFor(purpose: string): Buffer;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The keys the API signs with, derived from SECRET_KEY_BASE (or the data directory's key file). */
    secretKeys: SecretKeys;
  }
}

/** The file that holds the key base when SECRET_KEY_BASE is not set. */
export const secretKeyFileName = 'secret-key-base';

/** Keys derived from a base secret. */
export function createSecretKeys(base: string): SecretKeys {
  const input = Buffer.from(base, 'utf8');
  const derived = new Map<string, Buffer>();
  return {
    keyFor(purpose) {
      let key = derived.get(purpose);
      if (!key) {
        key = Buffer.from(hkdfSync('sha256', input, 'volunteerly', purpose, 32));
        derived.set(purpose, key);
      }
      return key;
    },
  };
}

/** The key base kept in the data directory: read, or made (readable by this user only) on the first start. */
export function keyBaseFromDataDirectory(dataDir: string): string {
  const file = path.join(dataDir, secretKeyFileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const base = randomBytes(48).toString('base64url');
  writeFileSync(file, `${base}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return base;
}
