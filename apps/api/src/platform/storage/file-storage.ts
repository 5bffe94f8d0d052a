import type { Readable } from 'node:stream';

/** A stored file opened for reading. */
export interface StoredFile {
  stream: Readable;
  size: number;
}

/**
 * Where uploaded bytes live. Keys are names the API generates
 * (`<uuid>.<extension>`), never user input; an implementation refuses any other
 * key. Local disk today; an S3-compatible store can implement the same two calls.
 */
export interface FileStorage {
  save(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file under a key, or undefined when there is none (or the key is not one of ours). */
  open(key: string): Promise<StoredFile | undefined>;
}

/** The image extensions a storage key may end in. */
export const storedImageExtensions = ['png', 'jpg', 'webp', 'gif'] as const;
export type StoredImageExtension = (typeof storedImageExtensions)[number];

const storageKeyPattern = /^[0-9a-f-]{36}\.(png|jpg|webp|gif)$/;

/** Whether a key has the only shape the API generates: a lower-case UUID and an image extension. */
export function isStorageKey(key: string): boolean {
  return storageKeyPattern.test(key);
}

declare module 'fastify' {
  interface FastifyInstance {
    fileStorage: FileStorage;
  }
}
