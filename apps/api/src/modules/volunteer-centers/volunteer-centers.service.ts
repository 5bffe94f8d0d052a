import type { SignedInUser } from '../../platform/auth/authentication.ts';
import type { Database } from '../../platform/database/connection.ts';
import { withPlatform, withTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { insertAuditEvent } from '../audit/audit.repository.ts';
import { findCenterPicture, type ChosenPicture } from '../pictures/pictures.service.ts';
import { centerNotFound, centerProfileForbidden } from './volunteer-centers.errors.ts';
import { canEditCenterProfile } from './volunteer-centers.policy.ts';
import {
  findCenterByHost,
  findCenterById,
  findCentersPage,
  findDefaultCenter,
  findEveryCenterWithProfile,
  findProfilesOfCenters,
  updateCenterProfile,
} from './volunteer-centers.repository.ts';
import type { StoredCenterContact, VolunteerCenterProfileRow, VolunteerCenterRow } from './volunteer-centers.schema.ts';

/** A centre together with its profile. */
export interface CenterWithProfile {
  center: VolunteerCenterRow;
  profile: VolunteerCenterProfileRow | undefined;
}

/**
 * The centre a request is about: the one it names (already checked to be the
 * tenant's), else the one configured for its host, else the tenant's default.
 */
export async function resolveCurrentCenter(
  scope: TenantScope,
  request: { requestedCenterId: number | undefined; host: string },
): Promise<VolunteerCenterRow | undefined> {
  if (request.requestedCenterId !== undefined) {
    const requested = await findCenterById(scope, request.requestedCenterId);
    if (requested) return requested;
  }
  return (await findCenterByHost(scope, request.host)) ?? (await findDefaultCenter(scope));
}

/** The current centre with its profile. */
export async function getCurrentCenter(
  scope: TenantScope,
  request: { requestedCenterId: number | undefined; host: string },
): Promise<CenterWithProfile | undefined> {
  const center = await resolveCurrentCenter(scope, request);
  if (!center) return undefined;
  const [profile] = await findProfilesOfCenters(scope, [center.id]);
  return { center, profile };
}

/** What names a request's centre: the Volunteer-Center-Id header (already checked) and the site host. */
export interface CenterRequest {
  requestedCenterId: number | undefined;
  host: string;
}

/**
 * Every centre of every tenant with its profile, by tenant id, default centre first: what the
 * tenant configuration keeps in memory.
 */
export async function loadEveryCenterWithProfile(database: Database): Promise<Map<number, CenterWithProfile[]>> {
  const rows = await withPlatform(database, (transaction) => findEveryCenterWithProfile(transaction));
  const byTenant = new Map<number, CenterWithProfile[]>();
  for (const { center, profile } of rows) {
    const centers = byTenant.get(center.tenantId) ?? [];
    centers.push({ center, profile: profile ?? undefined });
    byTenant.set(center.tenantId, centers);
  }
  return byTenant;
}

/**
 * `resolveCurrentCenter` over a tenant's centres already in memory (default first): the one the
 * request names, else the one configured for its host, else the default.
 */
export function chooseCurrentCenter(
  centers: readonly CenterWithProfile[],
  request: CenterRequest,
): CenterWithProfile | undefined {
  const requested =
    request.requestedCenterId === undefined
      ? undefined
      : centers.find(({ center }) => center.id === request.requestedCenterId);
  return requested ?? centers.find(({ center }) => center.hosts.includes(request.host)) ?? centers[0];
}

/** The request's centre, in its own tenant scope. */
export async function findRequestCenter(
  database: Database,
  tenantId: number,
  request: CenterRequest,
): Promise<VolunteerCenterRow | undefined> {
  return withTenant(database, tenantId, (scope) => resolveCurrentCenter(scope, request));
}

/** GET /api/v1/volunteer_centers/current: the request's centre with its profile and picture (404 when the tenant has none). */
export async function showCurrentCenter(
  database: Database,
  tenantId: number,
  request: CenterRequest,
): Promise<CenterWithProfile & { picture: ChosenPicture }> {
  const current = await withTenant(database, tenantId, async (scope) => {
    const found = await getCurrentCenter(scope, request);
    return found && { ...found, picture: await findCenterPicture(scope, found.center.id) };
  });
  if (!current) throw centerNotFound();
  return current;
}

/** GET /api/v1/volunteer_centers: one page of the tenant's centres with their profiles. */
export async function listCentersPage(
  database: Database,
  tenantId: number,
  window: { offset: number; limit: number },
): Promise<{ items: CenterWithProfile[]; total: number }> {
  return withTenant(database, tenantId, (scope) => listCenters(scope, window));
}

/** One page of centres with their profiles (two queries, never one per centre), and the total. */
export async function listCenters(
  scope: TenantScope,
  window: { offset: number; limit: number },
): Promise<{ items: CenterWithProfile[]; total: number }> {
  const { rows, total } = await findCentersPage(scope, window);
  const profiles = await findProfilesOfCenters(
    scope,
    rows.map((row) => row.id),
  );
  const profileByCenter = new Map(profiles.map((profile) => [profile.volunteerCenterId, profile]));
  return { items: rows.map((center) => ({ center, profile: profileByCenter.get(center.id) })), total };
}

/** A change of a centre's look: a field given changes, one left out stays. */
export type CenterProfileChanges = Partial<
  Pick<
    VolunteerCenterProfileRow,
    | 'websiteLogoUrl'
    | 'faviconUrl'
    | 'primaryColor'
    | 'primaryColorShades'
    | 'secondaryColor'
    | 'secondaryColorShades'
    | 'tertiaryColor'
    | 'tertiaryColorShades'
    | 'mutedColor'
    | 'backgroundColor'
    | 'textColor'
    | 'footerColumns'
  >
> & {
  /** The whole set of contact details, replacing the stored one. */
  contact?: StoredCenterContact;
  /** The shape and fonts of the theme; the rest of its configuration stays. */
  theme?: Pick<VolunteerCenterProfileRow['themeConfig'], 'defaultShape' | 'fonts'>;
};

/** A centre admin (or super admin) changes the request centre's branding and footer; audited, in one transaction. */
export async function updateCurrentCenterProfile(
  database: Database,
  actor: SignedInUser,
  request: { requestedCenterId: number | undefined; host: string },
  changes: CenterProfileChanges,
): Promise<VolunteerCenterProfileRow> {
  return withTenant(database, actor.tenantId, async (scope) => {
    const center = await resolveCurrentCenter(scope, request);
    if (!center) throw centerNotFound();
    if (!canEditCenterProfile(actor, center)) throw centerProfileForbidden();
    const { theme, ...columns } = changes;
    const [current] = await findProfilesOfCenters(scope, [center.id]);
    if (!current) throw centerNotFound();
    const updated = await updateCenterProfile(scope, center.id, {
      ...columns,
      ...(theme ? { themeConfig: { ...current.themeConfig, ...theme } } : {}),
    });
    await insertAuditEvent(scope, {
      action: 'center_profile_updated',
      actorUserId: actor.id,
      details: { volunteerCenterId: center.id, fields: Object.keys(changes) },
    });
    return updated!;
  });
}
