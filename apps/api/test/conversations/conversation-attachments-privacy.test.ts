import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/modules/audit/audit.schema.ts';
import { fileUploads } from '../../src/modules/file-uploads/file-uploads.schema.ts';
import { attachmentDisposition } from '../../src/modules/conversations/conversation-attachments.service.ts';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import { multipartBody, tinyPng, type FormFile } from '../file-uploads/uploads-world.ts';
import { signedInHeaders } from '../support/sessions.ts';
import { createTestApp, tenantHeaders, type TestApp } from '../support/test-app.ts';
import {
  createConversationWorld,
  startApplicationConversation,
  type ConversationPerson,
  type ConversationWorld,
} from './conversations-world.ts';

const tinyPdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

// Issue 15 §4: a conversation — attachments included — is for its participants and, audited, the centre.
describe('a message’s attachments are private to its conversation', () => {
  let testApp: TestApp;
  let world: ConversationWorld;
  let otherTenant: ConversationWorld;
  let uploadsDir: string;
  let conversationId: string;
  let otherConversationId: string;
  let pdfId: string;
  let imageId: string;
  const image = tinyPng([10, 200, 30]);

  const upload = async (target: ConversationWorld, who: ConversationPerson, file: FormFile, query: string) => {
    const form = multipartBody([file]);
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/file_uploads${query}`,
      headers: { ...signedInHeaders(target.tenantKey, target.sessions[who]), 'content-type': form.contentType },
      payload: form.body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: string; attributes: { url: string } };
  };
  const attachmentUrl = (conversation: string, uploadId: string) =>
    `/api/v1/conversations/${conversation}/attachments/${uploadId}`;

  beforeAll(async () => {
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'volunteerly-private-attachments-'));
    testApp = await createTestApp({ environment: { UPLOADS_DIR: uploadsDir } });
    world = await createConversationWorld(testApp, 'prive');
    otherTenant = await createConversationWorld(testApp, 'elders');
    conversationId = await startApplicationConversation(world);
    otherConversationId = await startApplicationConversation(otherTenant);
    const pdf = await upload(
      world,
      'volunteer',
      { name: 'mijn cv.pdf', contentType: 'application/pdf', bytes: tinyPdf },
      '?purpose=attachment',
    );
    const photo = await upload(
      world,
      'volunteer',
      { name: 'foto.png', contentType: 'image/png', bytes: image },
      '?purpose=attachment',
    );
    pdfId = pdf.id;
    imageId = photo.id;
    const sent = await world.send('volunteer', 'POST', `/api/v1/conversations/${conversationId}/messages`, {
      message: { body: 'Mijn cv en een foto', attachment_ids: [pdfId, imageId] },
    });
    expect(sent.statusCode, sent.body).toBe(201);
  });
  afterAll(async () => {
    await testApp.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it('answers an attachment upload without a public address: only its conversation serves it', async () => {
    const uploaded = await upload(
      world,
      'volunteer',
      { name: 'nog een.pdf', contentType: 'application/pdf', bytes: tinyPdf },
      '?purpose=attachment',
    );
    expect(uploaded.attributes.url).toBeNull();
  });

  it('streams an image inline and a PDF as a download to the participants, never to be kept', async () => {
    for (const who of ['volunteer', 'admin', 'secondAdmin'] as const) {
      const shown = await world.send(who, 'GET', attachmentUrl(conversationId, imageId));
      expect(shown.statusCode, `${who}: ${shown.body}`).toBe(200);
      expect(shown.rawPayload.equals(image)).toBe(true);
      expect(shown.headers).toMatchObject({
        'content-type': 'image/png',
        'content-length': String(image.length),
        'content-disposition': `inline; filename="foto.png"; filename*=UTF-8''foto.png`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'",
      });
    }
    const pdf = await world.send('admin', 'GET', attachmentUrl(conversationId, pdfId));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="mijn cv.pdf"; filename*=UTF-8''mijn%20cv.pdf`,
    );
  });

  it('answers 404 to strangers, signed-out visitors get 401, and nothing says whether the file exists', async () => {
    for (const who of ['otherVolunteer', 'otherAdmin', 'otherCenterAdmin'] as const) {
      const refused = await world.send(who, 'GET', attachmentUrl(conversationId, pdfId));
      expect(refused.statusCode, who).toBe(404);
      const unknown = await world.send(
        who,
        'GET',
        attachmentUrl(conversationId, '00000000-0000-4000-8000-000000000000'),
      );
      expect(unknown.statusCode, who).toBe(404);
      expect(unknown.json().errors[0].code).toBe(refused.json().errors[0].code);
    }
    const anonymous = await testApp.app.inject({
      method: 'GET',
      url: attachmentUrl(conversationId, pdfId),
      headers: tenantHeaders(world.tenantKey),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for an upload of another conversation, a public image, and a malformed id', async () => {
    const elsewhere = await startApplicationConversation(world, 'otherVolunteer', world.otherApplicationId);
    expect((await world.send('otherVolunteer', 'GET', attachmentUrl(elsewhere, pdfId))).statusCode).toBe(404);
    const logo = await upload(world, 'admin', { name: 'logo.png', contentType: 'image/png', bytes: tinyPng() }, '');
    expect((await world.send('admin', 'GET', attachmentUrl(conversationId, logo.id))).statusCode).toBe(404);
    for (const id of ['not-a-uuid', '..%2F..%2Fetc%2Fpasswd', `${pdfId}.pdf`]) {
      expect((await world.send('admin', 'GET', attachmentUrl(conversationId, id))).statusCode, id).toBe(404);
    }
  });

  it('answers 404 across tenants, whichever tenant the asker names', async () => {
    const asOther = await otherTenant.send('admin', 'GET', attachmentUrl(conversationId, pdfId));
    expect(asOther.statusCode).toBe(404);
    const theirConversation = await otherTenant.send('volunteer', 'GET', attachmentUrl(otherConversationId, pdfId));
    expect(theirConversation.statusCode).toBe(404);
    expect(theirConversation.body).not.toContain('%PDF');
  });

  it('no longer serves attachments (nor their copies) at the public /uploads address; images stay public', async () => {
    const files = await readdir(uploadsDir);
    const attachmentFiles = files.filter((name) => name.startsWith(pdfId) || name.startsWith(imageId));
    expect(attachmentFiles.sort()).toEqual([`${imageId}.png`, `${pdfId}.pdf`].sort());
    for (const name of attachmentFiles) {
      const response = await testApp.app.inject({ method: 'GET', url: `/uploads/${name}` });
      expect(response.statusCode, name).toBe(404);
    }
    const logo = await upload(world, 'admin', { name: 'logo.png', contentType: 'image/png', bytes: tinyPng() }, '');
    expect((await testApp.app.inject({ method: 'GET', url: logo.attributes.url })).statusCode).toBe(200);
  });

  it('makes attachments uploaded before purposes were recorded private too (migration 0034)', async () => {
    // As such an attachment was stored: recorded as a public image, named by a message.
    const earlier = await upload(world, 'admin', { name: 'oud.png', contentType: 'image/png', bytes: tinyPng() }, '');
    const sent = await world.send('admin', 'POST', `/api/v1/conversations/${conversationId}/messages`, {
      message: { body: 'Een oude bijlage', attachment_ids: [earlier.id] },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const migration = await readFile(
      path.join(import.meta.dirname, '../../migrations/0034_private-attachments.sql'),
      'utf8',
    );
    await testApp.database.builder.execute(sql.raw(migration));
    const [row] = await withTenant(testApp.database, world.tenantId, ({ transaction }) =>
      transaction.select().from(fileUploads).where(eq(fileUploads.id, earlier.id)),
    );
    expect(row?.purpose).toBe('attachment');
    expect((await testApp.app.inject({ method: 'GET', url: earlier.attributes.url })).statusCode).toBe(404);
    expect((await world.send('volunteer', 'GET', attachmentUrl(conversationId, earlier.id))).statusCode).toBe(200);
  });

  it('lets the centre read an attachment for oversight, and audits every such read', async () => {
    const audited = () =>
      withTenant(testApp.database, world.tenantId, ({ transaction }) =>
        transaction
          .select()
          .from(auditEvents)
          .where(
            and(
              eq(auditEvents.action, 'conversation_read_for_oversight'),
              eq(auditEvents.actorUserId, world.users.centerAdmin.id),
            ),
          ),
      );
    const before = (await audited()).length;
    const read = await world.send('centerAdmin', 'GET', attachmentUrl(conversationId, pdfId));
    expect(read.statusCode, read.body).toBe(200);
    const events = await audited();
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)!.details).toMatchObject({ conversationId: Number(conversationId), attachmentId: pdfId });
    // A participant's download is not audited.
    await world.send('admin', 'GET', attachmentUrl(conversationId, pdfId));
    expect(await audited()).toHaveLength(before + 1);
  });

  it('names a file safely whatever its uploader called it', () => {
    expect(attachmentDisposition({ contentType: 'image/jpeg', originalName: '' })).toBe(
      `inline; filename="attachment.jpg"; filename*=UTF-8''attachment.jpg`,
    );
    expect(attachmentDisposition({ contentType: 'application/pdf', originalName: 'page.html' })).toBe(
      `attachment; filename="page.html.pdf"; filename*=UTF-8''page.html.pdf`,
    );
    expect(attachmentDisposition({ contentType: 'application/pdf', originalName: 'a "b"\\c\r\n;.PDF' })).toBe(
      `attachment; filename="a bc.PDF"; filename*=UTF-8''a%20bc.PDF`,
    );
    expect(attachmentDisposition({ contentType: 'image/png', originalName: 'één.png' })).toBe(
      `inline; filename="e_e_n.png"; filename*=UTF-8''%C3%A9%C3%A9n.png`,
    );
  });
});
