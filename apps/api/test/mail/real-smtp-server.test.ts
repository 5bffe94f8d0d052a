import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createUser } from '../../src/factories/user-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { createTestApp, tenantHeaders, type TestApp } from '../support/test-app.ts';

// Issue 29, hole 11: a real mail server (SMTP_URL) gets the mail as people read it; the header
// the local capture files mail by, with the platform's tenant id, stays inside.
describe('mail through a configured SMTP server', () => {
  let testApp: TestApp;
  let server: SMTPServer;
  const received: { recipients: string[]; raw: string }[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const address = server.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    testApp = await createTestApp({ environment: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    const tenant = await createTenant(testApp.database, { key: 'postkamer', hosts: ['postkamer.example'] });
    await createCenter(testApp.database, tenant.id, { center: { isDefault: true } });
    await createUser(testApp.database, tenant.id, { user: { email: 'lezer@postkamer.example' } });
  });
  afterAll(async () => {
    await testApp.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends no X-Volunteerly-Tenant-Id header to a real mail server', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/auth/password',
      headers: tenantHeaders('postkamer'),
      payload: { email: 'lezer@postkamer.example' },
    });
    expect(response.statusCode).toBe(200);
    await testApp.app.backgroundTasks.settle();
    await testApp.app.jobs.drain();
    const mail = received.find((candidate) => candidate.recipients.includes('lezer@postkamer.example'));
    expect(mail).toBeDefined();
    const headers = mail!.raw.slice(0, mail!.raw.indexOf('\r\n\r\n')).toLowerCase();
    expect(headers).toContain('subject:');
    expect(headers).not.toContain('x-volunteerly');
  });
});
