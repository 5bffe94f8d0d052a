import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup-tests.ts'],
    // Whole-app renders with lazy pages are slow on a loaded machine; see setup-tests.ts.
    testTimeout: 30_000,
    // Secure cookies need an https origin in jsdom, as in browsers outside localhost.
    environmentOptions: { jsdom: { url: 'https://volunteerly.test/' } },
  },
});
