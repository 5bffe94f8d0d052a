import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each file opens its own database; PGlite's start-up dominates, so give it room.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
