import { randomUUID } from 'node:crypto';
import type { SignedInUser } from '../../platform/auth/authentication.ts';
import type { Database } from '../../platform/database/connection.ts';
import { readAsTenant, withTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import type { UploadPurpose } from '@volunteerly/contracts/resources/file-uploads';
import {
  uploadImageTooLarge,
  uploadQuotaExceeded,
  uploadsForbidden,
  uploadTypeNotAllowed,
} from './file-uploads.errors.ts';
import { detectFileType, variantStorageKey } from './file-uploads.image-types.ts';
import { makeImageVariants, readImageSize } from './file-uploads.image-variants.ts';
import { largestPixelCount, storedBytesPerPerson } from './file-uploads.limits.ts';
import { canUploadFiles } from './file-uploads.policy.ts';
import { insertFileUpload, lockUploadsOf, storedBytesOf } from './file-uploads.repository.ts';
import type { FileUploadRow } from './file-uploads.schema.ts';

/** A file as it arrived: its bytes and the name the sender gave it. */
export interface IncomingFile {
  bytes: Uint8Array;
  originalName: string | undefined;
}

const originalNameMax = 255;

/** The sender's file name, kept for display only: no folders, no control characters, not too long. */
function cleanOriginalName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  return (
    base
      // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .trim()
      .slice(0, originalNameMax)
  );
}

/** Refuses (403) anyone who may not upload for this purpose, before their upload is even read. */
export function ensureMayUpload(actor: SignedInUser, purpose: UploadPurpose = 'image'): void {
  if (!canUploadFiles(actor, actor.tenantId, purpose)) throw uploadsForbidden();
}

/** Refuses (422) an upload that would take the person past their share of stored bytes. */
async function ensureWithinQuota(scope: TenantScope, actor: SignedInUser, byteSize: number): Promise<void> {
  if ((await storedBytesOf(scope, actor.id)) + byteSize > storedBytesPerPerson) {
    throw uploadQuotaExceeded(storedBytesPerPerson);
  }
}

/**
 * Stores an image (or a message's attachment, which is private to its conversation: never at
 * /uploads, only through GET /api/v1/conversations/{id}/attachments/{upload_id}) for the actor's
 * tenant under a fresh `<uuid>.<ext>`, and records it with its size. The type comes from the bytes;
 * anything but PNG, JPEG, WebP or GIF (and for an attachment PDF) is a 422 on the file, and so is an
 * image whose header announces more than `largestPixelCount` pixels. Only an image gets narrower
 * WebP copies beside it (decision 020): a message shows its attachment as it came, so an attachment
 * is measured and never decoded. A person's uploads that still exist may take at most
 * `storedBytesPerPerson` (422 beyond, and nothing stored).
 */
export async function uploadImage(
  dependencies: { database: Database; storage: FileStorage },
  actor: SignedInUser,
  file: IncomingFile,
  purpose: UploadPurpose = 'image',
): Promise<FileUploadRow> {
  ensureMayUpload(actor, purpose);
  const byteSize = file.bytes.byteLength;
  // Asked first so a full share costs no image work; asked again under a lock before the insert.
  await readAsTenant(dependencies.database, actor.tenantId, (scope) => ensureWithinQuota(scope, actor, byteSize));
  const fileType = await detectFileType(file.bytes, purpose);
  if (!fileType) throw uploadTypeNotAllowed(purpose);
  const size = fileType.extension === 'pdf' ? undefined : await readImageSize(file.bytes);
  if (size && size.width * size.height > largestPixelCount) throw uploadImageTooLarge(largestPixelCount);
  const variants =
    size && fileType.extension !== 'pdf' && purpose === 'image'
      ? await makeImageVariants(file.bytes, fileType.extension, size)
      : [];
  const id = randomUUID();
  const storageKeys = [
    `${id}.${fileType.extension}`,
    ...variants.map((variant) => variantStorageKey(id, variant.width)),
  ];
  try {
    // Bytes first, so a row never names missing bytes; when the row is not stored, neither are they.
    await dependencies.storage.save(`${id}.${fileType.extension}`, file.bytes, fileType.contentType);
    for (const variant of variants) {
      await dependencies.storage.save(variantStorageKey(id, variant.width), variant.bytes, 'image/webp');
    }
    return await withTenant(dependencies.database, actor.tenantId, async (scope) => {
      await lockUploadsOf(scope, actor.id);
      await ensureWithinQuota(scope, actor, byteSize);
      return insertFileUpload(scope, {
        id,
        userId: actor.id,
        contentType: fileType.contentType,
        byteSize,
        originalName: cleanOriginalName(file.originalName),
        purpose,
        width: size?.width ?? null,
        height: size?.height ?? null,
        variantWidths: variants.map((variant) => variant.width),
      });
    });
  } catch (error) {
    await Promise.allSettled(storageKeys.map((key) => dependencies.storage.remove(key)));
    throw error;
  }
}
