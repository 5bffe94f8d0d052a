import { and, asc, eq } from 'drizzle-orm';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { fileUploads, type FileUploadRow } from './file-uploads.schema.ts';

// What the file-uploads module keeps about a person, for their download and their erasure.

/** Every upload of a person that still exists, oldest first. */
export async function findUploadsOfUser(scope: TenantScope, userId: number): Promise<FileUploadRow[]> {
  return scope.transaction
    .select()
    .from(fileUploads)
    .where(and(ofTenant(fileUploads, scope), eq(fileUploads.userId, userId)))
    .orderBy(asc(fileUploads.createdAt), asc(fileUploads.id));
}

/** Keeps a person's uploads for where they are shown, no longer marked as theirs. */
export async function forgetUploaderOfUploads(scope: TenantScope, userId: number): Promise<void> {
  await scope.transaction
    .update(fileUploads)
    .set({ userId: null })
    .where(and(ofTenant(fileUploads, scope), eq(fileUploads.userId, userId)));
}
