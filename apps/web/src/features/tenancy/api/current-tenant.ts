import type { Flattened } from '@volunteerly/contracts/jsonapi';
import type { TenantResource } from '@volunteerly/contracts/resources/tenants';
import type {
  VolunteerCenterProfileResource,
  VolunteerCenterResource,
} from '@volunteerly/contracts/resources/volunteer-centers';

/** A centre's profile as the web uses it: its look, name and footer. */
export type CurrentCenterProfile = Flattened<VolunteerCenterProfileResource>;

/** `GET /api/v1/tenants/current` as the API client hands it over, with the centre and its profile included. */
export type CurrentTenantData = Flattened<
  TenantResource,
  {
    volunteerCenter?: Flattened<VolunteerCenterResource, { profile?: CurrentCenterProfile | null }> | null;
  }
>;

/** The current tenant with its current volunteer centre and that centre's profile. */
export interface CurrentTenant {
  tenant: Flattened<TenantResource>;
  center: { id: string; name: string; profile: CurrentCenterProfile };
}

/**
 * Builds CurrentTenant from the deserialized `GET /api/v1/tenants/current`
 * document, typed by its contract (decision 014; types only, no zod on the start
 * path, decision 004). Throws when the centre or its profile was not included.
 */
export function toCurrentTenant(data: CurrentTenantData): CurrentTenant {
  const center = data.volunteerCenter;
  if (!center?.profile) throw new Error('The tenant resource has no volunteer centre with a profile');
  return { tenant: data, center: { id: center.id, name: center.name, profile: center.profile } };
}
