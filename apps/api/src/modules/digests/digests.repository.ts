import { and, asc, eq, gt, isNotNull, max, notExists, sql } from 'drizzle-orm';
import type { Availability, DigestFrequency, UserLocale } from '@volunteerly/contracts/users';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { users } from '../users/users.schema.ts';
import type { DigestCadence } from './digest-periods.ts';
import { digestDeliveries } from './digests.schema.ts';

/**
 * The ids of active, confirmed volunteers of the scope's tenant who chose this cadence and have no
 * digest for the period yet, after `afterUserId`, in id order (one batch of the planner).
 */
export async function findDueVolunteerIds(
  scope: TenantScope,
  query: { cadence: DigestCadence; periodKey: string; afterUserId: number; limit: number },
): Promise<number[]> {
  const delivered = scope.transaction
    .select({ one: sql`1` })
    .from(digestDeliveries)
    .where(
      and(
        eq(digestDeliveries.tenantId, scope.tenantId),
        eq(digestDeliveries.userId, users.id),
        eq(digestDeliveries.periodKey, query.periodKey),
      ),
    );
  const rows = await scope.transaction
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        ofTenant(users, scope),
        eq(users.digestFrequency, query.cadence),
        eq(users.status, 'active'),
        isNotNull(users.confirmedAt),
        gt(users.id, query.afterUserId),
        notExists(delivered),
      ),
    )
    .orderBy(asc(users.id))
    .limit(query.limit);
  return rows.map((row) => row.id);
}

/** What a digest needs of its reader. */
export interface DigestReader {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  locale: UserLocale;
  postcode: string | null;
  city: string | null;
  availability: Availability;
  digestFrequency: DigestFrequency;
  active: boolean;
}

/** A user of the scope's tenant as a digest reader; undefined when there is none. */
export async function findDigestReader(scope: TenantScope, userId: number): Promise<DigestReader | undefined> {
  const [row] = await scope.transaction
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      locale: users.locale,
      postcode: users.postcode,
      city: users.city,
      availability: users.availability,
      digestFrequency: users.digestFrequency,
      active: sql<boolean>`${users.status} = 'active' and ${users.confirmedAt} is not null`,
    })
    .from(users)
    .where(and(ofTenant(users, scope), eq(users.id, userId)))
    .limit(1);
  return row;
}

/** When the user's latest digest went out (undefined: never). */
export async function findLastDigestSentAt(scope: TenantScope, userId: number): Promise<Date | undefined> {
  const [row] = await scope.transaction
    .select({ sentAt: max(digestDeliveries.sentAt) })
    .from(digestDeliveries)
    .where(and(ofTenant(digestDeliveries, scope), eq(digestDeliveries.userId, userId)));
  return row?.sentAt ?? undefined;
}

/**
 * Claims the user's digest of a period: inserts its delivery row unless one exists. False when
 * the period was already handled (or is being handled by a transaction that then commits: the
 * insert waits for it).
 */
export async function claimDigestDelivery(scope: TenantScope, userId: number, periodKey: string): Promise<boolean> {
  const inserted = await scope.transaction
    .insert(digestDeliveries)
    .values({ tenantId: scope.tenantId, userId, periodKey, vacancyCount: 0 })
    .onConflictDoNothing()
    .returning({ userId: digestDeliveries.userId });
  return inserted.length > 0;
}

/** Records how many vacancies a claimed digest listed. */
export async function recordDigestVacancyCount(
  scope: TenantScope,
  userId: number,
  periodKey: string,
  vacancyCount: number,
): Promise<void> {
  await scope.transaction
    .update(digestDeliveries)
    .set({ vacancyCount })
    .where(
      and(
        ofTenant(digestDeliveries, scope),
        eq(digestDeliveries.userId, userId),
        eq(digestDeliveries.periodKey, periodKey),
      ),
    );
}
