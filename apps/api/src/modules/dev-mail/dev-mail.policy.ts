import type { SignedInUser } from '../../platform/auth/authentication.ts';

/** Only the platform operator reads the captured mail (it holds other people's links and tokens). */
export function canReadCapturedMail(user: Pick<SignedInUser, 'roles'>): boolean {
  return user.roles.some((role) => role.name === 'super_admin');
}
