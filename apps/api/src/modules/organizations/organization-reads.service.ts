import type { SignedInUser } from '../../platform/auth/authentication.ts';
import { createAnnouncedCache, type AnnouncedCache } from '../../platform/database/announced-cache.ts';
import { publicCatalogueChange } from '../../platform/database/change-announcements.ts';
import type { Database } from '../../platform/database/connection.ts';
import { readAsTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { notAllowed, organizationNotFound } from './organizations.errors.ts';
import { canManageMembers, canShowOrganization } from './organizations.policy.ts';
import {
  findApprovedOrganizationStamps,
  findOrganizationById,
  findOrganizationRecordById,
  type OrganizationRecord,
} from './organizations.repository.ts';
import type { OrganizationRow } from './organizations.schema.ts';

// Reading organisations as the public does: one organisation (kept in memory until it changes,
// decision 019) and the list of approved ones for the sitemap.

/** One organisation; those who may not see it get the same 404 as for one that does not exist. */
export async function showOrganization(
  database: Database,
  records: OrganizationRecords,
  tenantId: number,
  actor: SignedInUser | undefined,
  organizationId: number,
): Promise<OrganizationRecord> {
  // The record does not depend on who asks (the policy and the presenter do): one kept record
  // serves every reader until the catalogue changes.
  const record = await keptOrganizationRecord(database, records, tenantId, organizationId);
  if (!record || !canShowOrganization(actor, record.organization)) throw organizationNotFound();
  return record;
}

/** An organisation as anonymous visitors see it (approved ones only), from the kept records. */
export async function findPublicOrganization(
  database: Database,
  records: OrganizationRecords,
  tenantId: number,
  organizationId: number,
): Promise<OrganizationRecord | undefined> {
  const record = await keptOrganizationRecord(database, records, tenantId, organizationId);
  return record && canShowOrganization(undefined, record.organization) ? record : undefined;
}

function keptOrganizationRecord(
  database: Database,
  records: OrganizationRecords,
  tenantId: number,
  organizationId: number,
): Promise<OrganizationRecord | undefined> {
  return records.remember(`${tenantId}:${organizationId}`, () =>
    readAsTenant(database, tenantId, (scope) => findOrganizationRecordById(scope, organizationId)),
  );
}

/** The tenant's approved organisations with when each last changed (the sitemap). */
export async function listPublicOrganizationStamps(
  database: Database,
  tenantId: number,
): Promise<{ id: number; updatedAt: Date }[]> {
  return readAsTenant(database, tenantId, (scope) => findApprovedOrganizationStamps(scope, 5000));
}

/**
 * Organisation records as the public reads them, kept in memory until the database announces a
 * change to an organisation, its profile, address or tags (migration 0015, decision 019).
 * Shared between requests: never changed in place.
 */
export type OrganizationRecords = AnnouncedCache<OrganizationRecord | undefined>;

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's kept organisation records (app.ts creates them, CATALOGUE_CACHE_ENTRIES sizes them). */
    organizationRecords: OrganizationRecords;
  }
}

/** Organisation records over `database`'s change announcements, at most `maxEntries`. */
export function createOrganizationRecords(database: Database, maxEntries: number): OrganizationRecords {
  return createAnnouncedCache(database, { maxEntries, invalidatedBy: [publicCatalogueChange] });
}

/** An organisation the actor may manage the members of; 404 when they may not see it, 403 when only that. */
export async function findManagedOrganization(
  scope: TenantScope,
  actor: SignedInUser,
  organizationId: number,
): Promise<OrganizationRow> {
  const organization = await findOrganizationById(scope, organizationId);
  if (!organization || !canShowOrganization(actor, organization)) throw organizationNotFound();
  if (!canManageMembers(actor, organization)) throw notAllowed();
  return organization;
}

/**
 * An organisation by id in the caller's scope, with no policy of this module: for a module whose
 * own rule decides who may see it (an invitation's token shows the invitee its organisation).
 */
export function findOrganizationInScope(
  scope: TenantScope,
  organizationId: number,
): Promise<OrganizationRow | undefined> {
  return findOrganizationById(scope, organizationId);
}
