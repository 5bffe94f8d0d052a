import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInHeaders } from '../support/sessions.ts';
import { tenantKey } from '../users/users-world.ts';
import { createUploadsWorld, multipartBody, tinyPng, type UploadsWorld } from './uploads-world.ts';

// Issue 10, hole 6: a form the parser cannot read gave a 500.
describe('POST /api/v1/file_uploads with a malformed form', () => {
  let world: UploadsWorld;
  beforeAll(async () => {
    world = await createUploadsWorld();
  });
  afterAll(async () => world.close());

  const send = async (contentType: string, payload: Buffer | string) =>
    world.testApp.app.inject({
      method: 'POST',
      url: '/api/v1/file_uploads',
      headers: {
        ...signedInHeaders(tenantKey, await world.sessionOf(world.orgAdmin), { 'accept-language': 'en' }),
        'content-type': contentType,
      },
      payload,
    });

  const wholeForm = () => multipartBody([{ name: 'logo.png', contentType: 'image/png', bytes: tinyPng() }]);

  it('answers 400 with the error envelope when the boundary is missing', async () => {
    const response = await send('multipart/form-data', wholeForm().body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      status: '400',
      code: 'multipart_invalid',
      title: 'Unreadable form',
    });
  });

  it('answers 400 when the body is cut off half-way', async () => {
    const form = wholeForm();
    const response = await send(form.contentType, form.body.subarray(0, Math.floor(form.body.length / 2)));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('multipart_invalid');
  });

  it('answers 400 when the body is not a form at all', async () => {
    const response = await send('multipart/form-data; boundary=abc', 'this is not a form');
    expect(response.statusCode).toBe(400);
  });

  it('answers 400 in Dutch by default', async () => {
    const response = await world.testApp.app.inject({
      method: 'POST',
      url: '/api/v1/file_uploads',
      headers: {
        ...signedInHeaders(tenantKey, await world.sessionOf(world.orgAdmin)),
        'content-type': 'multipart/form-data',
      },
      payload: wholeForm().body,
    });
    expect(response.json().errors[0].title).toBe('Onleesbaar formulier');
  });

  it('still stores a whole form', async () => {
    const form = wholeForm();
    expect((await send(form.contentType, form.body)).statusCode).toBe(201);
  });
});
