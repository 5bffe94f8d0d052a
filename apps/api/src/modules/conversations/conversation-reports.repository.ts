import { and, eq, sql } from 'drizzle-orm';
import type { UserLocale } from '@volunteerly/contracts/users';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { userRoles, users } from '../users/users.schema.ts';
import { fullName } from './conversations.repository.ts';

/** A centre admin a report is told to. */
export interface ReportRecipient {
  userId: number;
  email: string;
  locale: UserLocale;
  name: string | null;
}

/** The active admins of a centre of the scope's tenant, each once. */
export async function findCenterAdminRecipients(scope: TenantScope, centerId: number): Promise<ReportRecipient[]> {
  const admins = scope.transaction
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(
      and(
        ofTenant(userRoles, scope),
        eq(userRoles.name, 'center_admin'),
        eq(userRoles.resourceType, 'VolunteerCenter'),
        eq(userRoles.resourceId, centerId),
      ),
    );
  return scope.transaction
    .select({ userId: users.id, email: users.email, locale: users.locale, name: fullName(users) })
    .from(users)
    .where(and(ofTenant(users, scope), eq(users.status, 'active'), sql`${users.id} in ${admins}`))
    .orderBy(users.id);
}

/** A user's full name in the scope's tenant (null when empty or unknown). */
export async function findUserName(scope: TenantScope, userId: number): Promise<string | null> {
  const [row] = await scope.transaction
    .select({ name: fullName(users) })
    .from(users)
    .where(and(ofTenant(users, scope), eq(users.id, userId)))
    .limit(1);
  return row?.name ?? null;
}
