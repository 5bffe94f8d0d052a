import { hash, verify } from '@node-rs/argon2';

// OWASP's Password Storage Cheat Sheet, first Argon2id option: m=19 MiB, t=2, p=1.
const argon2Options = {
  algorithm: 2 /* Algorithm.Argon2id, a const enum the build cannot import */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

// Verified against when an account does not exist, so a wrong e-mail costs as
// long as a wrong password and timing does not reveal which accounts exist.
let decoyHash: Promise<string> | undefined;

/** Hashes a password with Argon2id at OWASP's recommended cost. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

/**
 * True when the password matches the stored hash. Without a stored hash (no
 * such account, or no password set yet) it still spends one verification.
 */
export async function verifyPassword(password: string, storedHash: string | null | undefined): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashPassword('decoy password that never matches');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
