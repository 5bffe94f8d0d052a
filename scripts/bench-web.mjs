#!/usr/bin/env node
// `npm run bench:web` (issue 13 §2): builds the app (timed), starts the compiled
// API with the demo data and runs Lighthouse (mobile preset: its default config,
// simulated throttling; median of 3 runs by performance score; Debian's
// Chromium) on five public pages of the default tenant: `/`, a vacancy search,
// the search page without a query (issue 31 §6), a vacancy and an organisation. Prints per page performance, LCP, TBT, CLS,
// SEO, best practices and accessibility, plus the gzipped JavaScript loaded
// before interaction, and which targets each page misses. A missed target is
// reported, never fatal: the exit code is non-zero only when the run fails.
//
// BENCH_WEB_ROOT=<another checkout> builds and serves that checkout instead
// (before/after comparisons); BENCH_WEB_SKIP_BUILD=1 reuses its existing build;
// BENCH_WEB_PORT (default 4399); BENCH_WEB_QUERY, the search word (default maatje);
// BENCH_WEB_REPORT_DIR=<folder> keeps the median runs' Lighthouse reports (HTML and JSON).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright-core';
import { findChromium } from './find-chromium.mjs';
import { gzippedBytesByPart } from './javascript-parts.mjs';

const port = Number(process.env.BENCH_WEB_PORT || 4399);
const benchedRoot = path.resolve(process.env.BENCH_WEB_ROOT || path.join(import.meta.dirname, '..'));
const skipBuild = process.env.BENCH_WEB_SKIP_BUILD === '1';
const searchWord = process.env.BENCH_WEB_QUERY || 'maatje';
const reportDirectory = process.env.BENCH_WEB_REPORT_DIR ? path.resolve(process.env.BENCH_WEB_REPORT_DIR) : undefined;
// BENCH_WEB_RUNS and BENCH_WEB_PAGES (some of home,search,browse,vacancy,organization) make a quicker,
// rougher look while working on one page; the figures of record use the defaults.
const runsPerPage = Number(process.env.BENCH_WEB_RUNS || 3);
const pageNames = ['home', 'search', 'browse', 'vacancy', 'organization'];
const chosenPageNames = process.env.BENCH_WEB_PAGES ? process.env.BENCH_WEB_PAGES.split(',') : pageNames;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
// The flags the browser suite has always used: no background traffic that could land in a measurement.
const quietBrowserFlags = [
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
];
const apiOrigin = `http://127.0.0.1:${port}`;
// `localhost`, not 127.0.0.1: the pages resolve the tenant from the host, and localhost is the default tenant's.
const pageOrigin = `http://localhost:${port}`;

/** The targets of issue 13 §2; `category` names the Lighthouse category whose failing audits explain a miss. */
const targets = [
  { label: 'performance ≥ 95', value: (row) => row.performance, met: (value) => value >= 95 },
  { label: 'LCP ≤ 2.0 s', value: (row) => row.lcpSeconds, met: (value) => value <= 2.0, unit: ' s' },
  { label: 'TBT ≤ 100 ms', value: (row) => row.tbtMilliseconds, met: (value) => value <= 100, unit: ' ms' },
  { label: 'CLS ≤ 0.02', value: (row) => row.cls, met: (value) => value <= 0.02 },
  { label: 'SEO = 100', value: (row) => row.seo, met: (value) => value === 100, category: 'seo' },
  {
    label: 'best practices ≥ 95',
    value: (row) => row.bestPractices,
    met: (value) => value >= 95,
    category: 'best-practices',
  },
  {
    label: 'accessibility = 100',
    value: (row) => row.accessibility,
    met: (value) => value === 100,
    category: 'accessibility',
  },
  { label: 'JS ≤ 130 KiB gz', value: (row) => row.javascriptKiB, met: (value) => value <= 130, unit: ' KiB' },
];

// What must be stopped and removed however the run ends.
const dataDirectory = path.join(tmpdir(), `volunteerly-bench-web-${process.pid}`);
let server;
let serverErrorOutput = '';
let interrupted = false;
let playwrightBrowser;
const runningChromes = new Set();

async function cleanUp() {
  await playwrightBrowser?.close().catch(() => {});
  for (const chrome of runningChromes) chrome.kill();
  runningChromes.clear();
  if (server && server.exitCode === null && server.signalCode === null) {
    // The server closes its embedded database on SIGTERM; the directory goes only after it exited.
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    const killTimer = setTimeout(() => server.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(killTimer);
  }
  rmSync(dataDirectory, { recursive: true, force: true });
  rmSync(`${dataDirectory}.lock`, { force: true });
}

for (const [signal, exitCode] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.once(signal, () => {
    interrupted = true;
    void cleanUp().finally(() => process.exit(exitCode));
  });
}

function build() {
  if (skipBuild) return undefined;
  const started = Date.now();
  const result = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: benchedRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, VOLUNTEERLY_SOURCEMAPS: 'hidden' },
  });
  if (result.status !== 0) throw new Error(`the build of ${benchedRoot} failed`);
  return (Date.now() - started) / 1000;
}

async function startServer() {
  const serverEntry = path.join(benchedRoot, 'apps/api/dist/server.js');
  if (!existsSync(serverEntry))
    throw new Error(`${serverEntry} is missing: build first (without BENCH_WEB_SKIP_BUILD)`);
  // Another server on the port would answer the health check and be measured instead.
  const portTaken = await fetch(apiOrigin).then(
    () => true,
    () => false,
  );
  if (portTaken) throw new Error(`port ${port} is in use: set BENCH_WEB_PORT`);
  // Node itself (not npm), so that killing this child stops the server: the compiled API, as `npm start` runs it.
  server = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
    cwd: path.join(benchedRoot, 'apps/api'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDirectory, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  server.stderr.on('data', (chunk) => (serverErrorOutput = (serverErrorOutput + chunk).slice(-4000)));
  for (let attempt = 0; attempt < 240; attempt += 1) {
    assertServerRunning();
    try {
      if ((await fetch(`${apiOrigin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer /api/health within 2 minutes:\n${serverErrorOutput}`);
}

/** A run against a server that has gone measures Chromium's error page: stop with the server's last words. */
function assertServerRunning() {
  if (server.exitCode === null && server.signalCode === null) return;
  const how = server.signalCode ? `signal ${server.signalCode}` : `exit code ${server.exitCode}`;
  throw new Error(`the server stopped (${how}):\n${serverErrorOutput}`);
}

/** A GET on the running API as the web app sends it for the default tenant (X-Tenant and App-Context). */
async function getJson(pathAndQuery, tenant) {
  const headers = tenant ? { 'X-Tenant': tenant, 'App-Context': 'main' } : {};
  const response = await fetch(`${apiOrigin}${pathAndQuery}`, { headers });
  if (!response.ok) throw new Error(`GET ${pathAndQuery}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

/** The five pages, in the order of `pageNames`, with ids from the demo seed as the API reports them (never hard-coded). */
async function choosePages() {
  const { defaultTenant } = await getJson('/app-config.json');
  const search = await getJson(
    `/api/v1/vacancies/search?q=${encodeURIComponent(searchWord)}&page[size]=1`,
    defaultTenant,
  );
  const vacancy = search.data[0];
  if (!vacancy) throw new Error(`the search for "${searchWord}" finds no demo vacancy; set BENCH_WEB_QUERY`);
  // The approved organisation with the most published vacancies: the fullest organisation page.
  const organizations = await getJson('/api/v1/organizations?include=vacancies&page[size]=100', defaultTenant);
  const organization = organizations.data
    .filter((entry) => entry.attributes?.status === undefined || entry.attributes.status === 'approved')
    .sort((a, b) => (b.relationships?.vacancies?.data.length ?? 0) - (a.relationships?.vacancies?.data.length ?? 0))[0];
  if (!organization) throw new Error(`the default tenant "${defaultTenant}" lists no approved organisation`);
  return [
    '/',
    `/vacancies/search?q=${encodeURIComponent(searchWord)}`,
    '/vacancies/search',
    `/vacancies/${vacancy.id}`,
    `/organizations/${organization.id}`,
  ];
}

/**
 * The gzipped (level 9) JavaScript a page fetches before interaction: every script
 * response until the network is idle after load, on Lighthouse's mobile device.
 */
async function measureJavaScript(pagePath) {
  const emulation = screenEmulationMetrics.mobile;
  const context = await playwrightBrowser.newContext({
    viewport: { width: emulation.width, height: emulation.height },
    deviceScaleFactor: emulation.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
  });
  const page = await context.newPage();
  const pending = [];
  const scripts = new Map();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const read = response
      .body()
      .catch(() => Buffer.alloc(0))
      .then((body) => scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length));
    pending.push(read);
  });
  await page.goto(`${pageOrigin}${pagePath}`, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await context.close();
  const files = [...scripts.entries()].sort((a, b) => b[1] - a[1]);
  return { kibibytes: files.reduce((sum, [, bytes]) => sum + bytes, 0) / 1024, files };
}

/** One Lighthouse run in a fresh Chromium (own profile, like Lighthouse CI does it). */
async function runLighthouse(chromePath, url) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []), ...quietBrowserFlags],
    // Ctrl-C is ours to handle: chrome-launcher's own handler would exit before the server is stopped.
    handleSIGINT: false,
    logLevel: 'silent',
  });
  runningChromes.add(chrome);
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: categories,
    });
    if (!result?.lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    // The HTML report rides along, for BENCH_WEB_REPORT_DIR.
    return Object.defineProperty(result.lhr, 'html', { value: result.report, enumerable: false });
  } finally {
    chrome.kill();
    runningChromes.delete(chrome);
  }
}

/**
 * A run that Lighthouse ended with a runtime error is run again, at most twice:
 * its trace errors are intermittent (NO_NAVSTART, with today's Chromium) and
 * its own message says to run it again. Every retry is reported.
 */
async function runLighthouseUntilValid(chromePath, url, retries) {
  for (let attempt = 1; ; attempt += 1) {
    const report = await runLighthouse(chromePath, url);
    assertServerRunning();
    if (!report.runtimeError) return report;
    const reason = `${report.runtimeError.code}: ${report.runtimeError.message}`;
    if (attempt === 3) throw new Error(`Lighthouse on ${url} failed three times; last ${reason}`);
    retries.push(`${url}: ${report.runtimeError.code}`);
  }
}

/** The run in the middle when sorted by performance score. */
function medianByPerformance(reports) {
  const sorted = [...reports].sort(
    (a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0),
  );
  return sorted[Math.floor(sorted.length / 2)];
}

const score = (report, category) =>
  report.categories[category].score === null ? Number.NaN : Math.round(report.categories[category].score * 100);

/**
 * The scored audits of a category that did not pass, as Lighthouse ids with what
 * they found in brackets where that is short: the explanation, the kinds of
 * issue, the console errors with the host they came from.
 */
function failingAudits(report, category) {
  return report.categories[category].auditRefs
    .filter((reference) => reference.weight > 0)
    .map((reference) => report.audits[reference.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => {
      const findings = new Set(audit.explanation ? [audit.explanation] : []);
      for (const item of audit.details?.items ?? []) {
        if (item.issueType) findings.add(item.issueType);
        else if (typeof item.description === 'string') {
          const url = item.sourceLocation?.url;
          findings.add(url && URL.canParse(url) ? `${item.description} from ${new URL(url).host}` : item.description);
        }
      }
      return findings.size ? `${audit.id} [${[...findings].join('; ')}]` : audit.id;
    });
}

function describeMisses(row) {
  const misses = targets
    .filter((target) => !target.met(target.value(row)))
    .map((target) => {
      const failing = target.category ? failingAudits(row.report, target.category) : [];
      const detail = [`${target.value(row)}${target.unit ?? ''}`, ...(failing.length ? [failing.join(', ')] : [])];
      return `${target.label} (${detail.join(': ')})`;
    });
  return misses.length ? `misses ${misses.join('; ')}` : 'meets every target';
}

/**
 * What each part costs on each page (KiB gzipped, estimated from the build's source maps): the
 * libraries one by one and our own code by folder; parts under 0.5 KiB on every page are summed.
 */
function printParts(pages) {
  const buildDirectory = path.join(benchedRoot, 'apps/web/dist');
  const byPage = pages.map(([pagePath, files]) => [pagePath, gzippedBytesByPart(files, buildDirectory)]);
  if (byPage.some(([, parts]) => parts === undefined)) {
    console.log('\nNo source maps in the build: the JavaScript per part needs the benchmark’s own build.');
    return;
  }
  const kibibytes = (bytes) => (bytes / 1024).toFixed(1);
  const costs = byPage.map(([, parts]) => new Map(parts));
  const partNames = [...new Set(byPage.flatMap(([, parts]) => parts.map(([name]) => name)))];
  const largest = (name) => Math.max(...costs.map((cost) => cost.get(name) ?? 0));
  const shown = partNames
    .filter((name) => largest(name) >= 512)
    .sort((first, second) => largest(second) - largest(first));
  const small = partNames.filter((name) => !shown.includes(name));
  const header = ['part', ...byPage.map(([pagePath]) => pagePath.split('?')[0].replace(/\/[0-9a-f-]{36}$/, '/{id}'))];
  const lines = shown.map((name) => [name, ...costs.map((cost) => kibibytes(cost.get(name) ?? 0))]);
  lines.push([
    `${small.length} smaller parts`,
    ...costs.map((cost) => kibibytes(small.reduce((sum, name) => sum + (cost.get(name) ?? 0), 0))),
  ]);
  lines.push(['total', ...costs.map((cost) => kibibytes([...cost.values()].reduce((sum, bytes) => sum + bytes, 0)))]);
  const widths = header.map((_, column) => Math.max(...[header, ...lines].map((line) => line[column].length)));
  console.log('\nJavaScript before interaction per part (KiB gzipped, shared out by the source maps):');
  for (const line of [header, ...lines])
    console.log(
      line.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]) : cell.padStart(widths[column]))).join('  '),
    );
}

function printTable(rows) {
  const header = ['page', 'perf', 'LCP s', 'TBT ms', 'CLS', 'SEO', 'best pr.', 'a11y', 'JS KiB gz'];
  const lines = rows.map((row) => [
    row.pagePath,
    String(row.performance),
    row.lcpSeconds.toFixed(2),
    String(row.tbtMilliseconds),
    row.cls.toFixed(3),
    String(row.seo),
    String(row.bestPractices),
    String(row.accessibility),
    row.javascriptKiB.toFixed(1),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ');
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}

async function main() {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('bench:web needs Chromium (CHROME_PATH or /usr/bin/chromium).');
  const buildSeconds = build();
  await startServer();
  const pagePaths = (await choosePages()).filter((_, index) => chosenPageNames.includes(pageNames[index]));
  if (pagePaths.length === 0) throw new Error(`BENCH_WEB_PAGES names none of ${pageNames.join(', ')}`);

  // Measured first, so that each page has been served once before Lighthouse times it.
  playwrightBrowser = await chromium.launch({
    executablePath: chromePath,
    args: quietBrowserFlags,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  const javascript = new Map();
  for (const pagePath of pagePaths) javascript.set(pagePath, await measureJavaScript(pagePath));
  await playwrightBrowser.close();
  playwrightBrowser = undefined;

  const rows = [];
  const retries = [];
  for (const pagePath of pagePaths) {
    const reports = [];
    for (let run = 1; run <= runsPerPage; run += 1) {
      process.stderr.write(`Lighthouse ${pagePath} run ${run}/${runsPerPage}\n`);
      reports.push(await runLighthouseUntilValid(chromePath, `${pageOrigin}${pagePath}`, retries));
    }
    const report = medianByPerformance(reports);
    rows.push({
      pagePath,
      report,
      allPerformance: reports.map((each) => score(each, 'performance')),
      performance: score(report, 'performance'),
      lcpSeconds: Math.round(report.audits['largest-contentful-paint'].numericValue / 10) / 100,
      tbtMilliseconds: Math.round(report.audits['total-blocking-time'].numericValue),
      cls: Math.round(report.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
      seo: score(report, 'seo'),
      bestPractices: score(report, 'best-practices'),
      accessibility: score(report, 'accessibility'),
      javascriptKiB: Math.round(javascript.get(pagePath).kibibytes * 10) / 10,
    });
  }

  const { lighthouseVersion, environment } = rows[0].report;
  console.log(
    `\nbench:web on ${benchedRoot}: Lighthouse ${lighthouseVersion}, mobile preset, median of ${runsPerPage} by performance; ` +
      `${environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}, benchmark index ${environment.benchmarkIndex}\n`,
  );
  printTable(rows);
  console.log('\nTargets: performance ≥ 95, LCP ≤ 2.0 s, TBT ≤ 100 ms, CLS ≤ 0.02, SEO = 100, accessibility = 100,');
  console.log('best practices ≥ 95, JavaScript before interaction ≤ 130 KiB gzipped.');
  const pageWidth = Math.max(...rows.map((row) => row.pagePath.length));
  for (const row of rows) console.log(`${row.pagePath.padEnd(pageWidth)}  ${describeMisses(row)}`);

  console.log('\nPer page: performance of each run; the largest scripts before interaction (KiB gzipped):');
  for (const row of rows) {
    const { files } = javascript.get(row.pagePath);
    const kibibytes = (entries) => (entries.reduce((sum, [, bytes]) => sum + bytes, 0) / 1024).toFixed(1);
    const largest = files.slice(0, 5).map(([file, bytes]) => `${path.basename(file)} ${kibibytes([[file, bytes]])}`);
    const rest = files.length > 5 ? [`${files.length - 5} more ${kibibytes(files.slice(5))}`] : [];
    console.log(
      `${row.pagePath.padEnd(pageWidth)}  runs ${row.allPerformance.join(', ')}; ${[...largest, ...rest].join(', ')}`,
    );
  }
  printParts(rows.map((row) => [row.pagePath, javascript.get(row.pagePath).files]));
  if (reportDirectory) {
    mkdirSync(reportDirectory, { recursive: true });
    for (const row of rows) {
      const name = row.pagePath.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
      writeFileSync(path.join(reportDirectory, `${name}.report.html`), row.report.html);
      writeFileSync(path.join(reportDirectory, `${name}.report.json`), JSON.stringify(row.report));
    }
    console.log(`The median runs' Lighthouse reports are in ${reportDirectory}.`);
  }
  const warnings = [...new Set(rows.flatMap((row) => row.report.runWarnings))];
  for (const warning of warnings) console.log(`Lighthouse warning: ${warning}`);
  for (const retry of retries) console.log(`Lighthouse run repeated after ${retry}`);
  console.log(
    `\nbuild time: ${buildSeconds === undefined ? 'skipped (BENCH_WEB_SKIP_BUILD=1)' : `${buildSeconds.toFixed(1)} s`}`,
  );
}

try {
  await main();
} catch (error) {
  // After Ctrl-C the failure is only the closed browser: say nothing.
  if (!interrupted) console.error(`bench:web failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
