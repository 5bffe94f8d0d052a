import type { PersonalDataPart } from '../../platform/personal-data/personal-data.ts';
import { findUploadsOfUser, forgetUploaderOfUploads } from './file-upload-personal-data.repository.ts';

/**
 * The files they uploaded that still exist: what each is (name, type, size, pixels, purpose) and
 * when, never the bytes. Erasure keeps the files where they are shown, no longer theirs; a file
 * nothing names any more (an attachment of a conversation that went with them) is deleted by the
 * daily sweep.
 */
export const fileUploadsPersonalData = {
  module: 'file-uploads',
  tables: [
    {
      table: 'file_uploads',
      column: 'user_id',
      section: 'uploads',
      erase: 'anonymise',
      keptBecause: 'vacancies, organisations and conversations keep showing the file; unnamed files are swept daily',
    },
  ],
  async export(scope, person) {
    const uploads = await findUploadsOfUser(scope, person.id);
    return {
      uploads: uploads.map((upload) => ({
        id: upload.id,
        purpose: upload.purpose,
        original_name: upload.originalName,
        content_type: upload.contentType,
        byte_size: upload.byteSize,
        width: upload.width,
        height: upload.height,
        created_at: upload.createdAt.toISOString(),
      })),
    };
  },
  async erase(scope, person) {
    await forgetUploaderOfUploads(scope, person.id);
  },
} as const satisfies PersonalDataPart;
