import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { jobDocumentSchema, jobListDocumentSchema } from '@volunteerly/contracts/resources/jobs';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { createUser } from '../../src/factories/user-factory.ts';
import { withPlatform } from '../../src/platform/database/tenant-scope.ts';
import { parseWithContract } from '../support/contract.ts';
import { createTestApp, tenantHeaders, type TestApp } from '../support/test-app.ts';
import { signIn, signedInHeaders } from '../support/sessions.ts';

describe('the job queue developer endpoints (/api/v1/dev/jobs)', () => {
  let testApp: TestApp;
  const tenantIds: Record<string, number> = {};
  const headers: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    testApp = await createTestApp({ environment: { AUTH_RATE_LIMIT: '1000' } });
    for (const key of ['rivierstad', 'heuvelrug']) {
      const tenant = await createTenant(testApp.database, { key });
      tenantIds[key] = tenant.id;
      const { center } = await createCenter(testApp.database, tenant.id, { center: { isDefault: true } });
      await createUser(testApp.database, tenant.id, {
        user: { email: `beheer@${key}.example` },
        roles: [{ name: 'super_admin' }],
      });
      await createUser(testApp.database, tenant.id, {
        user: { email: `centrum@${key}.example` },
        roles: [{ name: 'center_admin', resourceId: center.id }],
      });
      headers[key] = signedInHeaders(key, await signIn(testApp, key, `beheer@${key}.example`));
    }
    testApp.app.jobs.register('test.always-fails', async () => {
      throw new Error('the mail server refused');
    });
    testApp.app.jobs.register('test.fine', async () => undefined);
  });
  afterAll(async () => testApp.close());
  beforeEach(async () => {
    await withPlatform(testApp.database, (builder) => builder.execute(sql`delete from jobs`));
    await testApp.app.jobs.enqueue({ name: 'test.always-fails', tenantId: tenantIds['rivierstad'], maxAttempts: 1 });
    await testApp.app.jobs.enqueue({ name: 'test.always-fails', tenantId: tenantIds['heuvelrug'], maxAttempts: 1 });
    await testApp.app.jobs.enqueue({ name: 'test.fine' });
    await testApp.app.jobs.drain();
  });

  const list = (key: string, query: string, extra: Record<string, string> = headers[key]!) =>
    testApp.app.inject({
      method: 'GET',
      url: `/api/v1/dev/jobs${query}`,
      headers: { ...tenantHeaders(key), ...extra },
    });
  const retry = (key: string, id: string | number, extra: Record<string, string> = headers[key]!) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/v1/dev/jobs/${id}/retry`,
      headers: { ...tenantHeaders(key), ...extra },
    });

  it("shows a super admin the failed jobs of their own tenant with the last error, and the platform's done ones", async () => {
    const failed = await list('rivierstad', '');
    expect(failed.statusCode).toBe(200);
    expect(() => parseWithContract(jobListDocumentSchema, failed.json())).not.toThrow();
    const document = failed.json();
    expect(document.data).toHaveLength(1);
    expect(document.data[0].attributes).toMatchObject({
      name: 'test.always-fails',
      status: 'failed',
      last_error: 'the mail server refused',
      for_tenant: true,
    });
    expect(document.meta.status_counts).toEqual({ queued: 0, running: 0, done: 1, failed: 1 });
    const done = (await list('rivierstad', '?filter[status]=done')).json();
    expect(done.data.map((job: { attributes: { name: string } }) => job.attributes.name)).toEqual(['test.fine']);
    expect(done.data[0].attributes).not.toHaveProperty('payload');
  });

  it('retries a failed job: it is queued again and runs', async () => {
    const [job] = (await list('rivierstad', '')).json().data;
    const response = await retry('rivierstad', job.id);
    expect(response.statusCode).toBe(200);
    expect(() => parseWithContract(jobDocumentSchema, response.json())).not.toThrow();
    expect(response.json().data.attributes).toMatchObject({
      status: 'queued',
      attempts: 0,
    });
    expect(await testApp.app.jobs.drain()).toBe(1);
  });

  it("refuses to retry a job that did not fail (409), an unknown one and another tenant's (404)", async () => {
    const [done] = (await list('rivierstad', '?filter[status]=done')).json().data;
    expect((await retry('rivierstad', done.id)).statusCode).toBe(409);
    expect((await retry('rivierstad', 999_999_999)).statusCode).toBe(404);
    const [theirs] = (await list('heuvelrug', '')).json().data;
    const refused = await retry('rivierstad', theirs.id);
    expect(refused.statusCode).toBe(404);
    expect((await list('heuvelrug', '')).json().data[0].attributes.status).toBe('failed');
  });

  it('refuses bad input with 422: an unknown status, a page of 0, an id that is not a number', async () => {
    expect((await list('rivierstad', '?filter[status]=lost')).statusCode).toBe(422);
    expect((await list('rivierstad', '?page[number]=0')).statusCode).toBe(422);
    expect((await retry('rivierstad', 'abc')).statusCode).toBe(422);
  });

  it('refuses a centre admin (403) and a signed-out visitor (401)', async () => {
    const centreAdmin = signedInHeaders(
      'rivierstad',
      await signIn(testApp, 'rivierstad', 'centrum@rivierstad.example'),
    );
    expect((await list('rivierstad', '', centreAdmin)).statusCode).toBe(403);
    const [job] = (await list('rivierstad', '')).json().data;
    expect((await retry('rivierstad', job.id, centreAdmin)).statusCode).toBe(403);
    expect((await list('rivierstad', '', {})).statusCode).toBe(401);
    expect((await retry('rivierstad', job.id, {})).statusCode).toBe(401);
  });
});
