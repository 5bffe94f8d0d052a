import { configDefaults, defineConfig } from 'vitest/config';

// The generated fuzz and role suites send thousands of requests through code that is the same on
// either database; when the api-postgres project runs them on the PostgreSQL server (the
// production target), this project leaves them to it. The cross-tenant suite, which leans on
// row-level security, runs on both.
const runOnceOnPostgres = process.env.TEST_DATABASE_URL
  ? ['test/attack/fuzz-smoke.test.ts', 'test/attack/fuzz-smoke-signed-in.test.ts', 'test/attack/role-matrix.test.ts']
  : [];

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The tests that start real API processes run the compiled server; this builds it once.
    globalSetup: ['test/support/build-server.ts'],
    // Starts real API processes on PostgreSQL with Redis: only the api-postgres project runs it.
    exclude: [...configDefaults.exclude, 'test/several-processes/**', ...runOnceOnPostgres],
    // Each file opens its own database; PGlite's start-up dominates, so give it room.
    testTimeout: 20_000,
    // Files share a worker's module cache (each still builds its own app on its own database):
    // importing the app once per worker instead of once per file took the project from 183 s to 109 s.
    isolate: false,
    hookTimeout: 60_000,
  },
});
