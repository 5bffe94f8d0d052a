import type { Database } from '../platform/database/connection.ts';
import { withTenant } from '../platform/database/tenant-scope.ts';
import {
  volunteerCenterProfiles,
  volunteerCenters,
  type NewVolunteerCenterProfileRow,
  type NewVolunteerCenterRow,
  type VolunteerCenterProfileRow,
  type VolunteerCenterRow,
} from '../modules/volunteer-centers/volunteer-centers.schema.ts';
import { nextSequence } from './sequence.ts';

type CenterOverrides = Partial<Omit<NewVolunteerCenterRow, 'tenantId'>>;
type ProfileOverrides = Partial<Omit<NewVolunteerCenterProfileRow, 'tenantId' | 'volunteerCenterId'>>;

/** Attributes of a valid centre of a tenant; overrides win. */
export function buildCenter(tenantId: number, overrides: CenterOverrides = {}): NewVolunteerCenterRow {
  return { tenantId, name: `Vrijwilligerscentrum ${nextSequence()}`, isDefault: false, ...overrides };
}

/** Attributes of a valid centre profile; overrides win. */
export function buildCenterProfile(
  center: { id: number; tenantId: number; name: string },
  overrides: ProfileOverrides = {},
): NewVolunteerCenterProfileRow {
  return { tenantId: center.tenantId, volunteerCenterId: center.id, name: center.name, ...overrides };
}

/** Inserts a centre with its profile, in one transaction of the centre's tenant. */
export async function createCenter(
  database: Database,
  tenantId: number,
  overrides: { center?: CenterOverrides; profile?: ProfileOverrides } = {},
): Promise<{ center: VolunteerCenterRow; profile: VolunteerCenterProfileRow }> {
  return withTenant(database, tenantId, async ({ transaction }) => {
    const [center] = await transaction
      .insert(volunteerCenters)
      .values(buildCenter(tenantId, overrides.center))
      .returning();
    if (!center) throw new Error('centre insert returned nothing');
    const [profile] = await transaction
      .insert(volunteerCenterProfiles)
      .values(buildCenterProfile(center, overrides.profile))
      .returning();
    if (!profile) throw new Error('profile insert returned nothing');
    return { center, profile };
  });
}
