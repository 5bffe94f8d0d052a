import type { Readable } from 'node:stream';

/** A stored file opened for reading. */
export interface StoredFile {
  stream: Readable;
  size: number;
}

/**
 * Where uploaded bytes live. Keys are names the API generates
 * (`<uuid>.<extension>`), never user input; an implementation refuses any other
 * key. Local disk today; an S3-compatible store can implement the same three calls.
 */
export interface FileStorage {
  save(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file under a key, or undefined when there is none (or the key is not one of ours). */
  open(key: string): Promise<StoredFile | undefined>;
  /** Removes the file under a key; a key with no file is already removed (safe to repeat). */
  remove(key: string): Promise<void>;
}

/** The image extensions a storage key may end in. */
export const storedImageExtensions = ['png', 'jpg', 'webp', 'gif'] as const;
export type StoredImageExtension = (typeof storedImageExtensions)[number];

// A narrower copy of an image is stored beside it as `<uuid>.w<width>.webp` (decision 020).
// A message's attachment may be a PDF (`<uuid>.pdf`).
const storageKeyPattern = /^[0-9a-f-]{36}(\.w[1-9][0-9]{1,3}\.webp|\.(png|jpg|webp|gif|pdf))$/;

/** Whether a key has one of the shapes the API generates: a lower-case UUID and an image extension, or a WebP copy's `.w<width>.webp`. */
export function isStorageKey(key: string): boolean {
  return storageKeyPattern.test(key);
}

declare module 'fastify' {
  interface FastifyInstance {
    fileStorage: FileStorage;
  }
}
