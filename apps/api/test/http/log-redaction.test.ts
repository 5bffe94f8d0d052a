import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { hashPassword } from '../../src/platform/auth/password-hashing.ts';
import type { AppInstance } from '../../src/platform/http/app-instance.ts';
import { loggerOptions, maskUrl, serializeErrorForLog } from '../../src/platform/logging/log-redaction.ts';
import { users } from '../../src/modules/users/users.schema.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { tenantHeaders, testConfig } from '../support/test-app.ts';

// Issue 10, hole 7: a failed insert into users logged its parameters, Argon2 hash and e-mail included.
describe('log lines carry no secrets or personal data', () => {
  const lines: string[] = [];
  const email = 'geheim.adres@example.org';
  let hash: string;
  let testDatabase: TestDatabase;
  let app: AppInstance;

  beforeAll(async () => {
    hash = await hashPassword('Een-geheim-wachtwoord-2026');
    testDatabase = await createTestDatabase();
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildApp({
      config: testConfig(),
      database: testDatabase.database,
      logger: { ...loggerOptions('info'), stream },
      extraTenantRoutes(scope) {
        scope.post('/api/v1/probes/failing-insert', async () => {
          // Tenant 999999 does not exist: the foreign key fails, as a half-checked sign-up would.
          await testDatabase.database.builder
            .insert(users)
            .values({ tenantId: 999_999, email, encryptedPassword: hash, firstName: 'Geheim' });
          return { ok: true };
        });
      },
    });
    const tenant = await createTenant(testDatabase.database, { key: 'logs' });
    await createCenter(testDatabase.database, tenant.id, { center: { isDefault: true } });
  });
  afterAll(async () => {
    await app.close();
    await testDatabase.destroy();
  });

  it('logs a failed insert without its parameters, hash or e-mail address, but with what failed', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/probes/failing-insert?confirmation_token=abcdef&page=2',
      headers: { ...tenantHeaders('logs'), uid: email, 'access-token': 'sessie-token' },
      payload: { email, password: 'Een-geheim-wachtwoord-2026' },
    });
    expect(response.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('insert into \\"users\\"');
    expect(log).toContain('23503');
    expect(log).not.toContain(email);
    expect(log).not.toContain(hash);
    expect(log).not.toContain('$argon2id$');
    expect(log).not.toContain('Een-geheim-wachtwoord');
    expect(log).not.toContain('abcdef');
    expect(log).not.toContain('sessie-token');
    expect(log).toContain('page=2');
  });

  it("masks e-mail addresses and hashes in any error's message, stack and cause", () => {
    const cause = new Error(`Key (email)=(${email}) already exists; hash ${hash}`);
    const serialized = JSON.stringify(serializeErrorForLog(new Error(`mail to <${email}> failed`, { cause })));
    expect(serialized).not.toContain(email);
    expect(serialized).not.toContain(hash);
    expect(serialized).toContain('mail to <[redacted]> failed');
  });

  it('masks sensitive query parameters of logged URLs', () => {
    expect(maskUrl('/confirm?confirmation_token=abc&filter%5Bemail%5D=x%40y.nl&page[number]=2')).toBe(
      '/confirm?confirmation_token=[redacted]&filter%5Bemail%5D=[redacted]&page[number]=2',
    );
  });

  it('redacts secrets in objects a caller logs', () => {
    app.log.info({ user: { email, encrypted_password: hash, password: 'x' } }, 'probe object');
    const line = lines.find((text) => text.includes('probe object')) ?? '';
    expect(line).not.toContain(email);
    expect(line).not.toContain(hash);
    expect(line).toContain('[redacted]');
  });
});
