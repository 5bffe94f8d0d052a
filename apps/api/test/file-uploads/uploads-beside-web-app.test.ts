import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('/uploads beside the built web app', () => {
  let testApp: TestApp;
  let webDistDir: string;

  beforeAll(async () => {
    webDistDir = mkdtempSync(path.join(tmpdir(), 'volunteerly-web-'));
    writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>Volunteerly app</title>');
    testApp = await createTestApp({ environment: { WEB_DIST_DIR: webDistDir, UPLOADS_DIR: webDistDir } });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it.each(['/uploads', '/uploads/', '/uploads/map/plaatje', '/uploads/00000000-0000-4000-8000-000000000000.png'])(
    'never answers %s with the app',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url, headers: { accept: browserAccept } });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Volunteerly app');
    },
  );
});
