#!/usr/bin/env node
// `npm run bench:web`: builds the web app (timed), then loads `/` in Chromium and
// sums the gzipped size of every JavaScript file fetched before the page is
// interactive (network idle after load). Budget: 120 KiB.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { findChromium } from './find-chromium.mjs';

const budgetKiB = 120;
const port = 4399;
const root = path.resolve(import.meta.dirname, '..');

const buildStarted = Date.now();
const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
if (build.status !== 0) process.exit(build.status ?? 1);
const buildSeconds = (Date.now() - buildStarted) / 1000;

const executablePath = findChromium();
if (!executablePath) {
  console.error('bench:web needs Chromium (CHROME_PATH or /usr/bin/chromium).');
  process.exit(1);
}

const dataDir = path.join(tmpdir(), `volunteerly-bench-${process.pid}`);
// Node itself (not npm), so that killing this child stops the server: the compiled API, as `npm start` runs it.
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
  cwd: path.join(root, 'apps/api'),
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});

async function waitForHealth() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start');
}

try {
  await waitForHealth();
  const browser = await chromium.launch({
    executablePath,
    args: ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic'],
  });
  const page = await (await browser.newContext()).newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.set(new URL(response.url()).pathname, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(`http://localhost:${port}/`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await browser.close();

  const rows = [...scripts.entries()].sort((a, b) => b[1].gzip - a[1].gzip);
  const total = rows.reduce((sum, [, size]) => sum + size.gzip, 0);
  console.log('JavaScript loaded before first interaction on /:');
  for (const [file, size] of rows) {
    console.log(
      `  ${(size.gzip / 1024).toFixed(1).padStart(7)} KiB gz  ${(size.raw / 1024).toFixed(1).padStart(7)} KiB raw  ${file}`,
    );
  }
  const totalKiB = total / 1024;
  console.log(
    `total: ${totalKiB.toFixed(1)} KiB gzipped (budget ${budgetKiB} KiB) — ${totalKiB <= budgetKiB ? 'within budget' : 'OVER BUDGET'}`,
  );
  console.log(`build time: ${buildSeconds.toFixed(1)} s`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}.lock`, { force: true });
}
