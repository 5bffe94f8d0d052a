import type { PartnerResource } from '@volunteerly/contracts/resources/partners';
import { resource } from '../../platform/http/json-api.ts';
import type { Partner } from './partners.service.ts';

/** A partner as a JSON:API resource (id is the tenant key); `current` marks the request's own tenant. */
export function presentPartner(partner: Partner, currentTenantKey: string): PartnerResource {
  return resource('partners', partner.key, {
    name: partner.name,
    logoUrl: partner.logoUrl,
    websiteUrl: partner.websiteUrl,
    appName: partner.appName,
    current: partner.key === currentTenantKey,
  });
}
