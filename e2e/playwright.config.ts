import { defineConfig } from '@playwright/test';
import { findChromium } from '../scripts/find-chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4310);

/** The browser suite runs the built app exactly as `npm start` serves it, on a fresh embedded database. */
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // A journey of many steps on a busy 2-core machine; each step still waits at most `expect.timeout`.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'nl-NL',
    trace: 'off',
    launchOptions: {
      executablePath: findChromium({ headlessShell: true }) ?? '/usr/bin/chromium',
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
  // One server for the whole suite: what differs between journeys (moving organisations, features) is per tenant.
  webServer: {
    command: `node support/start-server.mjs`,
    url: `http://localhost:${port}/api/health`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
