import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// The database tests run on PGlite; when TEST_DATABASE_URL names a PostgreSQL server (CI sets it
// when the local server answers), the integration tests run on the server and the api project
// keeps on PGlite what depends on the engine (apps/api/vitest.config.ts, decision 047).
const postgresProjects = process.env.TEST_DATABASE_URL
  ? [
      {
        // Not `extends` of the api project: that would merge its `include`, and
        // the unit tests under src/ need no second run.
        root: './apps/api',
        test: {
          name: 'api-postgres',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          globalSetup: ['test/support/build-server.ts'],
          // test/process starts the real server on PGlite data directories (decision 011):
          // nothing in it depends on the database target, so it runs once, in the api project.
          // The cost suite measures this process's event loop, the page-address suite the page heads and
          // the planted examples the suites themselves, the architecture tests the source: none depends
          // on the database, so they run once.
          exclude: [
            ...configDefaults.exclude,
            'test/process/**',
            'test/architecture/**',
            'test/attack/cost.test.ts',
            'test/attack/page-addresses.test.ts',
            'test/attack/planted-examples.test.ts',
          ],
          env: { TEST_DATABASE_TARGET: 'postgres' },
          testTimeout: 20_000,
          isolate: false,
          hookTimeout: 60_000,
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    // Vitest's default (cores - 1) is one worker on a 2-core machine, while much of an API test
    // waits on the PostgreSQL server, a child process or a socket: one more worker than cores
    // took the suite from 700 s to 501 s on CI's 2 cores.
    maxWorkers: availableParallelism() + 1,
    projects: ['packages/contracts', 'packages/site', 'apps/api', 'apps/web', ...postgresProjects],
  },
});
