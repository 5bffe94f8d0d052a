import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Starts real API processes on PostgreSQL with Redis: only the api-postgres project runs it.
    exclude: [...configDefaults.exclude, 'test/several-processes/**'],
    // Each file opens its own database; PGlite's start-up dominates, so give it room.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
