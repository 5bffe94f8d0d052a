import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeVacancyFields } from '../vacancies/vacancies-world.ts';
import { createUploadsWorld, tinyPng, type UploadsWorld } from './uploads-world.ts';

/** A photo-like JPEG of this size, optionally marked as taken with the camera turned (EXIF orientation 6). */
function photo(width: number, height: number, orientation?: number): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } }).jpeg();
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
}

describe('uploaded images in the sizes the pages need (decision 020)', () => {
  let world: UploadsWorld;
  beforeAll(async () => {
    world = await createUploadsWorld();
  });
  afterAll(async () => world.close());

  const uploadPhoto = async (bytes: Buffer, name = 'markt.jpg') => {
    const response = await world.upload(world.orgAdmin, { name, contentType: 'image/jpeg', bytes });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: string; attributes: { url: string } };
  };

  it('stores WebP copies 480, 960 and 1600 wide beside a large photo, served as WebP', async () => {
    const upload = await uploadPhoto(await photo(2400, 1200));
    const stored = (await readdir(world.uploadsDir)).filter((name) => name.startsWith(upload.id)).sort();
    expect(stored).toEqual([
      `${upload.id}.jpg`,
      `${upload.id}.w1600.webp`,
      `${upload.id}.w480.webp`,
      `${upload.id}.w960.webp`,
    ]);

    const copy = await world.testApp.app.inject({ method: 'GET', url: `/uploads/${upload.id}.w480.webp` });
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toBe('image/webp');
    expect(copy.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(copy.rawPayload).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
      format: 'webp',
      width: 480,
      height: 240,
    });
  });

  it('makes no copy wider than the original, and none of a GIF (it may move)', async () => {
    const small = await uploadPhoto(await photo(700, 500));
    expect((await readdir(world.uploadsDir)).filter((name) => name.startsWith(small.id)).sort()).toEqual([
      `${small.id}.jpg`,
      `${small.id}.w480.webp`,
    ]);
    const gif = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#ff0000' } })
      .gif()
      .toBuffer();
    const animated = await world.upload(world.orgAdmin, { name: 'zwaai.gif', contentType: 'image/gif', bytes: gif });
    const id = (animated.json().data as { id: string }).id;
    expect((await readdir(world.uploadsDir)).filter((name) => name.startsWith(id))).toEqual([`${id}.gif`]);
  });

  it('shows a vacancy with its uploaded image in the upright size and with its copies', async () => {
    // Taken with the camera turned: stored as 1200 × 800, shown upright as 800 × 1200.
    const upload = await uploadPhoto(await photo(1200, 800, 6));
    const created = await world.request(world.orgAdmin, 'POST', '/api/v1/vacancies', {
      vacancy: {
        ...completeVacancyFields({ image_url: upload.attributes.url }),
        organization_id: world.organization.id,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.attributes.picture).toEqual({
      url: upload.attributes.url,
      width: 800,
      height: 1200,
      variants: [{ url: `/uploads/${upload.id}.w480.webp`, width: 480 }],
      alt: { nl: 'Maatje voor een oudere buurtbewoner', en: 'Maatje voor een oudere buurtbewoner' },
      source: 'vacancy',
    });
    const copy = await world.testApp.app.inject({ method: 'GET', url: `/uploads/${upload.id}.w480.webp` });
    const metadata = await sharp(copy.rawPayload).metadata();
    expect({ width: metadata.width, height: metadata.height }).toEqual({ width: 480, height: 720 });
  });

  it('keeps taking an image the decoder cannot fully read, without a size or copies', async () => {
    // A PNG signature and header with garbage after it: accepted by its signature, as before.
    const broken = Buffer.concat([tinyPng().subarray(0, 33), Buffer.alloc(64, 7)]);
    const response = await world.upload(world.orgAdmin, { name: 'stuk.png', contentType: 'image/png', bytes: broken });
    expect(response.statusCode).toBe(201);
  });
});
