import { configDefaults, defineConfig } from 'vitest/config';

// Where the database tests run (decision 047). Without TEST_DATABASE_URL every test runs on PGlite,
// the embedded default. With it (CI, when the local PostgreSQL server answers) the api-postgres
// project (vitest.config.ts at the root) runs the integration tests on the server, the production
// target, and this project keeps on PGlite what depends on the engine or runs once anyway: the unit
// tests, the start-up and durability of the real server, migrations and row-level security, the
// Dutch text search and distance, the job queue, the demo seed, tenancy and the cross-tenant suite,
// and the suites that do not depend on the database at all. The same test took about 2.6 times as
// long on in-memory PGlite as on the server (996 s against 381 s over 143 files, CI of 2026-11-28),
// and the browser suite drives the whole app on PGlite as `npm start` does.
const onPgliteWhenPostgresAnswers = [
  'src/**/*.test.ts',
  'test/process/**/*.test.ts',
  'test/database/**/*.test.ts',
  'test/architecture/**/*.test.ts',
  'test/vacancy-search/**/*.test.ts',
  'test/jobs/**/*.test.ts',
  'test/seed/**/*.test.ts',
  'test/tenancy/**/*.test.ts',
  'test/attack/cross-tenant.test.ts',
  'test/attack/cost.test.ts',
  'test/attack/page-addresses.test.ts',
  'test/attack/planted-examples.test.ts',
];

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: process.env.TEST_DATABASE_URL ? onPgliteWhenPostgresAnswers : ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The tests that start real API processes run the compiled server; this builds it once.
    globalSetup: ['test/support/build-server.ts'],
    // Starts real API processes on PostgreSQL with Redis: only the api-postgres project runs it.
    exclude: [...configDefaults.exclude, 'test/several-processes/**'],
    // Each file opens its own database; PGlite's start-up dominates, so give it room.
    testTimeout: 20_000,
    // Files share a worker's module cache (each still builds its own app on its own database):
    // importing the app once per worker instead of once per file took the project from 183 s to 109 s.
    isolate: false,
    hookTimeout: 60_000,
  },
});
