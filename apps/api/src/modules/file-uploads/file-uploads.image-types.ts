import {
  uploadedFileTypes,
  type UploadedFileType,
  type UploadedImageType,
  type UploadPurpose,
} from '@volunteerly/contracts/resources/file-uploads';
import { fileTypeFromBuffer } from 'file-type';
import type { StoredImageExtension } from '../../platform/storage/file-storage.ts';

/** The images the API accepts, by their extension in storage. */
const imageContentTypes: Record<StoredImageExtension, UploadedImageType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** An accepted image kind: the extension it is stored under and its content type. */
export interface ImageType {
  extension: StoredImageExtension;
  contentType: UploadedImageType;
}

/** An accepted file kind: an image, or a PDF (attachments only). */
export type FileType = ImageType | { extension: 'pdf'; contentType: 'application/pdf' };

const pdfType = { extension: 'pdf', contentType: 'application/pdf' } as const;

function isAcceptedExtension(extension: string): extension is StoredImageExtension {
  return Object.hasOwn(imageContentTypes, extension);
}

/**
 * What image the bytes are, judged by their signature alone: the declared
 * content type and the file name are the sender's word and are ignored.
 * Undefined for anything but PNG, JPEG, WebP and GIF (SVG included: it can carry script).
 */
export async function detectImageType(bytes: Uint8Array): Promise<ImageType | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !isAcceptedExtension(detected.ext)) return undefined;
  return { extension: detected.ext, contentType: imageContentTypes[detected.ext] };
}

/**
 * What file the bytes are, by their signature alone: an image as above, and for a message's
 * attachment also a PDF. Undefined for anything else.
 */
export async function detectFileType(bytes: Uint8Array, purpose: UploadPurpose): Promise<FileType | undefined> {
  if (purpose === 'attachment') {
    const detected = await fileTypeFromBuffer(bytes);
    if (detected?.ext === 'pdf') return pdfType;
  }
  return detectImageType(bytes);
}

/** The content type a stored file is served with, from its storage key's extension. */
export function contentTypeOfStorageKey(key: string): string | undefined {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  if (extension === pdfType.extension) return pdfType.contentType;
  return isAcceptedExtension(extension) ? imageContentTypes[extension] : undefined;
}

/** The extension a stored file of this content type has. */
export function extensionOfContentType(contentType: string): StoredImageExtension | 'pdf' | undefined {
  if (contentType === pdfType.contentType) return pdfType.extension;
  return (Object.keys(imageContentTypes) as StoredImageExtension[]).find(
    (extension) => imageContentTypes[extension] === contentType,
  );
}

/** A stored content type as the contract names it; a row of another type is a bug, not a request error. */
export function uploadedFileType(contentType: string): UploadedFileType {
  const known = uploadedFileTypes.find((type) => type === contentType);
  if (!known) throw new Error(`not a file type the API serves: ${contentType}`);
  return known;
}

/** The storage key of an upload's WebP copy of this width (decision 020). */
export function variantStorageKey(uploadId: string, width: number): string {
  return `${uploadId}.w${width}.webp`;
}
