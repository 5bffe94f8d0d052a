import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordLimits } from '@volunteerly/contracts/users';

// zxcvbn-ts's list of the most common passwords (about 49,000), kept as a set.
let commonPasswords: Set<string> | undefined;

function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return commonPasswords.has(password.toLowerCase());
}

/** Why a new password is refused, or undefined when it is acceptable. */
export type PasswordProblem = 'too_short' | 'too_long' | 'too_common' | 'contains_email';

/**
 * Checks a new password: 10 to 128 characters, not a common password, and not
 * the account's own e-mail address or its name part.
 */
export function findPasswordProblem(password: string, email?: string): PasswordProblem | undefined {
  if (password.length < passwordLimits.min) return 'too_short';
  if (password.length > passwordLimits.max) return 'too_long';
  if (isCommonPassword(password)) return 'too_common';
  const lowered = password.toLowerCase();
  const localPart = email?.split('@')[0]?.toLowerCase();
  if (
    email &&
    (lowered === email.toLowerCase() || (localPart && localPart.length >= 4 && lowered.includes(localPart)))
  ) {
    return 'contains_email';
  }
  return undefined;
}
