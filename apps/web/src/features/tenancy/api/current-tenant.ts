import type { Deserialized } from '@volunteerly/contracts/jsonapi';
import type { Tenant } from '@volunteerly/contracts/tenancy';
import type { CenterProfile } from '@volunteerly/contracts/theme-schemas';

/** The current tenant with its current volunteer centre and that centre's profile. */
export interface CurrentTenant {
  tenant: Tenant;
  center: { id: string; name: string; profile: CenterProfile };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Builds CurrentTenant from the deserialized `GET /api/v1/tenants/current`
 * document; throws when the centre or its profile is missing. The full shape
 * is the contract's (`tenantSchema`, `centerProfileSchema`), checked against the
 * API's real answer in its tests rather than here: a zod parse on the start
 * path would cost the first page ~24 KiB of gzipped JavaScript (decision 004).
 */
export function toCurrentTenant(data: Deserialized | Deserialized[] | null): CurrentTenant {
  if (!isRecord(data) || typeof data['key'] !== 'string' || typeof data['appName'] !== 'string') {
    throw new Error('Expected one tenant resource');
  }
  const center = data['volunteerCenter'];
  if (!isRecord(center) || typeof center['id'] !== 'string' || !isRecord(center['profile'])) {
    throw new Error('The tenant resource has no volunteer centre with a profile');
  }
  return {
    tenant: data as unknown as Tenant,
    center: {
      id: center['id'],
      name: String(center['name'] ?? ''),
      profile: center['profile'] as unknown as CenterProfile,
    },
  };
}
