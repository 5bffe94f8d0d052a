import { OrganizationMovePage } from '../../features/organizations/routes/organization-move-page.tsx';
import { useCurrentTenant } from '../../features/tenancy/api/get-current-tenant.ts';

/**
 * `/organizations/{id}/move`. Composed here because features do not import
 * each other: the tenancy feature knows whether this tenant allows moving (decision 016).
 */
export function OrganizationMoveRoute() {
  const { data: current } = useCurrentTenant();
  return <OrganizationMovePage movingEnabled={current?.tenant.organizationsMoving === true} />;
}
