import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, tinyPng, type FormFile } from '../file-uploads/uploads-world.ts';
import { signedInHeaders } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import {
  createConversationWorld,
  startApplicationConversation,
  type ConversationPerson,
  type ConversationWorld,
} from './conversations-world.ts';

/** A minimal PDF: its signature is what the API judges the type by. */
const tinyPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

// Issue 15 §4: a message carries files uploaded through the existing endpoint: images and PDF.
describe('attachments of messages', () => {
  let testApp: TestApp;
  let world: ConversationWorld;
  let uploadsDir: string;
  let conversationId: string;

  beforeAll(async () => {
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'volunteerly-attachments-'));
    testApp = await createTestApp({ environment: { UPLOADS_DIR: uploadsDir } });
    world = await createConversationWorld(testApp, 'bijlage');
    conversationId = await startApplicationConversation(world);
  });
  afterAll(async () => {
    await testApp.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  const upload = (who: ConversationPerson, file: FormFile, query = '?purpose=attachment') => {
    const form = multipartBody([file]);
    return testApp.app.inject({
      method: 'POST',
      url: `/api/v1/file_uploads${query}`,
      headers: {
        ...signedInHeaders(world.tenantKey, world.sessions[who], { 'accept-language': 'en' }),
        'content-type': form.contentType,
      },
      payload: form.body,
    });
  };

  it('lets a volunteer attach a PDF and an image to a message; the thread lists them', async () => {
    const pdf = await upload('volunteer', { name: 'cv.pdf', contentType: 'application/pdf', bytes: tinyPdf });
    expect(pdf.statusCode, pdf.body).toBe(201);
    expect(pdf.json().data.attributes).toMatchObject({ content_type: 'application/pdf', original_name: 'cv.pdf' });
    const image = await upload('volunteer', { name: 'foto.png', contentType: 'image/png', bytes: tinyPng() });
    expect(image.statusCode, image.body).toBe(201);

    const ids = [pdf.json().data.id, image.json().data.id];
    const sent = await world.send('volunteer', 'POST', `/api/v1/conversations/${conversationId}/messages`, {
      message: { body: 'Hierbij mijn cv en een foto.', attachment_ids: ids },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const attachments: { id: string; url: string; content_type: string }[] = sent.json().data.attributes.attachments;
    expect(attachments.map((attachment) => attachment.id).sort()).toEqual([...ids].sort());

    const thread = await world.send('admin', 'GET', `/api/v1/conversations/${conversationId}`);
    const shown = thread.json().included[0].attributes.attachments;
    expect(shown).toHaveLength(2);
    const shownPdf: { id: string; url: string } = shown.find(
      (attachment: { content_type: string }) => attachment.content_type === 'application/pdf',
    );
    const pdfId = shownPdf.id;
    expect(shownPdf.url).toBe(`/api/v1/conversations/${conversationId}/attachments/${pdfId}`);

    // Private to the conversation: its participants download it through the conversation.
    const served = await world.send('admin', 'GET', `/api/v1/conversations/${conversationId}/attachments/${pdfId}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(`attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`);
    expect(served.rawPayload.equals(tinyPdf)).toBe(true);
  });

  it('keeps images-only uploads for vacancies: a volunteer without the purpose is refused, a PDF is no image', async () => {
    const refused = await upload('volunteer', { name: 'foto.png', contentType: 'image/png', bytes: tinyPng() }, '');
    expect(refused.statusCode).toBe(403);
    const notImage = await upload('admin', { name: 'cv.pdf', contentType: 'application/pdf', bytes: tinyPdf }, '');
    expect(notImage.statusCode).toBe(422);
  });

  it('refuses other files as attachments, and attachments someone else uploaded', async () => {
    const text = await upload('volunteer', {
      name: 'notes.txt',
      contentType: 'text/plain',
      bytes: Buffer.from('hallo'),
    });
    expect(text.statusCode).toBe(422);
    expect(text.json().errors[0].detail ?? text.json().errors[0].title).toContain('or a PDF');

    const theirs = await upload('admin', { name: 'logo.png', contentType: 'image/png', bytes: tinyPng() });
    expect(theirs.statusCode).toBe(201);
    const sent = await world.send('volunteer', 'POST', `/api/v1/conversations/${conversationId}/messages`, {
      message: { body: 'Met het logo van een ander', attachment_ids: [theirs.json().data.id] },
    });
    expect(sent.statusCode).toBe(422);
    expect(sent.json().errors[0].code).toBe('attachment_unknown');
  });
});
