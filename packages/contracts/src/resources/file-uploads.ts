import { z } from 'zod';
import { resourceDocumentSchema, resourceSchema } from '../json-api-schemas.ts';

/** The image types the API accepts and serves. */
export const uploadedImageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type UploadedImageType = (typeof uploadedImageTypes)[number];

/** The types the API accepts as a message's attachment (`?purpose=attachment`): the images and PDF. */
export const uploadedFileTypes = [...uploadedImageTypes, 'application/pdf'] as const;
export type UploadedFileType = (typeof uploadedFileTypes)[number];

/** What a file is uploaded for: an image (vacancies, logos) or a message's attachment (anyone signed in). */
export const uploadPurposes = ['image', 'attachment'] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];

/** An uploaded file, and the site path it is served at. */
export const fileUploadResourceSchema = resourceSchema({
  type: 'file_uploads',
  attributes: {
    /** Null for a message's attachment: only its conversation serves it, to those who may read it. */
    url: z.string().nullable(),
    contentType: z.enum(uploadedFileTypes),
    byteSize: z.number().int(),
    /** The file name the uploader's form gave. */
    originalName: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
  },
});
export type FileUploadResource = z.infer<typeof fileUploadResourceSchema>;

/** POST /api/v1/file_uploads. */
export const fileUploadDocumentSchema = resourceDocumentSchema(fileUploadResourceSchema);
