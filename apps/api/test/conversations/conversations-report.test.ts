import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationListDocumentSchema } from '@volunteerly/contracts/conversations-resources';
import { factoryPassword } from '../../src/factories/user-factory.ts';
import { notifications } from '../../src/modules/notifications/notifications.schema.ts';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import { parseWithContract } from '../support/contract.ts';
import { readMailbox } from '../support/mailbox.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import {
  createConversationWorld,
  startApplicationConversation,
  type ConversationWorld,
} from './conversations-world.ts';

type Listed = { data: { id: string; attributes: Record<string, unknown> }[]; meta: Record<string, unknown> };

// Issue 15 §4 (abuse): a report tells the centre that oversees the conversation, and the
// oversight list shows and filters the reported ones.
describe('reporting a conversation tells the centre', () => {
  let testApp: TestApp;
  let world: ConversationWorld;
  let otherWorld: ConversationWorld;
  let reportedId: string;
  let quietId: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    world = await createConversationWorld(testApp, 'melden');
    otherWorld = await createConversationWorld(testApp, 'elders');
    reportedId = await startApplicationConversation(world);
    quietId = await startApplicationConversation(world, 'otherVolunteer', world.otherApplicationId);
    // The other tenant has a conversation of its own (which nobody reports).
    await startApplicationConversation(otherWorld);
  });
  afterAll(async () => testApp.close());

  const reportedTo = (target: ConversationWorld, userId: number) =>
    withTenant(testApp.database, target.tenantId, ({ transaction }) =>
      transaction
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.event, 'conversation_reported'))),
    );

  it('notifies every admin of the overseeing centre in the app and by mail, linking to the conversation', async () => {
    const reported = await world.send('volunteer', 'POST', `/api/v1/conversations/${reportedId}/report`, {
      report: { reason: 'Ik krijg <b>vreemde</b> berichten', block: true },
    });
    expect(reported.statusCode, reported.body).toBe(200);
    // The reporter learns nothing of the centre's view.
    expect(reported.json().data.attributes.reported).toBeNull();

    const inApp = await reportedTo(world, world.users.centerAdmin.id);
    expect(inApp).toHaveLength(1);
    expect(inApp[0]).toMatchObject({ path: `/conversations/${reportedId}` });
    expect(inApp[0]!.text).toContain('vera Jansen');
    expect(inApp[0]!.text).toContain('Gastvrouw melden');

    // Neither the other centre, the organisation nor a super admin is told.
    for (const who of ['otherCenterAdmin', 'admin', 'secondAdmin', 'superAdmin', 'volunteer'] as const) {
      expect(await reportedTo(world, world.users[who].id), who).toHaveLength(0);
    }

    const mails = await readMailbox(testApp, world.tenantId);
    const toCenter = mails.find(
      (mail) => mail.recipients.includes(world.users.centerAdmin.email) && mail.subject.includes('Gastvrouw melden'),
    );
    expect(toCenter, 'a mail to the centre admin').toBeDefined();
    expect(toCenter!.text).toContain('Ik krijg <b>vreemde</b> berichten');
    expect(toCenter!.html).not.toContain('<b>vreemde</b>');
    expect(toCenter!.text).toContain(`/conversations/${reportedId}`);
    for (const secret of world.secrets) expect(toCenter!.text).not.toContain(secret);
    expect(mails.some((mail) => mail.recipients.includes(world.users.otherCenterAdmin.email))).toBe(false);
  });

  it('never tells another tenant of a report', async () => {
    for (const who of ['centerAdmin', 'otherCenterAdmin', 'superAdmin'] as const) {
      expect(await reportedTo(otherWorld, otherWorld.users[who].id), who).toHaveLength(0);
    }
    const otherMails = await readMailbox(testApp, otherWorld.tenantId);
    expect(otherMails.some((mail) => mail.subject.includes('Gastvrouw melden'))).toBe(false);
    const list = await otherWorld.send('centerAdmin', 'GET', '/api/v1/conversations?filter[scope]=oversight');
    expect(list.statusCode).toBe(200);
    expect((list.json() as Listed).data.map((entry) => entry.id)).not.toContain(reportedId);
    const reportedOnly = await otherWorld.send(
      'superAdmin',
      'GET',
      '/api/v1/conversations?filter[scope]=oversight&filter[reported]=true',
    );
    expect(reportedOnly.statusCode).toBe(200);
    expect((reportedOnly.json() as Listed).data).toHaveLength(0);
  });

  it('marks reported conversations in the oversight list, and filters them', async () => {
    const all = await world.send('centerAdmin', 'GET', '/api/v1/conversations?filter[scope]=oversight');
    expect(all.statusCode, all.body).toBe(200);
    parseWithContract(conversationListDocumentSchema, all.json());
    const byId = new Map((all.json() as Listed).data.map((entry) => [entry.id, entry.attributes]));
    expect(byId.get(reportedId)?.reported).toBe(true);
    expect(byId.get(quietId)?.reported).toBe(false);

    const reportedOnly = await world.send(
      'centerAdmin',
      'GET',
      '/api/v1/conversations?filter[scope]=oversight&filter[reported]=true&page[size]=1',
    );
    expect(reportedOnly.statusCode, reportedOnly.body).toBe(200);
    const listed = reportedOnly.json() as Listed & { links: Record<string, string | null> };
    expect(listed.data.map((entry) => entry.id)).toEqual([reportedId]);
    expect(listed.links.self).toContain('filter%5Breported%5D=true');

    const superAdmin = await world.send(
      'superAdmin',
      'GET',
      '/api/v1/conversations?filter[scope]=oversight&filter[reported]=true',
    );
    expect((superAdmin.json() as Listed).data.map((entry) => entry.id)).toEqual([reportedId]);
    const otherCenter = await world.send(
      'otherCenterAdmin',
      'GET',
      '/api/v1/conversations?filter[scope]=oversight&filter[reported]=true',
    );
    expect((otherCenter.json() as Listed).data).toHaveLength(0);

    const notReported = await world.send(
      'centerAdmin',
      'GET',
      '/api/v1/conversations?filter[scope]=oversight&filter[reported]=false',
    );
    expect((notReported.json() as Listed).data.map((entry) => entry.id).sort()).toEqual([quietId, reportedId].sort());
  });

  it('tells participants nothing of reports, and ignores the filter outside oversight', async () => {
    for (const who of ['volunteer', 'admin'] as const) {
      const mine = await world.send(who, 'GET', '/api/v1/conversations?filter[reported]=true');
      expect(mine.statusCode, mine.body).toBe(200);
      const entries = (mine.json() as Listed).data;
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) expect(entry.attributes.reported).toBeNull();
    }
    const shown = await world.send('admin', 'GET', `/api/v1/conversations/${reportedId}`);
    expect(shown.json().data.attributes.reported).toBeNull();
  });

  it('refuses the oversight list to volunteers and organisation admins, and a bad filter value', async () => {
    for (const who of ['volunteer', 'admin'] as const) {
      const refused = await world.send(
        who,
        'GET',
        '/api/v1/conversations?filter[scope]=oversight&filter[reported]=true',
      );
      expect(refused.statusCode, who).toBe(403);
    }
    const bad = await world.send(
      'centerAdmin',
      'GET',
      '/api/v1/conversations?filter[scope]=oversight&filter[reported]=yes',
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.body).not.toContain('Internal');
  });

  it('does not notify a centre admin of their own report', async () => {
    const started = await world.send('centerAdmin', 'POST', '/api/v1/conversations', {
      conversation: { kind: 'organization_center', organization_id: world.organizationId, subject: 'Afspraken' },
    });
    expect(started.statusCode, started.body).toBe(201);
    const id = started.json().data.id as string;
    const before = (await reportedTo(world, world.users.centerAdmin.id)).length;
    const reported = await world.send('centerAdmin', 'POST', `/api/v1/conversations/${id}/report`, {
      report: { reason: 'Toon van de berichten' },
    });
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.json().data.attributes.reported).toBe(true);
    expect(await reportedTo(world, world.users.centerAdmin.id)).toHaveLength(before);
  });

  it('forgets the centre’s notices of a volunteer’s report once their account is erased', async () => {
    const reportedByOtto = await world.send('otherVolunteer', 'POST', `/api/v1/conversations/${quietId}/report`, {
      report: { reason: 'Te veel berichten' },
    });
    expect(reportedByOtto.statusCode, reportedByOtto.body).toBe(200);
    const about = async () =>
      (await reportedTo(world, world.users.centerAdmin.id)).filter(
        (notification) => notification.path === `/conversations/${quietId}`,
      );
    expect(await about()).toHaveLength(1);
    const deleted = await world.send('otherVolunteer', 'DELETE', '/api/v1/current_user', {
      password: factoryPassword,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await about()).toHaveLength(0);
    // The report of the other conversation stays.
    expect((await reportedTo(world, world.users.centerAdmin.id)).length).toBeGreaterThan(0);
  });
});
