import { and, asc, eq, inArray, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { QueryBuilder } from '../../platform/database/connection.ts';
import type { OrganizationStatus, OrganizationType } from '@volunteerly/contracts/organizations';
import { ofTenant, preparedPerBuilder, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { addressFacts, generalStockImage } from '../pictures/pictures.repository.ts';
import { chooseOrganizationPicture, type ChosenPicture } from '../pictures/pictures.service.ts';
import { tags } from '../tags/tags.schema.ts';
import { userRoles, users, type UserRow } from '../users/users.schema.ts';
import type { OrganizationScope } from './organizations.policy.ts';
import {
  organizationAddresses,
  organizationProfiles,
  organizations,
  organizationTags,
  type NewOrganizationAddressRow,
  type NewOrganizationProfileRow,
  type OrganizationAddressRow,
  type OrganizationProfileRow,
  type OrganizationRow,
} from './organizations.schema.ts';
import { listedOrganizationCondition } from '../figures/figure-definitions.repository.ts';

/** A target group an organisation works for. */
export interface TargetGroup {
  id: number;
  name: string;
  nameEn: string | null;
}

/** An organisation with its profile, address, target groups and picture. */
export interface OrganizationRecord {
  organization: OrganizationRow;
  profile: OrganizationProfileRow | undefined;
  address: OrganizationAddressRow | undefined;
  targetGroups: TargetGroup[];
  /** Its logo, else a stock image of the centre (decision 020). */
  picture: ChosenPicture;
}

/** The tenant's organisations within a scope, by name. */
export async function findOrganizationsInScope(
  scope: TenantScope,
  visible: OrganizationScope,
): Promise<OrganizationRow[]> {
  const condition = scopeCondition(visible);
  if (condition === 'none') return [];
  return scope.transaction
    .select()
    .from(organizations)
    .where(and(ofTenant(organizations, scope), ...(condition ? [condition] : [])))
    .orderBy(asc(organizations.name), asc(organizations.id));
}

/** The SQL condition of a scope: none needed (the tenant), or 'none' when it holds nothing. */
function scopeCondition(visible: OrganizationScope): SQL | undefined | 'none' {
  if (visible.kind === 'tenant') return undefined;
  const ofCenters = visible.kind === 'centers' ? visible.volunteerCenterIds : [];
  if (ofCenters.length === 0 && visible.organizationIds.length === 0) return 'none';
  return or(
    ...(ofCenters.length > 0 ? [inArray(organizations.volunteerCenterId, ofCenters)] : []),
    ...(visible.organizationIds.length > 0 ? [inArray(organizations.id, visible.organizationIds)] : []),
  );
}

/** An organisation of the scope's tenant by id. */
export async function findOrganizationById(
  scope: TenantScope,
  organizationId: number,
): Promise<OrganizationRow | undefined> {
  const [row] = await scope.transaction
    .select()
    .from(organizations)
    .where(and(ofTenant(organizations, scope), eq(organizations.id, organizationId)))
    .limit(1);
  return row;
}

/** The ids and change times of the tenant's listed (approved) organisations, by id, at most `limit` (the sitemap). */
export async function findApprovedOrganizationStamps(
  scope: TenantScope,
  limit: number,
): Promise<{ id: number; updatedAt: Date }[]> {
  return scope.transaction
    .select({ id: organizations.id, updatedAt: organizations.updatedAt })
    .from(organizations)
    .where(and(ofTenant(organizations, scope), listedOrganizationCondition()))
    .orderBy(asc(organizations.id))
    .limit(limit);
}

/** Locks an organisation's row for the rest of the transaction (status changes must not interleave). */
export async function lockOrganization(
  scope: TenantScope,
  organizationId: number,
): Promise<OrganizationRow | undefined> {
  const [row] = await scope.transaction
    .select()
    .from(organizations)
    .where(and(ofTenant(organizations, scope), eq(organizations.id, organizationId)))
    .for('update')
    .limit(1);
  return row;
}

/** An organisation with its profile, address, target groups and picture candidates, as columns and JSON of its row. */
function selectOrganizationRecords(builder: QueryBuilder, tenantId: number | Placeholder, condition: SQL | undefined) {
  const targetGroups = sql<TargetGroup[]>`coalesce((
    select json_agg(json_build_object('id', ${tags.id}, 'name', ${tags.name}, 'nameEn', ${tags.nameEn})
                    order by ${tags.name})
      from ${organizationTags} inner join ${tags} on ${tags.id} = ${organizationTags.tagId}
     where ${organizationTags.tenantId} = ${tenantId} and ${organizationTags.organizationId} = ${organizations.id}
  ), '[]'::json)`;
  return builder
    .select({
      organization: organizations,
      profile: organizationProfiles,
      address: organizationAddresses,
      targetGroups,
      logo: addressFacts(tenantId, organizationProfiles.logoUrl),
      generalStockImage: generalStockImage(tenantId, organizations.id),
    })
    .from(organizations)
    .leftJoin(
      organizationProfiles,
      and(
        eq(organizationProfiles.tenantId, organizations.tenantId),
        eq(organizationProfiles.organizationId, organizations.id),
      ),
    )
    .leftJoin(
      organizationAddresses,
      and(
        eq(organizationAddresses.tenantId, organizations.tenantId),
        eq(organizationAddresses.organizationId, organizations.id),
      ),
    )
    .where(and(eq(organizations.tenantId, tenantId), condition));
}

type OrganizationRecordRow = Awaited<ReturnType<typeof selectOrganizationRecords>>[number];

function toOrganizationRecord(
  organization: OrganizationRow,
  row: OrganizationRecordRow | undefined,
): OrganizationRecord {
  return {
    organization,
    profile: row?.profile ?? undefined,
    address: row?.address ?? undefined,
    targetGroups: row?.targetGroups ?? [],
    picture: chooseOrganizationPicture({
      organization,
      logo: row?.logo ?? null,
      generalStockImage: row?.generalStockImage ?? null,
    }),
  };
}

/**
 * Profiles, addresses and target groups of organisations, attached to their rows in order: one
 * query for the whole page (profile and address are one-to-one joins, the target groups JSON).
 */
export async function loadOrganizationRecords(
  scope: TenantScope,
  rows: OrganizationRow[],
): Promise<OrganizationRecord[]> {
  if (rows.length === 0) return [];
  const related = await selectOrganizationRecords(
    scope.transaction,
    scope.tenantId,
    inArray(
      organizations.id,
      rows.map((row) => row.id),
    ),
  );
  const relatedById = new Map(related.map((row) => [row.organization.id, row]));
  return rows.map((organization) => toOrganizationRecord(organization, relatedById.get(organization.id)));
}

/** One organisation with its profile, address and target groups. */
export async function loadOrganizationRecord(
  scope: TenantScope,
  organization: OrganizationRow,
): Promise<OrganizationRecord> {
  const [record] = await loadOrganizationRecords(scope, [organization]);
  return record!;
}

const organizationRecordById = preparedPerBuilder((builder) =>
  selectOrganizationRecords(
    builder,
    sql.placeholder('tenantId'),
    eq(organizations.id, sql.placeholder('organizationId')),
  )
    .limit(1)
    .prepare('organization_record_by_id'),
);

/** The organisation with this id with its profile, address and target groups, in one prepared query; undefined when none. */
export async function findOrganizationRecordById(
  scope: TenantScope,
  organizationId: number,
): Promise<OrganizationRecord | undefined> {
  const [row] = await organizationRecordById(scope.transaction).execute({ tenantId: scope.tenantId, organizationId });
  return row ? toOrganizationRecord(row.organization, row) : undefined;
}

/** Inserts an organisation. */
export async function insertOrganization(
  scope: TenantScope,
  values: { name: string; type: OrganizationType; status: OrganizationStatus; volunteerCenterId: number },
): Promise<OrganizationRow> {
  const [row] = await scope.transaction
    .insert(organizations)
    .values({ ...values, tenantId: scope.tenantId })
    .returning();
  if (!row) throw new Error('organisation insert returned nothing');
  return row;
}

/** Changes an organisation's own columns. */
export async function updateOrganizationRow(
  scope: TenantScope,
  organizationId: number,
  changes: Partial<
    Pick<OrganizationRow, 'name' | 'type' | 'status' | 'denialReason' | 'statusChangedAt' | 'volunteerCenterId'>
  >,
): Promise<OrganizationRow> {
  const [row] = await scope.transaction
    .update(organizations)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(ofTenant(organizations, scope), eq(organizations.id, organizationId)))
    .returning();
  if (!row) throw new Error('organisation update matched nothing');
  return row;
}

type ProfileChanges = Omit<NewOrganizationProfileRow, 'id' | 'tenantId' | 'organizationId' | 'createdAt' | 'updatedAt'>;

/** Creates or changes an organisation's profile. */
export async function saveOrganizationProfile(
  scope: TenantScope,
  organizationId: number,
  changes: ProfileChanges,
): Promise<void> {
  await scope.transaction
    .insert(organizationProfiles)
    .values({ ...changes, tenantId: scope.tenantId, organizationId })
    .onConflictDoUpdate({
      target: [organizationProfiles.tenantId, organizationProfiles.organizationId],
      set: { ...changes, updatedAt: new Date() },
    });
}

type AddressChanges = Omit<NewOrganizationAddressRow, 'id' | 'tenantId' | 'organizationId' | 'createdAt' | 'updatedAt'>;

/** Creates or changes an organisation's address. */
export async function saveOrganizationAddress(
  scope: TenantScope,
  organizationId: number,
  changes: AddressChanges,
): Promise<void> {
  await scope.transaction
    .insert(organizationAddresses)
    .values({ ...changes, tenantId: scope.tenantId, organizationId })
    .onConflictDoUpdate({
      target: [organizationAddresses.tenantId, organizationAddresses.organizationId],
      set: { ...changes, updatedAt: new Date() },
    });
}

/** Which of these tag ids are target groups of the tenant. */
export async function findTargetGroupIds(scope: TenantScope, tagIds: number[]): Promise<number[]> {
  if (tagIds.length === 0) return [];
  const rows = await scope.transaction
    .select({ id: tags.id })
    .from(tags)
    .where(and(ofTenant(tags, scope), eq(tags.kind, 'target_group'), inArray(tags.id, tagIds)));
  return rows.map((row) => row.id);
}

/** Replaces an organisation's target groups. */
export async function replaceTargetGroups(scope: TenantScope, organizationId: number, tagIds: number[]): Promise<void> {
  await scope.transaction
    .delete(organizationTags)
    .where(and(ofTenant(organizationTags, scope), eq(organizationTags.organizationId, organizationId)));
  if (tagIds.length === 0) return;
  await scope.transaction
    .insert(organizationTags)
    .values(tagIds.map((tagId) => ({ tenantId: scope.tenantId, organizationId, tagId })));
}

/** Moves the organisations working for one target group to another (a merge); those with both keep one. */
export async function moveTargetGroups(scope: TenantScope, sourceTagId: number, targetTagId: number): Promise<void> {
  await scope.transaction.execute(sql`
    update ${organizationTags} set tag_id = ${targetTagId}
     where ${ofTenant(organizationTags, scope)} and ${organizationTags.tagId} = ${sourceTagId}
       and not exists (
         select 1 from ${organizationTags} as already
          where already.organization_id = ${organizationTags.organizationId} and already.tag_id = ${targetTagId}
       )`);
  await scope.transaction
    .delete(organizationTags)
    .where(and(ofTenant(organizationTags, scope), eq(organizationTags.tagId, sourceTagId)));
}

/** Deletes an organisation (profile, address, tags go with it; roles bound to it are the users module's). */
export async function deleteOrganizationRow(scope: TenantScope, organizationId: number): Promise<void> {
  await scope.transaction
    .delete(organizations)
    .where(and(ofTenant(organizations, scope), eq(organizations.id, organizationId)));
}

/** The users with role `admin` of an organisation. */
export async function findOrganizationAdmins(scope: TenantScope, organizationId: number): Promise<UserRow[]> {
  return scope.transaction
    .select({ user: users })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(
      and(
        ofTenant(users, scope),
        eq(userRoles.name, 'admin'),
        eq(userRoles.resourceType, 'Organization'),
        eq(userRoles.resourceId, organizationId),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName))
    .then((rows) => rows.map((row) => row.user));
}

/** The active users with role `center_admin` of a centre (who hear of new sign-ups). */
export async function findCenterAdmins(scope: TenantScope, volunteerCenterId: number): Promise<UserRow[]> {
  return scope.transaction
    .select({ user: users })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(
      and(
        ofTenant(users, scope),
        eq(users.status, 'active'),
        eq(userRoles.name, 'center_admin'),
        eq(userRoles.resourceType, 'VolunteerCenter'),
        eq(userRoles.resourceId, volunteerCenterId),
      ),
    )
    .orderBy(asc(users.id))
    .then((rows) => rows.map((row) => row.user));
}
