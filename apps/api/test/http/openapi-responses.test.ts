import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }>; description?: string }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

const methods = ['get', 'post', 'put', 'patch', 'delete'];

let testApp: TestApp;
let document: OpenApiDocument;

beforeAll(async () => {
  testApp = await createTestApp();
  const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
  document = response.json<OpenApiDocument>();
});
afterAll(() => testApp.close());

function operations(): { name: string; operation: Operation }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => methods.includes(method))
      .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
  );
}

describe('the OpenAPI document (/api/docs/json)', () => {
  it('shows a success response for every operation, with its schema unless it answers without a body', () => {
    const missing = operations()
      .filter(({ operation }) => {
        const success = Object.entries(operation.responses ?? {}).filter(([status]) => /^[23]/.test(status));
        if (success.length === 0) return true;
        return success.some(([status, response]) => status !== '204' && status[0] === '2' && !response.content);
      })
      .map(({ name }) => name);
    expect(operations().length).toBeGreaterThan(60);
    expect(missing).toEqual([]);
  });

  it('shows the error envelope for every operation', () => {
    const missing = operations()
      .filter(({ operation }) => !operation.responses?.['4XX']?.content && !operation.responses?.['4xx']?.content)
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });

  it('describes a vacancy in its snake_case wire form', () => {
    const show = document.paths['/api/v1/vacancies/{id}']?.['get'];
    const text = JSON.stringify(show?.responses?.['200']);
    expect(text).toContain('"published_at"');
    expect(text).toContain('"view_applications"');
    expect(text).not.toContain('"publishedAt"');
  });
});
