import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUploadDocumentSchema } from '@volunteerly/contracts/resources/file-uploads';
import { fileUploads } from '../../src/modules/file-uploads/file-uploads.schema.ts';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import { parseWithContract } from '../support/contract.ts';
import { unauthenticatedBody } from '../users/users-world.ts';
import { errorsOf } from '../vacancies/vacancies-world.ts';
import { createUploadsWorld, tinyPng, type UploadsWorld } from './uploads-world.ts';

const uploadedUrl = /^\/uploads\/[0-9a-f-]{36}\.png$/;

describe('POST /api/v1/file_uploads', () => {
  let world: UploadsWorld;
  beforeAll(async () => {
    // A JSON body limit below the upload limit: uploads are bounded by their own limit only.
    world = await createUploadsWorld({ UPLOAD_LIMIT_BYTES: '2048', BODY_LIMIT_BYTES: '1024' });
  });
  afterAll(async () => world.close());

  it('stores a PNG of an organisation admin and records it for the tenant', async () => {
    const png = tinyPng();
    const response = await world.upload(world.orgAdmin, { name: 'affiche.png', contentType: 'image/png', bytes: png });
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toContain('application/vnd.api+json');
    expect(() => parseWithContract(fileUploadDocumentSchema, response.json())).not.toThrow();
    const { data } = response.json();
    expect(data).toMatchObject({
      type: 'file_uploads',
      attributes: { content_type: 'image/png', byte_size: png.length, original_name: 'affiche.png' },
    });
    expect(data.attributes.url).toMatch(uploadedUrl);
    expect(data.attributes.url).toBe(`/uploads/${data.id}.png`);

    const onDisk = await readFile(path.join(world.uploadsDir, `${data.id}.png`));
    expect(onDisk.equals(png)).toBe(true);
    const rows = await withTenant(world.testApp.database, world.tenantId, ({ transaction }) =>
      transaction.select().from(fileUploads).where(eq(fileUploads.id, data.id)),
    );
    expect(rows).toEqual([
      expect.objectContaining({
        tenantId: world.tenantId,
        userId: world.orgAdmin.id,
        contentType: 'image/png',
        byteSize: png.length,
        originalName: 'affiche.png',
      }),
    ]);
    // Row-level security: another tenant does not see it.
    const foreign = await withTenant(world.testApp.database, world.otherTenantId, ({ transaction }) =>
      transaction.select().from(fileUploads).where(eq(fileUploads.id, data.id)),
    );
    expect(foreign).toEqual([]);
  });

  it('lets the centre and super admins upload too', async () => {
    for (const user of [world.centerAdmin, world.superAdmin]) {
      const response = await world.upload(user, { name: 'foto.png', contentType: 'image/png', bytes: tinyPng() });
      expect(response.statusCode).toBe(201);
    }
  });

  it('judges the type by the bytes: a text file named .png is refused with a 422 on /file', async () => {
    const response = await world.upload(world.orgAdmin, {
      name: 'stiekem.png',
      contentType: 'image/png',
      bytes: Buffer.from('<script>alert(1)</script> just text'),
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual([
      expect.objectContaining({
        code: 'file_type_not_allowed',
        source: { pointer: '/file' },
        detail: 'This file is not an image. Upload a PNG, JPEG, WebP or GIF image.',
      }),
    ]);
  });

  it('takes a real image whatever its name and declared type, and stores it by its real type', async () => {
    const response = await world.upload(world.orgAdmin, {
      name: 'document.txt',
      contentType: 'text/plain',
      bytes: tinyPng(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.attributes).toMatchObject({ content_type: 'image/png', original_name: 'document.txt' });
  });

  it('takes an image up to the upload limit, even past the JSON body limit', async () => {
    const largeButAllowed = Buffer.concat([tinyPng(), Buffer.alloc(1500)]);
    const response = await world.upload(world.orgAdmin, {
      name: 'ruim.png',
      contentType: 'image/png',
      bytes: largeButAllowed,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.attributes.byte_size).toBe(largeButAllowed.length);
  });

  it('refuses a file over the limit with a translated 413', async () => {
    const tooLarge = Buffer.concat([tinyPng(), Buffer.alloc(4096)]);
    const response = await world.upload(world.orgAdmin, {
      name: 'groot.png',
      contentType: 'image/png',
      bytes: tooLarge,
    });
    expect(response.statusCode).toBe(413);
    expect(errorsOf(response)).toEqual([
      expect.objectContaining({
        code: 'file_too_large',
        title: 'File too large',
        detail: 'An image may be at most 2 kB.',
      }),
    ]);
    const dutch = await world.upload(
      world.orgAdmin,
      { name: 'groot.png', contentType: 'image/png', bytes: tooLarge },
      'nl',
    );
    expect(errorsOf(dutch)).toEqual([
      expect.objectContaining({ title: 'Bestand te groot', detail: 'Een afbeelding mag hoogstens 2 kB zijn.' }),
    ]);
  });

  it('refuses a form without a file with a 422 on /file', async () => {
    const response = await world.upload(world.orgAdmin, {
      field: 'attachment',
      name: 'foto.png',
      contentType: 'image/png',
      bytes: tinyPng(),
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual([
      expect.objectContaining({ code: 'file_missing', source: { pointer: '/file' } }),
    ]);
  });

  it('answers a JSON body with 415', async () => {
    const response = await world.request(world.orgAdmin, 'POST', '/api/v1/file_uploads', { file: 'x' });
    expect(response.statusCode).toBe(415);
  });

  it('answers 401 signed out and 403 for a volunteer, storing nothing', async () => {
    const signedOut = await world.upload(null, { name: 'foto.png', contentType: 'image/png', bytes: tinyPng() });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual(unauthenticatedBody);
    const volunteer = await world.upload(world.volunteer, {
      name: 'foto.png',
      contentType: 'image/png',
      bytes: tinyPng(),
    });
    expect(volunteer.statusCode).toBe(403);
    expect(errorsOf(volunteer)).toEqual([expect.objectContaining({ code: 'forbidden' })]);
    const rows = await withTenant(world.testApp.database, world.tenantId, ({ transaction }) =>
      transaction.select().from(fileUploads).where(eq(fileUploads.userId, world.volunteer.id)),
    );
    expect(rows).toEqual([]);
  });
});
