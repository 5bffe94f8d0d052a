import type { Database } from '../../platform/database/connection.ts';
import { findUploadPurpose } from './file-uploads.repository.ts';

/** Whether an upload may be served at the public /uploads address, by its id. */
export type PublicUploadCheck = (uploadId: string) => Promise<boolean>;

// Enough for every picture a busy site shows; each entry is a UUID and a flag.
const rememberedMost = 10_000;

/**
 * Answers whether an upload is public: an `image` (vacancies, logos, centres) is; a message's
 * `attachment` is not, nor is a name no upload has. An upload's purpose never changes, so a
 * found answer is kept (a bounded map, oldest first out) and a picture costs one statement per
 * process; an unknown id is asked again, as its row may be on its way (bytes are stored first).
 */
export function createPublicUploadCheck(database: Database): PublicUploadCheck {
  const remembered = new Map<string, boolean>();
  return async function isPublicUpload(uploadId) {
    const known = remembered.get(uploadId);
    if (known !== undefined) return known;
    const purpose = await findUploadPurpose(database, uploadId);
    if (purpose === undefined) return false;
    const isPublic = purpose === 'image';
    if (remembered.size >= rememberedMost) remembered.delete(remembered.keys().next().value!);
    remembered.set(uploadId, isPublic);
    return isPublic;
  };
}
