import type { SignedInUser } from '../../platform/auth/authentication.ts';

/** Only the platform operator sees the job queue and retries jobs. */
export function canManageJobs(user: Pick<SignedInUser, 'roles'>): boolean {
  return user.roles.some((role) => role.name === 'super_admin');
}
