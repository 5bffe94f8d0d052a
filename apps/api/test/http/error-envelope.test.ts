import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { createTestApp, tenantHeaders, type TestApp } from '../support/test-app.ts';

// A write endpoint exists only in later features; this probe exercises the shared
// body parsing, validation and error machinery every write endpoint will use.
const probeBody = z.object({ name: z.string().min(2), details: z.object({ age: z.number().int().positive() }) });
let probeCalls = 0;

describe('HTTP error envelope and request handling', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      environment: { BODY_LIMIT_BYTES: '1024' },
      extraTenantRoutes(scope) {
        scope.post('/api/v1/probes', { schema: { body: probeBody } }, async (request) => {
          probeCalls += 1;
          return { received: request.body.name };
        });
      },
    });
    const tenant = await createTenant(testApp.database, { key: 'probe' });
    await createCenter(testApp.database, tenant.id, { center: { isDefault: true } });
  });
  afterAll(async () => testApp.close());

  const post = (payload: string, contentType = 'application/json', language = 'en') =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/v1/probes',
      headers: { ...tenantHeaders('probe'), 'content-type': contentType, 'accept-language': language },
      payload,
    });

  it('answers an unknown API route with a JSON:API 404', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/nothing-here',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      errors: [
        { status: '404', code: 'route_not_found', title: 'Not found', detail: 'There is no GET /api/v1/nothing-here.' },
      ],
    });
  });

  it('accepts a valid JSON and JSON:API body', async () => {
    const calls = probeCalls;
    const body = JSON.stringify({ name: 'Anna', details: { age: 30 } });
    expect((await post(body)).statusCode).toBe(200);
    expect((await post(body, 'application/vnd.api+json')).json()).toEqual({ received: 'Anna' });
    expect(probeCalls).toBe(calls + 2);
  });

  it('rejects invalid fields with 422 and a pointer per field, without calling the handler', async () => {
    const calls = probeCalls;
    const response = await post(JSON.stringify({ name: 'A', details: { age: -3 } }));
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors as { status: string; source: { pointer: string }; detail: string }[];
    expect(errors.map((error) => error.source.pointer).sort()).toEqual(['/details/age', '/name']);
    expect(errors.every((error) => error.status === '422' && error.detail.length > 0)).toBe(true);
    expect(probeCalls).toBe(calls);
  });

  it('translates validation messages into Dutch', async () => {
    const response = await post(JSON.stringify({ name: 'A', details: { age: 1 } }), 'application/json', 'nl');
    expect(response.json().errors[0].title).toBe('Ongeldige waarde');
    expect(response.json().errors[0].detail).toMatch(/Te kort|te klein|minimaal/i);
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    const calls = probeCalls;
    const response = await post('{"name": ');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ code: 'invalid_json', title: 'Invalid JSON' });
    expect(probeCalls).toBe(calls);
  });

  it.each([
    ['a form', 'name=Anna', 'application/x-www-form-urlencoded'],
    ['plain text', '{"name": "Anna"}', 'text/plain'],
    ['plain text with a charset', 'Anna', 'text/plain; charset=utf-8'],
  ])('answers %s body with 415, without calling the handler', async (_, payload, contentType) => {
    const calls = probeCalls;
    const response = await post(payload, contentType);
    expect(response.statusCode).toBe(415);
    expect(response.json().errors[0]).toMatchObject({
      code: 'unsupported_media_type',
      source: { header: 'Content-Type' },
    });
    expect(probeCalls).toBe(calls);
  });

  it('answers an oversized body with 413 naming the limit, without calling the handler', async () => {
    const calls = probeCalls;
    const response = await post(JSON.stringify({ name: 'x'.repeat(2000), details: { age: 1 } }));
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0]).toMatchObject({
      code: 'payload_too_large',
      detail: 'The request body may be at most 1024 bytes.',
    });
    expect(probeCalls).toBe(calls);
  });

  it('never puts a stack trace in a body', async () => {
    const responses = [await post('{"name": '), await post('x', 'text/plain')];
    for (const response of responses) expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});
