import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { shippedNotificationTemplates } from '@volunteerly/contracts/notification-templates-defaults';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import { buildMailBranding } from '../../src/modules/mail/mail-branding.ts';
import { notificationTemplates } from '../../src/modules/notification-templates/notification-templates.schema.ts';
import { renderInAppText, renderNotification } from '../../src/modules/notification-templates/render-notification.ts';
import { createTemplateWorld, templateBody, type TemplateWorld } from './notification-templates-world.ts';

const branding = buildMailBranding({
  appName: 'Vacaturebank Sjabloonstad',
  centerName: 'Vrijwilligerscentrum Sjabloonstad',
  profile: undefined,
  link: (path) => new URL(path, 'https://sjabloonstad.example').toString(),
});

const values = {
  name: '<script>alert(1)</script>',
  appName: 'Vacaturebank Sjabloonstad',
  vacancy: 'Taalmaatje & co',
  status: 'geaccepteerd',
  note: '',
  link: 'https://sjabloonstad.example/applications/1',
};

// Issue 15 §2: what a tenant's own template sends, safely, and that a broken one never loses a message.
describe('rendering notification templates', () => {
  let world: TemplateWorld;
  let tenantId: number;
  let audience: { centerId: number; recipientUserId: null; allowedHosts: string[] };
  beforeAll(async () => {
    world = await createTemplateWorld();
    tenantId = world.tenantIds.sjabloonstad!;
    audience = {
      centerId: world.centerIds.sjabloonstad!,
      recipientUserId: null,
      allowedHosts: ['sjabloonstad.example'],
    };
  });
  afterAll(async () => world.testApp.close());

  const base = '/api/v1/notification_templates';
  const render = (log = { error: vi.fn() }) =>
    renderNotification(world.testApp.app, {
      ...audience,
      tenantId,
      event: 'application_status_changed',
      locale: 'nl',
      values,
      branding,
      log,
    });

  it('sends the default until the centre saves its own, then its own, in its tenant only', async () => {
    const before = await render();
    expect(before.subject).toBe('Je aanmelding voor Taalmaatje & co is geaccepteerd');
    const created = await world.send('sjabloonstad:admin', 'POST', base, templateBody());
    expect(created.statusCode, created.body).toBe(201);
    const own = await render();
    expect(own.subject).toBe('Goed nieuws over Taalmaatje & co');
    expect(own.text).toContain('Je aanmelding voor Taalmaatje & co is geaccepteerd.');
    expect(own.inAppText).toBe('Je aanmelding voor Taalmaatje & co is geaccepteerd.');
    const scopeText = await withTenant(world.testApp.database, tenantId, (scope) =>
      renderInAppText(scope, world.testApp.app.templateRenderer, {
        ...audience,
        event: 'application_status_changed',
        locale: 'nl',
        values,
      }),
    );
    expect(scopeText).toBe('Je aanmelding voor Taalmaatje & co is geaccepteerd.');
    const other = await renderNotification(world.testApp.app, {
      ...audience,
      centerId: world.centerIds.anderdorp!,
      tenantId: world.tenantIds.anderdorp!,
      event: 'application_status_changed',
      locale: 'nl',
      values,
      branding,
    });
    expect(other.subject).toBe('Je aanmelding voor Taalmaatje & co is geaccepteerd');
    await world.send('sjabloonstad:admin', 'DELETE', `${base}/${created.json().data.id}`);
  });

  it('escapes values in the HTML, also through raw, and drops script the template writes', async () => {
    const created = await world.send(
      'sjabloonstad:admin',
      'POST',
      base,
      templateBody({ html_body: '<p>Hoi {{ name }} en {{ name | raw }}</p><script>alert(2)</script>' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const mail = await render();
    expect(mail.html).toContain('Hoi &lt;script&gt;alert(1)&lt;/script&gt; en &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('alert(2)');
    // The plain text, made from the HTML body, says the values as they are and leaves the script out.
    expect(mail.text).toContain('Hoi <script>alert(1)</script> en <script>alert(1)</script>');
    expect(mail.text).not.toContain('alert(2)');
    await world.send('sjabloonstad:admin', 'DELETE', `${base}/${created.json().data.id}`);
  });

  it('refuses a javascript: link at save, and drops one a stored template holds at send time', async () => {
    const refused = await world.send(
      'sjabloonstad:admin',
      'POST',
      base,
      templateBody({ html_body: '<p>Hoi {{ name }}</p><a href="javascript:alert(3)">x</a>' }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0]).toMatchObject({
      code: 'template_foreign_address',
      source: { pointer: '/data/attributes/html_body' },
    });
    await withTenant(world.testApp.database, tenantId, ({ transaction }) =>
      transaction.insert(notificationTemplates).values({
        tenantId,
        volunteerCenterId: world.centerIds.sjabloonstad!,
        event: 'application_status_changed',
        locale: 'nl',
        subject: 'Nieuws over {{ vacancy }}',
        htmlBody: '<p>Hoi {{ name }}</p><a href="javascript:alert(3)">x</a>',
        textBody: 'Hoi {{ name }}',
        inAppText: 'Nieuws',
      }),
    );
    const mail = await render();
    expect(mail.subject).toBe('Nieuws over Taalmaatje & co');
    expect(mail.html).not.toContain('javascript:');
    await withTenant(world.testApp.database, tenantId, ({ transaction }) => transaction.delete(notificationTemplates));
  });

  it('falls back to the default and logs the error when a stored template fails at send time', async () => {
    await withTenant(world.testApp.database, tenantId, ({ transaction }) =>
      transaction.insert(notificationTemplates).values({
        tenantId,
        volunteerCenterId: world.centerIds.sjabloonstad!,
        event: 'application_status_changed',
        locale: 'nl',
        subject: 'Kapot {{ bestaat_niet }}',
        htmlBody: '<p>{% if %}</p>',
        textBody: 'Kapot',
        inAppText: '{{ ook_niet }}',
      }),
    );
    const log = { error: vi.fn() };
    const mail = await render(log);
    expect(mail.subject).toBe('Je aanmelding voor Taalmaatje & co is geaccepteerd');
    expect(mail.text).toContain('De status van je aanmelding voor Taalmaatje & co is nu: geaccepteerd.');
    expect(log.error).toHaveBeenCalledOnce();
    expect(log.error.mock.calls[0]![0]).toMatchObject({ tenantId, event: 'application_status_changed' });
    const inAppLog = { error: vi.fn() };
    const line = await withTenant(world.testApp.database, tenantId, (scope) =>
      renderInAppText(scope, world.testApp.app.templateRenderer, {
        ...audience,
        event: 'application_status_changed',
        locale: 'nl',
        values,
        log: inAppLog,
      }),
    );
    expect(line).toBe('Je aanmelding voor Taalmaatje & co is geaccepteerd.');
    expect(inAppLog.error).toHaveBeenCalledOnce();
    await withTenant(world.testApp.database, tenantId, ({ transaction }) => transaction.delete(notificationTemplates));
  });

  it('still sends when a sender leaves a variable out', async () => {
    const mail = await renderNotification(world.testApp.app, {
      ...audience,
      tenantId,
      event: 'volunteer_digest',
      locale: 'en',
      values: { name: 'Anna', appName: 'Demo' },
      branding,
    });
    expect(mail.subject).toBe(
      shippedNotificationTemplates.volunteer_digest.en.subject.replace(
        /\{\{ (\w+) \}\}/g,
        (_, name: string) => ({ appName: 'Demo', period: '' })[name] ?? '',
      ),
    );
  });

  it('keeps a centre’s templates from other tenants: no read, change or reset', async () => {
    const created = await world.send('sjabloonstad:admin', 'POST', base, templateBody({ locale: 'en' }));
    const id = created.json().data.id;
    const path = `${base}/${id}`;
    expect((await world.send('anderdorp:admin', 'GET', path)).statusCode).toBe(404);
    const patch = { notification_template: { subject: 'Overgenomen' } };
    expect((await world.send('anderdorp:admin', 'PATCH', path, patch)).statusCode).toBe(404);
    expect((await world.send('anderdorp:admin', 'DELETE', path)).statusCode).toBe(404);
    const list = await world.send('anderdorp:admin', 'GET', `${base}?filter[event]=application_status_changed`);
    expect(list.json().data.map((item: { id: string }) => item.id)).not.toContain(id);
    const kept = await world.send('sjabloonstad:admin', 'GET', path);
    expect(kept.json().data.attributes.subject).toBe('Goed nieuws over {{ vacancy }}');
    await world.send('sjabloonstad:admin', 'DELETE', path);
  });

  it('lets neither an organisation admin, a volunteer nor a visitor in', async () => {
    const created = await world.send('sjabloonstad:admin', 'POST', base, templateBody());
    const path = `${base}/${created.json().data.id}`;
    for (const who of ['sjabloonstad:organization', 'sjabloonstad:volunteer']) {
      const answers = await Promise.all([
        world.send(who, 'GET', base),
        world.send(who, 'GET', `${base}/defaults?event=confirmation&locale=nl`),
        world.send(who, 'GET', path),
        world.send(who, 'POST', base, templateBody({ locale: 'en' })),
        world.send(who, 'POST', `${base}/preview`, templateBody()),
        world.send(who, 'PATCH', path, { notification_template: { subject: 'x' } }),
        world.send(who, 'DELETE', path),
      ]);
      expect(
        answers.map((answer) => answer.statusCode),
        who,
      ).toEqual([403, 403, 403, 403, 403, 403, 403]);
    }
    expect((await world.anonymous('GET', base)).statusCode).toBe(401);
    expect((await world.anonymous('POST', `${base}/preview`)).statusCode).toBe(401);
    expect((await world.send('sjabloonstad:admin', 'GET', path)).statusCode).toBe(200);
    await world.send('sjabloonstad:admin', 'DELETE', path);
  });
});
