import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthAnswerSchema } from '@volunteerly/contracts/resources/health';
import { parseWithContract } from '../support/contract.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('GET /api/health', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => testApp.close());

  it('answers in the shape of the health contract, uncached', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(parseWithContract(healthAnswerSchema, response.json())).toEqual({ status: 'ok', database: 'ok' });
  });
});
