import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { ofTenant, type TenantScope, type Transaction } from '../../platform/database/tenant-scope.ts';
import {
  volunteerCenterProfiles,
  volunteerCenters,
  type NewVolunteerCenterProfileRow,
  type VolunteerCenterProfileRow,
  type VolunteerCenterRow,
} from './volunteer-centers.schema.ts';

/** A centre of the scope's tenant by id. */
export async function findCenterById(scope: TenantScope, centerId: number): Promise<VolunteerCenterRow | undefined> {
  const [row] = await scope.transaction
    .select()
    .from(volunteerCenters)
    .where(and(ofTenant(volunteerCenters, scope), eq(volunteerCenters.id, centerId)))
    .limit(1);
  return row;
}

/** The centre configured for a host name, if any. */
export async function findCenterByHost(scope: TenantScope, host: string): Promise<VolunteerCenterRow | undefined> {
  const [row] = await scope.transaction
    .select()
    .from(volunteerCenters)
    .where(and(ofTenant(volunteerCenters, scope), sql`${host} = any(${volunteerCenters.hosts})`))
    .limit(1);
  return row;
}

/** The tenant's default centre (every tenant has one). */
export async function findDefaultCenter(scope: TenantScope): Promise<VolunteerCenterRow | undefined> {
  const [row] = await scope.transaction
    .select()
    .from(volunteerCenters)
    .where(ofTenant(volunteerCenters, scope))
    .orderBy(desc(volunteerCenters.isDefault), asc(volunteerCenters.id))
    .limit(1);
  return row;
}

/** One page of the tenant's centres, default first then by name, with the total. */
export async function findCentersPage(
  scope: TenantScope,
  window: { offset: number; limit: number },
): Promise<{ rows: VolunteerCenterRow[]; total: number }> {
  const rows = await scope.transaction
    .select()
    .from(volunteerCenters)
    .where(ofTenant(volunteerCenters, scope))
    .orderBy(desc(volunteerCenters.isDefault), asc(volunteerCenters.name), asc(volunteerCenters.id))
    .offset(window.offset)
    .limit(window.limit);
  const [totals] = await scope.transaction
    .select({ total: count() })
    .from(volunteerCenters)
    .where(ofTenant(volunteerCenters, scope));
  return { rows, total: totals?.total ?? 0 };
}

/**
 * Every centre of every tenant with its profile (the tenant configuration's source), read as the
 * platform: default centres first, then by id, as `findDefaultCenter` orders them.
 */
export async function findEveryCenterWithProfile(
  transaction: Transaction,
): Promise<{ center: VolunteerCenterRow; profile: VolunteerCenterProfileRow | null }[]> {
  return transaction
    .select({ center: volunteerCenters, profile: volunteerCenterProfiles })
    .from(volunteerCenters)
    .leftJoin(
      volunteerCenterProfiles,
      and(
        eq(volunteerCenterProfiles.volunteerCenterId, volunteerCenters.id),
        eq(volunteerCenterProfiles.tenantId, volunteerCenters.tenantId),
      ),
    )
    .orderBy(volunteerCenters.tenantId, desc(volunteerCenters.isDefault), asc(volunteerCenters.id));
}

/** The profiles of the given centres, in one query. */
export async function findProfilesOfCenters(
  scope: TenantScope,
  centerIds: number[],
): Promise<VolunteerCenterProfileRow[]> {
  if (centerIds.length === 0) return [];
  return scope.transaction
    .select()
    .from(volunteerCenterProfiles)
    .where(
      and(
        ofTenant(volunteerCenterProfiles, scope),
        sql`${volunteerCenterProfiles.volunteerCenterId} in (${sql.join(
          centerIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    );
}

/** Changes a centre's profile; answers the profile as it is now (undefined when the centre has none). */
export async function updateCenterProfile(
  scope: TenantScope,
  centerId: number,
  changes: Partial<Omit<NewVolunteerCenterProfileRow, 'id' | 'tenantId' | 'volunteerCenterId' | 'createdAt'>>,
): Promise<VolunteerCenterProfileRow | undefined> {
  const [row] = await scope.transaction
    .update(volunteerCenterProfiles)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(ofTenant(volunteerCenterProfiles, scope), eq(volunteerCenterProfiles.volunteerCenterId, centerId)))
    .returning();
  return row;
}
