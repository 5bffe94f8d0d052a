import type { UploadPurpose } from '@volunteerly/contracts/resources/file-uploads';
import type { RoleName, RoleResourceType } from '@volunteerly/contracts/users';

// Who may upload files. Pure functions: no I/O. Images are uploaded for
// vacancies, so whoever manages vacancies of the tenant uploads: organisation
// admins, the centre (centre admins) and super admins. Reading an uploaded file
// is public (it is shown on public vacancy pages) and needs no policy.

/** The signed-in user as the uploads policy sees them (undefined: signed out). */
export interface UploadActor {
  tenantId: number;
  roles: readonly { name: RoleName; resourceType: RoleResourceType | null; resourceId: number | null }[];
}

/**
 * Organisation admins, centre admins and super admins of the tenant upload images; anyone signed
 * in to the tenant uploads a message's attachment (a conversation is everyone's).
 */
export function canUploadFiles(
  actor: UploadActor | undefined,
  tenantId: number,
  purpose: UploadPurpose = 'image',
): boolean {
  if (actor === undefined || actor.tenantId !== tenantId) return false;
  if (purpose === 'attachment') return true;
  return actor.roles.some(
    (role) =>
      role.name === 'super_admin' ||
      role.name === 'center_admin' ||
      (role.name === 'admin' && role.resourceType === 'Organization'),
  );
}
