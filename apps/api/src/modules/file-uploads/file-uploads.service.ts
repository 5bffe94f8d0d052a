import { randomUUID } from 'node:crypto';
import type { SignedInUser } from '../../platform/auth/authentication.ts';
import type { Database } from '../../platform/database/connection.ts';
import { withTenant } from '../../platform/database/tenant-scope.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import type { UploadPurpose } from '@volunteerly/contracts/resources/file-uploads';
import { uploadsForbidden, uploadTypeNotAllowed } from './file-uploads.errors.ts';
import { detectFileType, variantStorageKey } from './file-uploads.image-types.ts';
import { measureImage } from './file-uploads.image-variants.ts';
import { canUploadFiles } from './file-uploads.policy.ts';
import { insertFileUpload } from './file-uploads.repository.ts';
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

/**
 * Stores an image (or a message's attachment, which is private to its conversation: never at
 * /uploads, only through GET /api/v1/conversations/{id}/attachments/{upload_id}) for the actor's tenant under a fresh `<uuid>.<ext>`, with its narrower WebP
 * copies beside it (decision 020), and records it with its size. The type comes from the bytes;
 * anything but PNG, JPEG, WebP or GIF (and for an attachment PDF) is a 422 on the file.
 */
export async function uploadImage(
  dependencies: { database: Database; storage: FileStorage },
  actor: SignedInUser,
  file: IncomingFile,
  purpose: UploadPurpose = 'image',
): Promise<FileUploadRow> {
  ensureMayUpload(actor, purpose);
  const imageType = await detectFileType(file.bytes, purpose);
  if (!imageType) throw uploadTypeNotAllowed(purpose);
  const id = randomUUID();
  const measured =
    imageType.extension === 'pdf'
      ? { width: null, height: null, variants: [] }
      : await measureImage(file.bytes, imageType.extension);
  // A message shows its attachment as it came: narrower copies would only be more files to guard.
  const variants = purpose === 'attachment' ? [] : measured.variants;
  // Bytes first: a failed insert leaves unreferenced files (harmless), never a row without bytes.
  await dependencies.storage.save(`${id}.${imageType.extension}`, file.bytes, imageType.contentType);
  for (const variant of variants) {
    await dependencies.storage.save(variantStorageKey(id, variant.width), variant.bytes, 'image/webp');
  }
  return withTenant(dependencies.database, actor.tenantId, (scope) =>
    insertFileUpload(scope, {
      id,
      userId: actor.id,
      contentType: imageType.contentType,
      byteSize: file.bytes.byteLength,
      originalName: cleanOriginalName(file.originalName),
      purpose,
      width: measured.width,
      height: measured.height,
      variantWidths: variants.map((variant) => variant.width),
    }),
  );
}
