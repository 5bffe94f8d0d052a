import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization } from '../../src/factories/organization-factory.ts';
import { createStockImage } from '../../src/factories/stock-image-factory.ts';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createVacancy } from '../../src/factories/vacancy-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import { tags } from '../../src/modules/tags/tags.schema.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const builtIndex = '<!doctype html><html lang="nl"><head><title>Volunteerly</title></head><body></body></html>';

function metaOf(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
}

describe("a public page's preview image is the picture it shows (decision 020)", () => {
  let testApp: TestApp;
  let webDistDir: string;
  let center: { tenantId: number; id: number };

  beforeAll(async () => {
    webDistDir = mkdtempSync(path.join(tmpdir(), 'volunteerly-web-'));
    writeFileSync(path.join(webDistDir, 'index.html'), builtIndex);
    testApp = await createTestApp({ environment: { WEB_DIST_DIR: webDistDir, DEFAULT_TENANT: 'rivierstad' } });
    const tenant = await createTenant(testApp.database, { key: 'rivierstad', hosts: ['rivierstad.example'] });
    ({ center } = await createCenter(testApp.database, tenant.id, { center: { isDefault: true } }));
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  const previewOf = async (url: string) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url,
      headers: { host: 'rivierstad.example', accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    return metaOf(response.body, 'og:image');
  };

  it('takes the PNG copy of a built-in picture (previews take no SVG) for a vacancy without an image of any kind', async () => {
    const organization = await createOrganization(testApp.database, center);
    const [animals] = await withTenant(testApp.database, center.tenantId, ({ transaction }) =>
      transaction.insert(tags).values({ tenantId: center.tenantId, kind: 'category', name: 'Dieren' }).returning(),
    );
    const vacancy = await createVacancy(testApp.database, organization, {}, [animals!.id]);
    expect(await previewOf(`/vacancies/${vacancy.id}`)).toBe(
      'https://rivierstad.example/api/default_pictures/dieren.png',
    );
    expect(await previewOf(`/organizations/${organization.id}`)).toBe(
      'https://rivierstad.example/api/default_pictures/samen.png',
    );
  });

  it("takes the centre's stock image once it has one", async () => {
    const stock = await createStockImage(testApp.database, center.tenantId, { imageUrl: '/uploads/markt.jpg' });
    const organization = await createOrganization(testApp.database, center);
    const vacancy = await createVacancy(testApp.database, organization);
    expect(await previewOf(`/vacancies/${vacancy.id}`)).toBe(`https://rivierstad.example${stock.imageUrl}`);
  });
});
