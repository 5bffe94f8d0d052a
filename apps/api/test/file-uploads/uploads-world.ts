import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import type { UserRow } from '../../src/modules/users/users.schema.ts';
import { signedInHeaders } from '../support/sessions.ts';
import { tenantHeaders } from '../support/test-app.ts';
import { createUsersWorld, tenantKey, type UsersWorld } from '../users/users-world.ts';

/** The users world with uploads stored in a temporary directory, removed on close. */
export interface UploadsWorld extends UsersWorld {
  uploadsDir: string;
  /** Posts a multipart form with one file field to POST /api/v1/file_uploads (in English, for an image, unless told). */
  upload(
    user: UserRow | null,
    file: FormFile,
    locale?: 'en' | 'nl',
    purpose?: 'image' | 'attachment',
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** One file of a multipart form. */
export interface FormFile {
  field?: string;
  name: string;
  contentType: string;
  bytes: Buffer;
}

/** Builds the world; the environment overrides the configuration (e.g. a small UPLOAD_LIMIT_BYTES). */
export async function createUploadsWorld(environment: Record<string, string> = {}): Promise<UploadsWorld> {
  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'volunteerly-uploads-'));
  const world = await createUsersWorld({ UPLOADS_DIR: uploadsDir, ...environment });
  const upload: UploadsWorld['upload'] = async (user, file, locale = 'en', purpose = 'image') => {
    const form = multipartBody([file]);
    const headers = user
      ? signedInHeaders(tenantKey, await world.sessionOf(user), { 'accept-language': locale })
      : tenantHeaders(tenantKey, { 'accept-language': locale });
    return world.testApp.app.inject({
      method: 'POST',
      url: purpose === 'image' ? '/api/v1/file_uploads' : `/api/v1/file_uploads?purpose=${purpose}`,
      headers: { ...headers, 'content-type': form.contentType },
      payload: form.body,
    });
  };
  return {
    ...world,
    uploadsDir,
    upload,
    async close() {
      await world.testApp.close();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}

/** A multipart/form-data body written by hand, as a browser's FormData sends it. */
export function multipartBody(files: FormFile[]): { body: Buffer; contentType: string } {
  const boundary = `----volunteerly-test-${Math.random().toString(16).slice(2)}`;
  const parts = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\n` +
        `Content-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.contentType}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, checksum]);
}

/** A valid PNG of one pixel in the given colour (red, green, blue). */
export function tinyPng(rgb: [number, number, number] = [255, 102, 0]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  // compression, filter and interlace methods stay 0
  const scanline = Buffer.from([0, ...rgb]); // filter byte 0, then one pixel
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(scanline)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
