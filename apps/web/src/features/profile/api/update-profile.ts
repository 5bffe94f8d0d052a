import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Availability, DigestFrequency, UserLocale } from '@volunteerly/contracts/users';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import { currentUserQueryOptions, type CurrentUser } from '../../../lib/auth/current-user.ts';

/** What a user may change of their own profile (PATCH /api/v1/current_user); null clears a field. */
export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  dateOfBirth?: string | null;
  postcode?: string | null;
  city?: string | null;
  locale?: UserLocale;
  aboutMe?: string | null;
  /** What the user wrote themselves ("Anders, namelijk …"). */
  skills?: string[];
  interests?: string[];
  /** The centre's skill tags chosen. */
  skillTagIds?: string[];
  /** The centre's category tags chosen as interests. */
  interestTagIds?: string[];
  availability?: Availability;
  visibleInPool?: boolean;
  digestFrequency?: DigestFrequency;
}

/** PATCH /api/v1/current_user: saves profile changes and answers the updated user. */
export async function updateProfile(changes: ProfileChanges): Promise<CurrentUser> {
  const document = await apiRequestDocument<CurrentUser>('/api/v1/current_user', {
    method: 'PATCH',
    query: { include: 'roles' },
    body: { user: changes },
  });
  return document.data;
}

/** Saving profile changes as a mutation; the cached current user takes the answer. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // The PATCH answer has no meta.impersonatedBy: keep the cached one, or the impersonation banner would vanish.
    onSuccess: (user) =>
      queryClient.setQueryData(currentUserQueryOptions.queryKey, (previous) => ({
        ...user,
        meta: { ...previous?.meta, ...user.meta },
      })),
  });
}
