import type { Resource } from '@volunteerly/contracts/jsonapi';
import { resource } from '../../platform/http/json-api.ts';
import type { OrganizationRow } from './organizations.schema.ts';

/** An organisation as a JSON:API resource (the accounts issue needs name, type and status). */
export function presentOrganization(organization: OrganizationRow): Resource {
  return resource('organizations', organization.id, {
    name: organization.name,
    type: organization.type,
    status: organization.status,
  });
}
