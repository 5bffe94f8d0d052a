import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { repositoryRoot } from './source-imports.ts';

// A module's routes/ folder holds one file per endpoint (ARCHITECTURE.md), registered by its
// index.ts. A file there that adds no route to the app is dead, or a helper in the wrong place:
// the built app says which files were on the call stack when each of its routes was added.
const modulesFolder = 'apps/api/src/modules';
const routeFrame = /apps\/api\/src\/modules\/[^/]+\/routes\/[^/:)]+\.ts/g;

/** Every route file: `modules/*\/routes/*.ts`, without the index that registers them and tests. */
function listRouteFiles(): string[] {
  return readdirSync(path.join(repositoryRoot, modulesFolder))
    .map((module) => path.posix.join(modulesFolder, module, 'routes'))
    .filter((folder) => statSync(path.join(repositoryRoot, folder), { throwIfNoEntry: false })?.isDirectory())
    .flatMap((folder) => readdirSync(path.join(repositoryRoot, folder)).map((name) => path.posix.join(folder, name)))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('/index.ts') && !file.endsWith('.test.ts'))
    .sort();
}

/** The route files on the call stack when a route is added. */
function routeFilesOnStack(): string[] {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 100;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  return [...stack.replaceAll('\\', '/').matchAll(routeFrame)].map(([file]) => file);
}

describe('route files (apps/api/src/modules/*/routes)', () => {
  const contributing = new Set<string>();
  // Fastify announces each instance it creates before anything is registered on it.
  const watchRoutes = (message: unknown) => {
    (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', () => {
      for (const file of routeFilesOnStack()) contributing.add(file);
    });
  };
  let testApp: TestApp;

  beforeAll(async () => {
    subscribe('fastify.initialization', watchRoutes);
    try {
      testApp = await createTestApp();
    } finally {
      unsubscribe('fastify.initialization', watchRoutes);
    }
  });
  afterAll(() => testApp.close());

  it('each add at least one route to the built app', () => {
    const routeFiles = listRouteFiles();
    expect(routeFiles.length).toBeGreaterThan(100);
    expect(routeFiles.filter((file) => !contributing.has(file))).toEqual([]);
  });

  it('are seen adding their routes (the check itself works)', () => {
    expect([...contributing]).toEqual(
      expect.arrayContaining([
        `${modulesFolder}/tags/routes/list-tags.ts`,
        `${modulesFolder}/health/routes/get-health.ts`,
      ]),
    );
    expect(testApp.app.hasRoute({ method: 'GET', url: '/api/v1/tags' })).toBe(true);
  });
});
