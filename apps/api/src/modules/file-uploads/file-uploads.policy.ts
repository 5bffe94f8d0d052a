import type { UploadPurpose } from '@volunteerly/contracts/resources/file-uploads';
import { administeredOrganizationIds, governsSomeCenter, type PolicyActor } from '../../platform/auth/policy-actor.ts';

// Who may upload files. Pure functions: no I/O. Images are uploaded for
// vacancies, so whoever manages vacancies of the tenant uploads: organisation
// admins, the centre (centre admins) and super admins. Reading an uploaded file
// is public (it is shown on public vacancy pages) and needs no policy.

/**
 * Organisation admins, centre admins and super admins of the tenant upload images; anyone signed
 * in to the tenant uploads a message's attachment (a conversation is everyone's).
 */
export function canUploadFiles(
  actor: PolicyActor | undefined,
  tenantId: number,
  purpose: UploadPurpose = 'image',
): boolean {
  if (actor === undefined || actor.tenantId !== tenantId) return false;
  if (purpose === 'attachment') return true;
  return governsSomeCenter(actor, tenantId) || administeredOrganizationIds(actor).length > 0;
}
