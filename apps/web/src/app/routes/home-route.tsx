import { TenantHome } from '../../features/home/components/tenant-home.tsx';
import { useCurrentTenant } from '../../features/tenancy/api/get-current-tenant.ts';

/**
 * The `/` page. Composed here because features do not import each other: the
 * tenancy feature knows the centre, the home feature knows how to show it.
 */
export function HomeRoute() {
  const { data: current } = useCurrentTenant();
  if (!current) return null;
  return (
    <TenantHome
      appName={current.tenant.appName}
      centerName={current.center.name}
      logoUrl={current.center.profile.websiteLogoUrl}
    />
  );
}
