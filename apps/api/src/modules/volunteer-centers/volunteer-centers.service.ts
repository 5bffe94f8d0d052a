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
import type { CenterContactBody, CenterProfileUpdateBody } from './volunteer-centers.request-schemas.ts';
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

/** The contact details as stored: only the parts that are set. */
function storedContactOf(body: CenterContactBody): StoredCenterContact {
  const parts: StoredCenterContact = {
    email: body.email ?? undefined,
    phone: body.phone ?? undefined,
    street: body.street ?? undefined,
    postcode: body.postcode ?? undefined,
    city: body.city ?? undefined,
    personName: body.person_name ?? undefined,
    personEmail: body.person_email ?? undefined,
    personPhone: body.person_phone ?? undefined,
  };
  return Object.fromEntries(Object.entries(parts).filter(([, value]) => value !== undefined));
}

/** A centre admin (or super admin) changes the request centre's branding and footer; audited, in one transaction. */
export async function updateCurrentCenterProfile(
  database: Database,
  actor: SignedInUser,
  request: { requestedCenterId: number | undefined; host: string },
  body: CenterProfileUpdateBody,
): Promise<VolunteerCenterProfileRow> {
  return withTenant(database, actor.tenantId, async (scope) => {
    const center = await resolveCurrentCenter(scope, request);
    if (!center) throw centerNotFound();
    if (!canEditCenterProfile(actor, center)) throw centerProfileForbidden();
    const changes = {
      websiteLogoUrl: body.website_logo_url,
      faviconUrl: body.favicon_url,
      primaryColor: body.primary_color,
      primaryColorShades: body.primary_color_shades,
      secondaryColor: body.secondary_color,
      secondaryColorShades: body.secondary_color_shades,
      tertiaryColor: body.tertiary_color,
      tertiaryColorShades: body.tertiary_color_shades,
      mutedColor: body.muted_color,
      backgroundColor: body.background_color,
      textColor: body.text_color,
      footerColumns: body.footer_columns,
      contact: body.contact && storedContactOf(body.contact),
    };
    const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    const [current] = await findProfilesOfCenters(scope, [center.id]);
    if (!current) throw centerNotFound();
    const themeConfig = body.theme_config
      ? {
          ...current.themeConfig,
          defaultShape: body.theme_config.default_shape,
          fonts: body.theme_config.fonts,
        }
      : undefined;
    const updated = await updateCenterProfile(scope, center.id, {
      ...defined,
      ...(themeConfig ? { themeConfig } : {}),
    });
    await insertAuditEvent(scope, {
      action: 'center_profile_updated',
      actorUserId: actor.id,
      details: { volunteerCenterId: center.id, fields: Object.keys(body) },
    });
    return updated!;
  });
}
