import { readdir } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFileUpload } from '../../src/factories/file-upload-factory.ts';
import { createUser } from '../../src/factories/user-factory.ts';
import { storedBytesPerPerson } from '../../src/modules/file-uploads/file-uploads.limits.ts';
import { fileUploads } from '../../src/modules/file-uploads/file-uploads.schema.ts';
import type { UserRow } from '../../src/modules/users/users.schema.ts';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import { errorsOf } from '../vacancies/vacancies-world.ts';
import { createUploadsWorld, tinyPng, type UploadsWorld } from './uploads-world.ts';

/** A photo-like JPEG of this size. */
function photo(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();
}

// Issue 29, hole 9: an upload costs disk and, for an image, libvips time. Attachments are measured
// only; every image is bounded in pixels; each person in uploads a minute and in stored bytes.
describe('what one person may make POST /api/v1/file_uploads store and compute', () => {
  let world: UploadsWorld;
  let sequence = 0;
  beforeAll(async () => {
    world = await createUploadsWorld();
  });
  afterAll(async () => world.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** A volunteer of tenant A of their own, so no test shares another's minute or share of bytes. */
  const newVolunteer = async (): Promise<UserRow> => {
    sequence += 1;
    return (await createUser(world.testApp.database, world.tenantId, { user: { email: `lid${sequence}@example.org` } }))
      .user;
  };
  const uploadsOf = (user: UserRow) =>
    withTenant(world.testApp.database, world.tenantId, ({ transaction }) =>
      transaction
        .select()
        .from(fileUploads)
        .where(and(eq(fileUploads.tenantId, world.tenantId), eq(fileUploads.userId, user.id))),
    );
  const storedFiles = async () => (await readdir(world.uploadsDir).catch(() => [])).sort();

  it('stores an attachment as it came, measured but never decoded: no WebP copies', async () => {
    const volunteer = await newVolunteer();
    const bytes = await photo(2400, 1200);
    const decodes = vi.spyOn(sharp.prototype, 'toBuffer');
    const response = await world.upload(
      volunteer,
      { name: 'foto.jpg', contentType: 'image/jpeg', bytes },
      'en',
      'attachment',
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(decodes).not.toHaveBeenCalled();
    const { id } = response.json().data as { id: string };
    expect((await storedFiles()).filter((name) => name.startsWith(id))).toEqual([`${id}.jpg`]);
    expect(await uploadsOf(volunteer)).toEqual([
      expect.objectContaining({ id, purpose: 'attachment', width: 2400, height: 1200, variantWidths: [] }),
    ]);
  });

  it('refuses an image of more than 40 megapixels with a translated 422 before decoding it, storing nothing', async () => {
    const centerAdmin = (
      await createUser(world.testApp.database, world.tenantId, {
        user: { email: 'beeld@example.org' },
        roles: [{ name: 'center_admin', resourceId: world.center.id }],
      })
    ).user;
    // 7,000 × 7,000 white pixels: 160 kB on the wire, 147 MB once decoded.
    const bomb = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const before = await storedFiles();
    const decodes = vi.spyOn(sharp.prototype, 'toBuffer');
    const english = await world.upload(centerAdmin, { name: 'groot.png', contentType: 'image/png', bytes: bomb });
    expect(english.statusCode).toBe(422);
    expect(errorsOf(english)).toEqual([
      expect.objectContaining({
        code: 'image_too_large',
        source: { pointer: '/file' },
        detail: 'This image has too many pixels. Upload an image of at most 40 megapixels (for example 6000 × 4000).',
      }),
    ]);
    const dutch = await world.upload(
      centerAdmin,
      { name: 'groot.png', contentType: 'image/png', bytes: bomb },
      'nl',
      'attachment',
    );
    expect(dutch.statusCode).toBe(422);
    expect(errorsOf(dutch)).toEqual([
      expect.objectContaining({
        code: 'image_too_large',
        detail:
          'Deze afbeelding heeft te veel pixels. Upload een afbeelding van hoogstens 40 megapixel (bijvoorbeeld 6000 × 4000).',
      }),
    ]);
    expect(decodes).not.toHaveBeenCalled();
    expect(await uploadsOf(centerAdmin)).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });

  it('answers the 31st upload of a person within a minute with 429 and Retry-After, and not another person', async () => {
    const volunteer = await newVolunteer();
    const png = { name: 'foto.png', contentType: 'image/png', bytes: tinyPng() };
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      const response = await world.upload(volunteer, png, 'en', 'attachment');
      expect(response.statusCode, `upload ${attempt}`).toBe(201);
    }
    const refused = await world.upload(volunteer, png, 'nl', 'attachment');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorsOf(refused)).toEqual([expect.objectContaining({ code: 'rate_limited' })]);
    expect(await uploadsOf(volunteer)).toHaveLength(30);

    const someoneElse = await world.upload(await newVolunteer(), png, 'en', 'attachment');
    expect(someoneElse.statusCode).toBe(201);
  });

  it('refuses an upload past the person’s share of stored bytes with a translated 422, storing nothing', async () => {
    const volunteer = await newVolunteer();
    const png = { name: 'foto.png', contentType: 'image/png', bytes: tinyPng() };
    const earlier = await createFileUpload(world.testApp.database, world.tenantId, {
      userId: volunteer.id,
      purpose: 'attachment',
      byteSize: storedBytesPerPerson - 10,
    });
    const before = await storedFiles();

    const english = await world.upload(volunteer, png, 'en', 'attachment');
    expect(english.statusCode).toBe(422);
    expect(errorsOf(english)).toEqual([
      expect.objectContaining({
        code: 'upload_quota_exceeded',
        source: { pointer: '/file' },
        detail:
          'Your uploads together may take at most 100 MB. Files that nothing uses any more are removed after a day; try again then.',
      }),
    ]);
    const dutch = await world.upload(volunteer, png, 'nl', 'attachment');
    expect(errorsOf(dutch)).toEqual([
      expect.objectContaining({
        code: 'upload_quota_exceeded',
        detail:
          'Je uploads samen mogen hoogstens 100 MB zijn. Bestanden die nergens meer gebruikt worden, verdwijnen na een dag; probeer het dan opnieuw.',
      }),
    ]);
    expect(await uploadsOf(volunteer)).toEqual([expect.objectContaining({ id: earlier.id })]);
    expect(await storedFiles()).toEqual(before);

    // Another person's share is their own; and once the earlier upload is gone, it no longer counts.
    expect((await world.upload(await newVolunteer(), png, 'en', 'attachment')).statusCode).toBe(201);
    await withTenant(world.testApp.database, world.tenantId, ({ transaction }) =>
      transaction.delete(fileUploads).where(eq(fileUploads.id, earlier.id)),
    );
    expect((await world.upload(volunteer, png, 'en', 'attachment')).statusCode).toBe(201);
  });

  it('lets two uploads at once that each fit, but not together, store only one', async () => {
    const volunteer = await newVolunteer();
    const png = tinyPng();
    await createFileUpload(world.testApp.database, world.tenantId, {
      userId: volunteer.id,
      byteSize: storedBytesPerPerson - png.length - 1,
    });
    const before = await storedFiles();
    const answers = await Promise.all(
      [1, 2].map(() =>
        world.upload(volunteer, { name: 'foto.png', contentType: 'image/png', bytes: png }, 'en', 'attachment'),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    expect(await uploadsOf(volunteer)).toHaveLength(2);
    const stored = answers.find((answer) => answer.statusCode === 201)!.json().data.id as string;
    expect((await storedFiles()).filter((name) => !before.includes(name))).toEqual([`${stored}.png`]);
  });
});
