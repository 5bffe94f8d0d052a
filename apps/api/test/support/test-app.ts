import { buildApp, type AppDependencies } from '../../src/app.ts';
import { loadConfig, type AppConfig } from '../../src/platform/config/config.ts';
import type { AppInstance } from '../../src/platform/http/app-instance.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/** A built app on a fresh database, for `inject`-based tests. */
export interface TestApp extends TestDatabase {
  app: AppInstance;
  config: AppConfig;
  close(): Promise<void>;
}

/** The configuration tests run with; environment overrides win. */
export function testConfig(environment: NodeJS.ProcessEnv = {}): AppConfig {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent-web-dist', ...environment });
}

/** Builds the app on a fresh migrated database. */
export async function createTestApp(
  options: { environment?: NodeJS.ProcessEnv; extraTenantRoutes?: AppDependencies['extraTenantRoutes'] } = {},
): Promise<TestApp> {
  const testDatabase = await createTestDatabase();
  const config = testConfig(options.environment);
  const app = await buildApp({
    config,
    database: testDatabase.database,
    logger: false,
    ...(options.extraTenantRoutes ? { extraTenantRoutes: options.extraTenantRoutes } : {}),
  });
  return {
    ...testDatabase,
    app,
    config,
    async close() {
      await app.close();
      await testDatabase.destroy();
    },
  };
}

/** The headers every tenant-scoped call of the web app sends. */
export function tenantHeaders(tenantKey: string, extra: Record<string, string> = {}): Record<string, string> {
  return { 'x-tenant': tenantKey, 'app-context': 'main', ...extra };
}
