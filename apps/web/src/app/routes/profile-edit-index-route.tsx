import { ProfileEditIndexPage } from '../../features/profile/routes/profile-edit-index-page.tsx';
import { useCurrentTenant } from '../../features/tenancy/api/get-current-tenant.ts';

/**
 * The `/profile-edit` index. Composed here because features do not import each
 * other: the tenancy feature knows whether volunteer profiles are switched on.
 */
export function ProfileEditIndexRoute() {
  const { data: current } = useCurrentTenant();
  return <ProfileEditIndexPage volunteerProfiles={current?.tenant.features['volunteerProfiles'] === true} />;
}
