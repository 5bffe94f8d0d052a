import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const browserAccept = 'text/html,application/xhtml+xml,*/*;q=0.8';
const googleTag = 'https://www.googletagmanager.com';

// Issue 10, hole 12: Google's tag was allowed on every page, also of centres without analytics.
describe("a page's security headers follow its centre", () => {
  let testApp: TestApp;
  let webDistDir: string;
  let quietCenterOfMeasuredTenant: number;

  beforeAll(async () => {
    webDistDir = mkdtempSync(path.join(tmpdir(), 'volunteerly-web-'));
    writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>Volunteerly app</title>');
    testApp = await createTestApp({ environment: { WEB_DIST_DIR: webDistDir, DEFAULT_TENANT: 'stil' } });
    const { database } = testApp;
    const measured = await createTenant(database, { key: 'gemeten', hosts: ['gemeten.example'] });
    await createCenter(database, measured.id, { center: { isDefault: true }, profile: { gtagId: 'G-GEMETEN1' } });
    quietCenterOfMeasuredTenant = (
      await createCenter(database, measured.id, {
        center: { hosts: ['stil.gemeten.example'] },
        profile: { gtagId: null },
      })
    ).center.id;
    const quiet = await createTenant(database, { key: 'stil', hosts: ['stil.example'] });
    await createCenter(database, quiet.id, { center: { isDefault: true }, profile: { gtagId: null } });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  const page = (host: string, cookie?: string) =>
    testApp.app.inject({
      method: 'GET',
      url: '/vacancies/search',
      headers: { host, accept: browserAccept, ...(cookie ? { cookie } : {}) },
    });
  const policyOf = (response: { headers: Record<string, unknown> }) =>
    String(response.headers['content-security-policy']);

  it("allows Google's tag on a page of a centre with an analytics id", async () => {
    const policy = policyOf(await page('gemeten.example'));
    expect(policy).toContain(`script-src 'self' ${googleTag}`);
    expect(policy).toContain('https://*.google-analytics.com');
  });

  it("leaves Google's tag out on a page of a centre without one", async () => {
    const policy = policyOf(await page('stil.example'));
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('google');
  });

  it('follows the centre of the host, not just the tenant', async () => {
    expect(policyOf(await page('stil.gemeten.example'))).not.toContain('google');
  });

  it('follows the tenant and centre cookies on a host no tenant owns', async () => {
    expect(policyOf(await page('localhost', 'tenant=gemeten'))).toContain(googleTag);
    expect(
      policyOf(await page('localhost', `tenant=gemeten; volunteer_center_id=${quietCenterOfMeasuredTenant}`)),
    ).not.toContain('google');
    expect(policyOf(await page('localhost'))).not.toContain('google');
  });

  it("never allows Google's tag on API answers", async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: 'gemeten.example' },
    });
    expect(policyOf(response)).not.toContain('google');
  });

  it('switches off browser features the product never uses, on pages and API answers', async () => {
    for (const response of [
      await page('gemeten.example'),
      await testApp.app.inject({ method: 'GET', url: '/api/health' }),
    ]) {
      const permissions = String(response.headers['permissions-policy']);
      expect(permissions).toContain('camera=()');
      expect(permissions).toContain('microphone=()');
      expect(permissions).toContain('payment=()');
      expect(permissions).toContain('geolocation=(self)');
    }
  });
});
