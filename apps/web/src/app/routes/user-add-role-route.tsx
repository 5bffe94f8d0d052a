import { useCurrentTenant } from '../../features/tenancy/api/get-current-tenant.ts';
import { UserAddRolePage } from '../../features/users/routes/user-add-role-page.tsx';

/** `/users/{id}/add_role`, composed here: the tenancy feature knows this website's centre. */
export function UserAddRoleRoute() {
  const { data: current } = useCurrentTenant();
  return <UserAddRolePage centerId={current?.center.id} />;
}
