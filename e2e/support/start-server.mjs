// Starts the API (serving the built web app) on a fresh embedded database for the browser suite.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

// The suite's one server (see playwright.config.ts) starts on a fresh data directory.
const dataDir = path.resolve(import.meta.dirname, '..', '.data');
rmSync(dataDir, { recursive: true, force: true });
rmSync(`${dataDir}.lock`, { force: true });

// Node itself (not npm), so that killing this child stops the server: the compiled API, as `npm start` runs it.
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
  cwd: path.resolve(import.meta.dirname, '../../apps/api'),
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '4310',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // Every journey signs in from 127.0.0.1; the per-IP limit has its own API tests.
    AUTH_RATE_LIMIT: '100000',
    // This closed network cannot reach PDOK; the offline geocoder places Utrecht postcodes (35xx) and others.
    GEOCODER: 'local',
    // The installation's default; the demo tenant switches moving on for itself (decision 016).
    ENABLE_ORGANIZATIONS_MOVING: 'false',
    // The Gelderse Handen host (issue 32 §6): a host of the vacaturebank tenant (its wildcard) that
    // shows only its landing page, signing in and the partners page.
    GELDERSE_HANDEN_HOST: 'gelderse-handen.vacaturebank.localhost',
    GELDERSE_HANDEN_PATHS: '/partners',
  },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
