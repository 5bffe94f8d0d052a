#!/usr/bin/env node
// The whole suite, as the README's `npm test`: typecheck, lint, unit + API
// integration (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), then the
// browser suite. Prints each stage's time and one closing count line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findChromium } from './find-chromium.mjs';
import { playwrightFileTimes, slowestFilesReport, vitestFileTimes } from './slowest-test-files.mjs';

const reports = mkdtempSync(path.join(tmpdir(), 'volunteerly-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const fileTimes = [];

function run(name, command, args, environment = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...environment } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${name} (${seconds}s)`);
  if (!ok) failures.push(name);
  return ok;
}

/** Like `run`, but in the background with its output held until it ends (for stages run side by side). */
function runBuffered(name, command, args) {
  const started = Date.now();
  console.log(`\n▶ ${name} (alongside)`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: process.env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(Buffer.concat(output));
      console.log(`${code === 0 ? '✔' : '✘'} ${name} (${seconds}s)`);
      if (code !== 0) failures.push(name);
      resolve(code === 0);
    });
  });
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

// Typecheck, ESLint, Prettier and the build run in two lanes side by side, their output printed as
// each ends. ESLint is most of the work (its type-aware rules build each project's program with
// TypeScript 5.9), so it is cut by project into three runs and spread over both lanes; the
// typecheck (TypeScript 7, decision 049) takes a fraction of it.
const eslint = (name, ...args) =>
  runBuffered(`lint: code (ESLint, ${name})`, 'npx', ['eslint', '--max-warnings', '0', ...args]);
const chromium = findChromium({ headlessShell: true });
let built = false;
await Promise.all([
  (async () => {
    await runBuffered('typecheck', 'npm', ['run', '--silent', 'typecheck']);
    await runBuffered('lint: formatting (Prettier)', 'npm', ['run', '--silent', 'lint:format']);
    // The web app and the API as `npm start` serves them, for the browser suite.
    if (chromium) built = await runBuffered('build web app', 'npm', ['run', '--silent', 'build']);
    await eslint('the rest', '.', '--ignore-pattern', 'apps/api/**', '--ignore-pattern', 'apps/web/**');
  })(),
  (async () => {
    await eslint('apps/api', 'apps/api');
    await eslint('apps/web', 'apps/web');
  })(),
]);

if (process.env.TEST_DATABASE_URL)
  console.log(`Database tests also run on PostgreSQL (${process.env.TEST_DATABASE_URL}).`);
const vitestReport = path.join(reports, 'vitest.json');
run('unit and API integration tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
  fileTimes.push(...vitestFileTimes(vitest, process.cwd()));
} else {
  totals.failed += 1;
}

if (!chromium) {
  const message =
    'BROWSER SUITE SKIPPED: no Chromium found (set CHROME_PATH, or install it: sudo apt-get install chromium-headless-shell).';
  console.log(`\n${'!'.repeat(message.length)}\n${message}\n${'!'.repeat(message.length)}`);
  if (process.env.E2E_REQUIRED === '1') failures.push('browser suite (E2E_REQUIRED=1 but no Chromium)');
} else if (built) {
  const playwrightReport = path.join(reports, 'playwright.json');
  run('browser suite (Playwright + axe-core)', 'npm', ['run', '--silent', 'test:e2e'], {
    CHROME_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  });
  const playwright = readJson(playwrightReport);
  if (playwright) {
    totals.passed += playwright.stats.expected + playwright.stats.flaky;
    totals.failed += playwright.stats.unexpected;
    totals.skipped += playwright.stats.skipped;
    fileTimes.push(...playwrightFileTimes(playwright));
  } else {
    totals.failed += 1;
  }
}

if (fileTimes.length) console.log(`\nThe ten slowest test files:\n${slowestFilesReport(fileTimes).join('\n')}`);
if (failures.length) console.log(`\nFailed stages: ${failures.join(', ')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);
