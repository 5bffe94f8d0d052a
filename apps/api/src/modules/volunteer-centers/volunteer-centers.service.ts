import type { TenantScope } from '../../platform/database/tenant-scope.ts';
import {
  findCenterByHost,
  findCenterById,
  findCentersPage,
  findDefaultCenter,
  findProfilesOfCenters,
} from './volunteer-centers.repository.ts';
import type { VolunteerCenterProfileRow, VolunteerCenterRow } from './volunteer-centers.schema.ts';

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
