#!/usr/bin/env node
// `npm run bench:api`, in two parts on one database: PostgreSQL in DATABASE_URL
// (in a database of its own, `volunteerly_bench`, dropped and made again), or
// else in-memory PGlite.
//
// 1. The request path (PostgreSQL only; issue 12): the API started as a user
//    would (`SEED=demo npm start`, compiled, in its own process), 100,000
//    vacancies added in SQL, and autocannon with 20 connections against the
//    main endpoints: requests/s, p50, p99, the ratio to the plain driver's
//    figure in the same run, and SQL round trips per request (counted through
//    the statement hook of an in-process app on the same database). Then the
//    embedded database's figure: a second server on PGlite. BENCH_PROFILE=1
//    adds a CPU profile of the server under the same load and prints its top
//    entries; BENCH_API_DIR=<a checkout's apps/api> measures that checkout's
//    server instead (for a before figure; round trips are then not counted).
// 2. The vacancy search at 100,000 vacancies: for each scenario (text,
//    distance, filters, detail) the database time (p50/p95 over 200 random
//    queries through the repository and driver), the HTTP endpoint at a fixed
//    rate (p50/p95/p99) and at its maximum with 32 concurrent connections, and
//    the endpoint's throughput over the database's.
// Targets are printed with PASS or MISS; a miss is never fatal.
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import { benchRequestPath, benchEmbeddedDatabase } from './bench-api/request-path.mjs';
import { startServer } from './bench-api/endpoints.mjs';
import {
  closedLoopRate,
  fixedRateTimes,
  percentile,
  seededRandom,
  sequentialTimes,
  verdict,
} from './bench-api/measure.mjs';
import { platformSql, titleNouns, towns, vacanciesSql } from './bench-api/seed-sql.mjs';

register();
const api = (file) => import(new URL(`../apps/api/src/${file}`, import.meta.url).href);

const vacancyCount = Number(process.env.BENCH_VACANCIES ?? 100_000);
const tenantCount = 10;
const dbQueries = Number(process.env.BENCH_DB_QUERIES ?? 200);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rate = Number(process.env.BENCH_RATE ?? 50);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 32);
const targets = { dbP95: 30, httpP95: 50, ratio: 0.5 };
const benchDatabaseName = 'volunteerly_bench';

const { openDatabase } = await api('platform/database/connection.ts');
const { migrate } = await api('platform/database/migrator.ts');
const { withTenant } = await api('platform/database/tenant-scope.ts');
const { buildApp } = await api('app.ts');
const { loadConfig } = await api('platform/config/config.ts');
const { createLocalGeocoder } = await api('platform/geocoding/local-geocoder.ts');
const { pageWindow } = await api('platform/http/json-api.ts');
const { vacancySearchQuerySchema, vacancySearchRequestOf } = await api(
  'modules/vacancy-search/vacancy-search.request-schemas.ts',
);
const { createVacancySearchAnswers, searchCriteria, searchVacancies, textAlternatives, withPublicSearchScope } =
  await api('modules/vacancy-search/vacancy-search.service.ts');
const { searchMatchesStatement } = await api('modules/vacancy-search/vacancy-search.repository.ts');
const { createPublicVacancyRecords, showVacancy } = await api('modules/vacancies/vacancies.service.ts');
const { createVacancyViewCounter } = await api('modules/vacancies/vacancy-view-counter.ts');
const { sql } = await import('drizzle-orm');

const root = path.resolve(import.meta.dirname, '..');
const apiDirectory = path.resolve(process.env.BENCH_API_DIR ?? path.join(root, 'apps/api'));
const isThisCheckout = apiDirectory === path.join(root, 'apps/api');
const requestPathSeconds = Number(process.env.BENCH_REQUEST_SECONDS ?? 8);

/** The bench's own database: a fresh one on the server, or in-memory PGlite. */
async function openBenchDatabase() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl)
    return {
      database: await openDatabase({ inMemory: true }),
      label: 'PGlite (in memory)',
      drop: async () => {},
      url: undefined,
    };
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${benchDatabaseName} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${benchDatabaseName}`);
  const version = (await admin.query('show server_version')).rows[0].server_version;
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${benchDatabaseName}`;
  const drop = async () => {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${benchDatabaseName} WITH (FORCE)`);
    await cleanup.end();
  };
  return {
    database: await openDatabase({ url: url.toString() }),
    label: `PostgreSQL ${version} (${benchDatabaseName})`,
    drop,
    url: url.toString(),
  };
}

const ms = (value) => `${value.toFixed(1)} ms`;
const elapsed = (started) => `${((performance.now() - started) / 1000).toFixed(1)} s`;

if (isThisCheckout) {
  // The server under test is this checkout's, compiled as `npm start` does.
  const build = spawnSync('npm', ['run', '--silent', 'build', '--workspace', '@volunteerly/api'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { database, label, drop, url: databaseUrl } = await openBenchDatabase();
const geocoder = createLocalGeocoder();
let app;
let server;
try {
  console.log(`bench:api on ${label}`);
  let started = performance.now();
  if (databaseUrl) {
    // The server migrates and loads the demo data as `SEED=demo npm start` does.
    server = await startServer({ apiDirectory, environment: { DATABASE_URL: databaseUrl } });
    console.log(`server under test: ${apiDirectory}, ${server.label}; migrated and seeded in ${elapsed(started)}`);
    started = performance.now();
  } else {
    await migrate(database);
  }
  await database.session((session) => session.runScript(platformSql(tenantCount)));
  await database.session((session) => session.runScript(vacanciesSql(vacancyCount)));
  if (databaseUrl) {
    // Measured on a settled server: autovacuum and a checkpoint after the bulk load would
    // otherwise land in the middle of the measurements.
    await database.session(async (session) => {
      await session.runScript('vacuum (analyze)');
      await session.runScript('checkpoint');
    });
  }
  const [counts] = await database.session((session) =>
    session.query(
      'select (select count(*) from vacancies)::int as vacancies, (select count(*) from vacancy_tags)::int as tags',
    ),
  );
  console.log(
    `seeded ${counts.vacancies} vacancies with ${counts.tags} tags on them in ${elapsed(started)} (SQL seed, ANALYZE; VACUUM on PostgreSQL)`,
  );

  // What the random queries pick from.
  const tenants = await database.session((session) =>
    session.query(
      `select id, key, app_name, hosts, center_sharing_enabled from tenants where key like 'bench-%' order by id`,
    ),
  );
  const tagRows = await database.session((session) => session.query('select tenant_id, kind, id from tags'));
  const detailRows = await database.session((session) =>
    session.query(`select v.tenant_id, v.id from vacancies v join organizations o on o.id = v.organization_id
      join tenants t on t.id = v.tenant_id
      where t.key like 'bench-%' and v.status = 'published' and o.status = 'approved'
        and (v.expires_on is null or v.expires_on >= current_date)
      order by v.id limit 5000`),
  );
  const keepingNoAnswers = createVacancySearchAnswers(database, 0);
  const audiences = tenants.map((row) => ({
    tenant: {
      id: Number(row.id),
      key: row.key,
      appName: row.app_name,
      hosts: row.hosts,
      features: { volunteerProfiles: false, centerSharing: row.center_sharing_enabled },
    },
    centerId: undefined,
  }));
  const tagsOf = (tenantId, kind) =>
    tagRows.filter((row) => Number(row.tenant_id) === tenantId && row.kind === kind).map((row) => Number(row.id));

  const random = seededRandom(7);
  const pickOne = (values) => values[Math.floor(random() * values.length)];
  const words = [
    ...titleNouns.map((noun) => noun.toLowerCase()),
    'boodschappen',
    'wandelingen',
    'koken',
    'voedselbank',
    'nieuwkomers',
    'taallessen',
    'vrijwiliger',
    'taalmatje',
    'chaufeur',
  ];
  const searchInput = (params) => {
    const audience = pickOne(audiences);
    return { audience, params: { ...params(audience) } };
  };
  const scenarios = [
    {
      name: 'search with text',
      next: () => searchInput(() => ({ q: pickOne(words) })),
    },
    {
      name: 'search with distance',
      next: () =>
        searchInput(() => {
          const [, , latitude, longitude] = pickOne(towns);
          return {
            latitude: String((latitude + (random() - 0.5) * 0.1).toFixed(4)),
            longitude: String((longitude + (random() - 0.5) * 0.1).toFixed(4)),
            distance: String(pickOne([5, 10, 25])),
            sort: 'distance',
          };
        }),
    },
    {
      name: 'search with filters',
      next: () =>
        searchInput((audience) => ({
          'filter[category]': String(pickOne(tagsOf(audience.tenant.id, 'category'))),
          'filter[skill]': `${pickOne(tagsOf(audience.tenant.id, 'skill'))},${pickOne(tagsOf(audience.tenant.id, 'skill'))}`,
          'filter[commitment]': pickOne(['recurring', 'one_off,period']),
          'filter[vog_required]': pickOne(['true', 'false']),
        })),
    },
  ].map((scenario) => ({
    ...scenario,
    db: async ({ audience, params }) => {
      const query = vacancySearchQuerySchema.parse(params);
      // Keeps no answers: the database's time is what this part measures.
      return searchVacancies(
        database,
        keepingNoAnswers,
        geocoder,
        audience,
        vacancySearchRequestOf(query),
        pageWindow(query),
      );
    },
    url: ({ params }) => `/api/v1/vacancies/search?${new URLSearchParams(params)}`,
    explain: async ({ audience, params }) => {
      const query = vacancySearchQuerySchema.parse(params);
      const alternatives = await textAlternatives(keepingNoAnswers, audience.tenant.id, query.q, 'nl');
      const { criteria } = await searchCriteria(geocoder, audience, vacancySearchRequestOf(query), alternatives);
      return withPublicSearchScope(database, audience.tenant.id, async (scope) =>
        scope.transaction.execute(
          sql`explain (analyze, buffers) ${searchMatchesStatement(scope, criteria, pageWindow(query))}`,
        ),
      );
    },
  }));
  // The database part of a view counts in a counter of its own, never stored.
  const views = createVacancyViewCounter(database, { intervalMs: 0, logger: console });
  // A cache that keeps nothing, so every read reaches the database (as the search's part does).
  const keepingNoRecords = createPublicVacancyRecords(database, 0);
  scenarios.push({
    name: 'public detail GET /api/v1/vacancies/{id}',
    next: () => {
      const row = pickOne(detailRows);
      const audience = audiences.find((candidate) => candidate.tenant.id === Number(row.tenant_id));
      return { audience, id: Number(row.id) };
    },
    db: ({ audience, id }) => showVacancy(database, keepingNoRecords, views, audience.tenant.id, undefined, id),
    url: ({ id }) => `/api/v1/vacancies/${id}`,
    // The published vacancy's read (what an outsider's visit runs; its view is counted in memory).
    explain: ({ audience, id }) =>
      withTenant(database, audience.tenant.id, (scope) =>
        scope.transaction.execute(
          sql`explain (analyze, buffers) select * from vacancies
            where tenant_id = ${audience.tenant.id} and id = ${id} and status = 'published'`,
        ),
      ),
  });

  // The endpoint, served for real on a local port.
  const dataDir = path.join(tmpdir(), `volunteerly-bench-api-${process.pid}`);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    GEOCODER: 'local',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: '/nonexistent',
  });
  app = await buildApp({ config, database, geocoder, logger: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });

  if (databaseUrl) {
    // Counts a first asker's round trips: an app that keeps no answers (decision 019).
    const appKeepingNothing = isThisCheckout
      ? await buildApp({ config: { ...config, catalogueCacheEntries: 0 }, database, geocoder, logger: false })
      : undefined;
    await benchRequestPath({
      vacancyCount: counts.vacancies,
      app: isThisCheckout ? app : undefined,
      appKeepingNothing,
      database,
      databaseUrl,
      server,
      apiDirectory,
      seconds: requestPathSeconds,
      profile: process.env.BENCH_PROFILE === '1',
    });
    await appKeepingNothing?.close();
    await server.stop();
    server = undefined;
  }
  await benchEmbeddedDatabase({ apiDirectory, seconds: requestPathSeconds });
  // BENCH_SKIP_SEARCH=1 stops after the request path.
  const searchScenarios = process.env.BENCH_SKIP_SEARCH === '1' ? [] : scenarios;

  let failures = 0;
  const get = async (input) => {
    try {
      const response = await fetch(base + input.url, {
        headers: { 'x-tenant': input.audience.tenant.key, 'app-context': 'main' },
      });
      await response.arrayBuffer();
      if (response.status !== 200) failures += 1;
    } catch {
      // A refused or reset connection counts as a failure, not a crash.
      failures += 1;
    }
  };
  const withUrl = (scenario) => () => {
    const input = scenario.next();
    return { ...input, url: scenario.url(input) };
  };

  const results = [];
  for (const scenario of searchScenarios) {
    started = performance.now();
    for (let warm = 0; warm < 20; warm += 1) await scenario.db(scenario.next());
    // The endpoint settles too: each tenant's first text search reads its vocabulary (decision
    // 025; about 200 ms at 10,000 vacancies in one tenant), a once-per-process cost, not latency.
    for (let warm = 0; warm < 40; warm += 1) await get(withUrl(scenario)());
    const dbTimes = await sequentialTimes(Array.from({ length: dbQueries }, scenario.next), scenario.db);
    const dbRate = await closedLoopRate(concurrency, seconds, scenario.next, scenario.db);
    const httpTimes = await fixedRateTimes(rate, seconds, withUrl(scenario), get);
    const httpRate = await closedLoopRate(concurrency, seconds, withUrl(scenario), get);
    const planRows = await scenario.explain(scenario.next());
    const plan = (planRows.rows ?? planRows).map((row) => row['QUERY PLAN']);
    const result = {
      name: scenario.name,
      dbP50: percentile(dbTimes, 0.5),
      dbP95: percentile(dbTimes, 0.95),
      dbRate,
      httpP50: percentile(httpTimes, 0.5),
      httpP95: percentile(httpTimes, 0.95),
      httpP99: percentile(httpTimes, 0.99),
      httpRate,
      ratio: httpRate / dbRate,
      plan,
    };
    results.push(result);
    console.log(`\n== ${scenario.name} (${elapsed(started)})`);
    console.log(
      `  database, ${dbQueries} random queries one by one: p50 ${ms(result.dbP50)}, p95 ${ms(result.dbP95)}  [target p95 ≤ ${targets.dbP95} ms: ${verdict(result.dbP95 <= targets.dbP95)}]`,
    );
    console.log(
      `  database, ${concurrency} concurrent callers for ${seconds} s: ${result.dbRate.toFixed(0)} queries/s`,
    );
    console.log(
      `  HTTP at ${rate} requests/s for ${seconds} s: p50 ${ms(result.httpP50)}, p95 ${ms(result.httpP95)}, p99 ${ms(result.httpP99)}  [target p95 ≤ ${targets.httpP95} ms: ${verdict(result.httpP95 <= targets.httpP95)}]`,
    );
    console.log(
      `  HTTP, ${concurrency} concurrent connections for ${seconds} s: ${result.httpRate.toFixed(0)} requests/s`,
    );
    console.log(
      `  endpoint / database throughput: ${result.ratio.toFixed(2)}  [target ≥ ${targets.ratio}: ${verdict(result.ratio >= targets.ratio)}]`,
    );
    const indexLines = plan.filter((line) => /Index|Bitmap/.test(line));
    console.log('  EXPLAIN (ANALYZE, BUFFERS), top lines:');
    for (const line of plan.slice(0, 8)) console.log(`    ${line}`);
    console.log('  ...index use:');
    for (const line of [...new Set(indexLines)].slice(0, 10)) console.log(`    ${line.trim()}`);
    const timing = plan.filter((line) => /^(Planning|Execution) Time/.test(line));
    for (const line of timing) console.log(`    ${line}`);
  }
  if (results.length > 0) {
    // By the median: one stall of a loaded machine moves a p95 of 200 samples.
    const slowest = results.reduce((worst, result) => (result.dbP50 > worst.dbP50 ? result : worst));
    console.log(`\nslowest query: ${slowest.name} (database p50 ${ms(slowest.dbP50)}, p95 ${ms(slowest.dbP95)})`);
    if (failures > 0) console.log(`note: ${failures} HTTP responses were not 200`);
    console.log(
      `summary: ${results
        .map(
          (result) =>
            `${result.name}: DB p95 ${verdict(result.dbP95 <= targets.dbP95)}, HTTP p95 ${verdict(result.httpP95 <= targets.httpP95)}, ratio ${verdict(result.ratio >= targets.ratio)}`,
        )
        .join('; ')}`,
    );
  }
} finally {
  await server?.stop();
  await app?.close();
  await database.close();
  if (process.env.BENCH_KEEP_DATABASE !== '1') await drop();
}
