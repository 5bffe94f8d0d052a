import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUploadsWorld, tinyPng, type UploadsWorld } from './uploads-world.ts';

describe('GET /uploads/{name}', () => {
  let world: UploadsWorld;
  beforeAll(async () => {
    world = await createUploadsWorld();
  });
  afterAll(async () => world.close());

  it('serves an uploaded image to anyone, without tenant headers, with its type and safe caching headers', async () => {
    const png = tinyPng([0, 128, 255]);
    const uploaded = await world.upload(world.centerAdmin, { name: 'logo.png', contentType: 'image/png', bytes: png });
    const { url } = uploaded.json().data.attributes as { url: string };

    const response = await world.testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(png)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(png.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
      // Mail (another origin) shows uploaded logos.
      'cross-origin-resource-policy': 'cross-origin',
    });
  });

  it('answers 404 for an unknown name, a name of another shape and a path trick', async () => {
    for (const url of [
      '/uploads/00000000-0000-4000-8000-000000000000.png',
      '/uploads/index.html',
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/00000000-0000-4000-8000-000000000000.svg',
    ]) {
      const response = await world.testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/vnd.api+json');
    }
  });
});
