import { and, asc, eq } from 'drizzle-orm';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { digestDeliveries, type DigestDeliveryRow } from './digests.schema.ts';

// What the digests module keeps about a person, for their download and their erasure.

/** Every digest period handled for a person, oldest first. */
export async function findDigestDeliveriesOfUser(scope: TenantScope, userId: number): Promise<DigestDeliveryRow[]> {
  return scope.transaction
    .select()
    .from(digestDeliveries)
    .where(and(ofTenant(digestDeliveries, scope), eq(digestDeliveries.userId, userId)))
    .orderBy(asc(digestDeliveries.sentAt), asc(digestDeliveries.periodKey));
}

/** Deletes the record of a person's digests. */
export async function deleteDigestDeliveriesOfUser(scope: TenantScope, userId: number): Promise<void> {
  await scope.transaction
    .delete(digestDeliveries)
    .where(and(ofTenant(digestDeliveries, scope), eq(digestDeliveries.userId, userId)));
}
