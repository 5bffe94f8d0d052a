import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4310);
/** A second server with enableOrganizationsMoving on (spec §9: true in one layer, false in the base one). */
export const movingPort = port + 1;

/** The browser suite runs the built app exactly as `npm start` serves it, on a fresh embedded database. */
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'nl-NL',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      // Without these, Chromium keeps calling home, which this closed network refuses.
      args: [
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: `node support/start-server.mjs`,
      url: `http://localhost:${port}/api/health`,
      env: { E2E_PORT: String(port) },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node support/start-server.mjs`,
      url: `http://localhost:${movingPort}/api/health`,
      env: { E2E_PORT: String(movingPort), E2E_DATA_DIR: '.data-moving', E2E_ORGANIZATIONS_MOVING: 'true' },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
