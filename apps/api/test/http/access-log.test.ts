import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import type { AppInstance } from '../../src/platform/http/app-instance.ts';
import { loggerOptions } from '../../src/platform/logging/log-redaction.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { tenantHeaders, testConfig } from '../support/test-app.ts';

/** A log line as pino writes it. */
interface LogLine {
  msg: string;
  reqId?: string;
  tenant?: string;
  responseTime?: number;
  req?: { id: string; method: string; url: string };
  res?: { statusCode: number };
}

// Issue 12: one access-log line per request, written at completion, as redacted as every other line.
describe('the access log', () => {
  const lines: string[] = [];
  let testDatabase: TestDatabase;
  let app: AppInstance;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    app = await buildApp({
      config: testConfig(),
      database: testDatabase.database,
      logger: { ...loggerOptions('info'), stream },
    });
    const tenant = await createTenant(testDatabase.database, { key: 'logstad' });
    await createCenter(testDatabase.database, tenant.id, { center: { isDefault: true } });
  });
  afterAll(async () => {
    await app.close();
    await testDatabase.destroy();
  });

  const linesOf = (requestId: string): LogLine[] =>
    lines.map((line) => JSON.parse(line) as LogLine).filter((line) => line.reqId === requestId);

  it('writes exactly one line per request, at completion, with the URL redacted', async () => {
    const requestId = 'access-log-request-1';
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/tenants/current?reset_password_token=abcdef123&filter%5Bemail%5D=geheim%40example.org&page=2',
      headers: tenantHeaders('logstad', {
        'x-request-id': requestId,
        uid: 'geheim@example.org',
        client: 'apparaat',
        'access-token': 'sessie-token',
      }),
    });
    expect(response.statusCode).toBe(200);
    const logged = linesOf(requestId);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      msg: 'request completed',
      tenant: 'logstad',
      req: {
        id: requestId,
        method: 'GET',
        url: '/api/v1/tenants/current?reset_password_token=[redacted]&filter%5Bemail%5D=[redacted]&page=2',
      },
      res: { statusCode: 200 },
    });
    expect(typeof logged[0]!.responseTime).toBe('number');
    const text = lines.join('\n');
    expect(text).not.toContain('abcdef123');
    expect(text).not.toContain('geheim');
    expect(text).not.toContain('sessie-token');
    expect(text).not.toContain('incoming request');
  });

  it('writes one line for a request outside any tenant too, without a tenant', async () => {
    const requestId = 'access-log-request-2';
    const response = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': requestId } });
    expect(response.statusCode).toBe(200);
    const logged = linesOf(requestId);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      msg: 'request completed',
      req: { url: '/api/health' },
      res: { statusCode: 200 },
    });
    expect(logged[0]).not.toHaveProperty('tenant');
  });
});
