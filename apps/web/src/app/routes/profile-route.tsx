import { ProfilePage } from '../../features/profile/routes/profile-page.tsx';
import { useCurrentTenant } from '../../features/tenancy/api/get-current-tenant.ts';

/**
 * `/profiel`. Composed here because features do not import each other: the
 * tenancy feature knows whether volunteer profiles are switched on.
 */
export function ProfileRoute() {
  const { data: current } = useCurrentTenant();
  return <ProfilePage volunteerProfiles={current?.tenant.features['volunteerProfiles'] === true} />;
}
