import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPictures, defaultPicturesForCategories } from '../../src/modules/pictures/default-pictures.ts';
import { defaultPicturesDirectory } from '../../src/modules/pictures/routes/serve-default-picture.ts';
import { demoTagNames } from '../../src/seed/demo-tag-names.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('the built-in default pictures (decision 020)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => testApp.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  it('has a picture for every demo category, each found by its name', () => {
    const found = defaultPicturesForCategories(demoTagNames.category);
    expect(found).toHaveLength(demoTagNames.category.length);
    expect(new Set(found.map((picture) => picture.slug)).size).toBe(demoTagNames.category.length);
    expect(defaultPicturesForCategories(['Buurtwerk', 'Competitie'])).toEqual([]);
  });

  it('describes every picture in Dutch and English, and ships its SVG and PNG without script or outside links', () => {
    for (const picture of defaultPictures) {
      expect(picture.alt.nl).toMatch(/^Illustratie: /);
      expect(picture.alt.en).toMatch(/^Illustration: /);
      const svg = readFileSync(path.join(defaultPicturesDirectory, `${picture.slug}.svg`), 'utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1200" height="600"/);
      expect(svg).not.toMatch(/<script|on[a-z]+=|href="(?!#)|url\((?!#)/i);
      const png = readFileSync(path.join(defaultPicturesDirectory, `${picture.slug}.png`));
      expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    }
  });

  it('serves a picture to anyone, without a tenant, kept a day and asked again by its ETag', async () => {
    const response = await get('/api/default_pictures/sport-en-bewegen.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).toBe(readFileSync(path.join(defaultPicturesDirectory, 'sport-en-bewegen.svg'), 'utf8'));

    const again = await get('/api/default_pictures/sport-en-bewegen.svg', {
      'if-none-match': String(response.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves the PNG copy that link previews fetch', async () => {
    const response = await get('/api/default_pictures/samen.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
  });

  it('answers 404 for any other name, never a file outside its folder', async () => {
    for (const name of ['onbekend.svg', 'samen.jpg', '..%2Fpackage.json', '%2e%2e%2f%2e%2e%2fpackage.json', 'samen']) {
      const response = await get(`/api/default_pictures/${name}`);
      expect(response.statusCode, name).toBe(404);
      expect(response.json().errors[0].code).toBe('file_not_found');
    }
  });
});
