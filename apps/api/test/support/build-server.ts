import { buildApi } from '../../scripts/build.ts';

/**
 * Vitest's global set-up: compiles dist/server.js once per run, so the tests that start real API
 * processes run what `npm start` runs (plain JavaScript, no loader), and start in half the time.
 */
export default async function buildServer(): Promise<void> {
  await buildApi();
}
