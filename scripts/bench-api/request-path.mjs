// Part 1 of `npm run bench:api`: the main endpoints under 20 connections,
// against the plain driver's figure, with SQL round trips per request and
// the targets of issue 12.
import pg from 'pg';
import { verdict } from './measure.mjs';
import {
  measureDriver,
  measureEndpoint,
  removeDirectory,
  scratchDirectory,
  startServer,
  topOfProfile,
} from './endpoints.mjs';
import { titleNouns, towns } from './seed-sql.mjs';

const demoLogin = { email: 'beheer@example.org', password: 'Demo-wachtwoord-2026' };
const main = { 'app-context': 'main' };
const demoHeaders = { 'x-tenant': 'demo', ...main };

/** The ids the endpoints read: the demo organisation, and published vacancies of one bench tenant. */
async function lookUpIds(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const organization = await client.query(
      `select o.id from organizations o join tenants t on t.id = o.tenant_id
       where t.key = 'demo' and o.status = 'approved' order by o.id limit 1`,
    );
    const vacancies = await client.query(
      `select v.id from vacancies v join tenants t on t.id = v.tenant_id
       join organizations o on o.id = v.organization_id
       where t.key = 'bench-1' and v.status = 'published' and o.status = 'approved'
         and (v.expires_on is null or v.expires_on >= current_date)
       order by v.id limit 20`,
    );
    const anyVacancies = await client.query('select tenant_id, id from vacancies order by id limit 1000');
    return {
      organizationId: Number(organization.rows[0].id),
      vacancyIds: vacancies.rows.map((row) => Number(row.id)),
      driverKeys: anyVacancies.rows.map((row) => ({ tenantId: Number(row.tenant_id), id: Number(row.id) })),
    };
  } finally {
    await client.end();
  }
}

/** The session headers of the demo super admin, signed in through `send`. */
async function signIn(send) {
  const response = await send('/auth/sign_in', {
    method: 'POST',
    headers: { ...demoHeaders, 'content-type': 'application/json' },
    body: JSON.stringify(demoLogin),
  });
  if (response.status !== 200) throw new Error(`demo sign-in answered ${response.status}`);
  const header = (name) => response.headers[name] ?? response.headers.get?.(name);
  return { 'access-token': header('access-token'), client: header('client'), uid: header('uid') };
}

/** The endpoints of the table: each a function giving the next request's path and headers. */
function endpoints({ organizationId, vacancyIds, session, vacancyCount }) {
  const size = `${Math.round(vacancyCount / 1000)}k`;
  let next = 0;
  const rotating = (values) => values[(next = (next + 1) % values.length)];
  const benchTenant = () => ({ 'x-tenant': `bench-${1 + (next % 10)}`, ...main });
  const words = titleNouns.map((noun) => noun.toLowerCase());
  return [
    { name: 'GET /api/health', next: () => ({ path: '/api/health', headers: {} }) },
    {
      name: 'GET /app-config.json',
      next: () => ({ path: '/app-config.json', headers: demoHeaders }),
      configuration: true,
    },
    {
      name: 'GET /api/v1/tenants/current',
      next: () => ({ path: '/api/v1/tenants/current', headers: demoHeaders }),
      configuration: true,
    },
    {
      name: 'GET /api/v1/organizations/{id}',
      next: () => ({ path: `/api/v1/organizations/${organizationId}`, headers: demoHeaders }),
      single: true,
      kept: true,
    },
    {
      name: 'GET /api/v1/vacancies/{id}, 20 different',
      next: () => ({ path: `/api/v1/vacancies/${rotating(vacancyIds)}`, headers: { 'x-tenant': 'bench-1', ...main } }),
      single: true,
    },
    {
      name: 'GET /api/v1/vacancies/{id}, one popular',
      next: () => ({ path: `/api/v1/vacancies/${vacancyIds[0]}`, headers: { 'x-tenant': 'bench-1', ...main } }),
      single: true,
      popular: true,
    },
    {
      name: `GET /api/v1/vacancies/search?q= (${size})`,
      next: () => ({ path: `/api/v1/vacancies/search?q=${rotating(words)}`, headers: benchTenant() }),
      search: true,
      kept: true,
    },
    {
      name: `GET /api/v1/vacancies/search, distance (${size})`,
      next: () => {
        const [, , latitude, longitude] = rotating(towns);
        return {
          path: `/api/v1/vacancies/search?latitude=${latitude}&longitude=${longitude}&distance=10&sort=distance`,
          headers: benchTenant(),
        };
      },
      search: true,
      kept: true,
    },
    {
      name: 'GET /api/v1/current_user?include=roles',
      next: () => ({ path: '/api/v1/current_user?include=roles', headers: { ...demoHeaders, ...session } }),
    },
  ];
}

/** Round trips of one request, the second of two (the first fills the caches). */
async function roundTripsOf(app, database, request) {
  const send = () => app.inject({ method: 'GET', url: request.path, headers: request.headers });
  await send();
  let count = 0;
  const stopObserving = database.observeStatements(() => {
    count += 1;
  });
  try {
    const response = await send();
    if (response.statusCode !== 200) return `HTTP ${response.statusCode}`;
  } finally {
    stopObserving();
  }
  return count;
}

const column = (value, width) => String(value).padStart(width);
const formatRate = (rate) => rate.toFixed(0);
const formatMs = (value) => `${value.toFixed(0)} ms`;

/**
 * Measures the main endpoints of `server` (already started on `databaseUrl`, with the demo and
 * bench data in it) and prints the table and the targets. `app` is an in-process app on the same
 * database for counting round trips, `appKeepingNothing` one that keeps no answers (a first
 * asker's round trips); without them (another checkout's server) round trips are not counted.
 */
export async function benchRequestPath({
  app,
  appKeepingNothing,
  database,
  databaseUrl,
  server,
  apiDirectory,
  seconds,
  profile,
  vacancyCount,
}) {
  const ids = await lookUpIds(databaseUrl);
  const fetchFrom = (baseUrl) => async (requestPath, init) => {
    const response = await fetch(baseUrl + requestPath, init);
    return { status: response.status, headers: response.headers };
  };
  // The server's session; the in-process app (round trips) checks it in the same database.
  const session = await signIn(fetchFrom(server.baseUrl));
  const list = endpoints({ ...ids, session, vacancyCount });

  const driver = await measureDriver({ url: databaseUrl, vacancyKeys: ids.driverKeys, seconds });
  const rows = [];
  for (const endpoint of list) {
    const measured = await measureEndpoint({ baseUrl: server.baseUrl, nextRequest: endpoint.next, seconds });
    const roundTrips = app ? await roundTripsOf(app, database, endpoint.next()) : '–';
    rows.push({ ...endpoint, ...measured, ratio: measured.rate / driver.rate, roundTrips });
  }
  // What a process keeps (decision 019) again on a server that keeps nothing: what a search or an
  // organisation costs when nobody asked it since it last changed. Round trips of a first asker.
  const uncached = await startServer({
    apiDirectory,
    environment: { DATABASE_URL: databaseUrl, CATALOGUE_CACHE_ENTRIES: '0' },
  });
  try {
    for (const endpoint of list.filter((candidate) => candidate.kept)) {
      const measured = await measureEndpoint({ baseUrl: uncached.baseUrl, nextRequest: endpoint.next, seconds });
      const roundTrips = appKeepingNothing ? await roundTripsOf(appKeepingNothing, database, endpoint.next()) : '–';
      rows.push({
        ...endpoint,
        ...measured,
        name: `${endpoint.name.replace('GET /api/v1/', '')}, not kept`,
        ratio: measured.rate / driver.rate,
        roundTrips,
      });
    }
  } finally {
    await uncached.stop();
  }

  console.log(`\n== The request path: 20 connections for ${seconds} s each (autocannon), server ${server.label}`);
  const header = `${'request'.padEnd(48)}${column('req/s', 8)}${column('p50', 8)}${column('p99', 8)}${column('ratio', 7)}${column('SQL', 5)}${column('errors', 8)}`;
  console.log(header);
  console.log(
    `${'plain node-postgres: one vacancy by key (pool 10)'.padEnd(48)}${column(formatRate(driver.rate), 8)}${column(formatMs(driver.p50), 8)}${column(formatMs(driver.p99), 8)}${column('1.00', 7)}${column(1, 5)}${column(0, 8)}`,
  );
  for (const row of rows)
    console.log(
      `${row.name.padEnd(48)}${column(formatRate(row.rate), 8)}${column(formatMs(row.p50), 8)}${column(formatMs(row.p99), 8)}${column(row.ratio.toFixed(2), 7)}${column(row.roundTrips, 5)}${column(row.errors, 8)}`,
    );

  console.log('\ntargets (issue 12):');
  for (const row of rows.filter((candidate) => candidate.single && !candidate.popular))
    console.log(
      `  ${row.name}: ≥ 2,000 req/s ${verdict(row.rate >= 2000)}, p99 ≤ 30 ms ${verdict(row.p99 <= 30)}, ratio ≥ 0.13 ${verdict(row.ratio >= 0.13)}, ≤ 4 round trips ${row.roundTrips === '–' ? '–' : verdict(row.roundTrips <= 4)}`,
    );
  const popular = rows.find((row) => row.popular);
  const different = rows.find((row) => row.single && !row.popular && row.name.includes('vacancies'));
  console.log(
    `  one popular vacancy at ${(popular.rate / different.rate).toFixed(2)} × the rate of 20 different ones: ${verdict(popular.rate >= 0.9 * different.rate)}`,
  );
  for (const row of rows.filter((candidate) => candidate.configuration))
    console.log(
      `  ${row.name}: ≥ 4,000 req/s ${verdict(row.rate >= 4000)}, 0 statements ${row.roundTrips === '–' ? '–' : verdict(row.roundTrips === 0)}`,
    );
  for (const row of rows.filter((candidate) => candidate.search))
    console.log(`  ${row.name}: p99 ≤ 100 ms ${verdict(row.p99 <= 100)} (and ≥ 2 × the before figure: compare)`);

  if (profile) {
    const directory = scratchDirectory('profile');
    const profiled = await startServer({
      apiDirectory,
      environment: { DATABASE_URL: databaseUrl },
      profileDirectory: directory,
    });
    try {
      for (const endpoint of list.filter(
        (candidate) => candidate.single || candidate.configuration || candidate.search,
      ))
        await measureEndpoint({
          baseUrl: profiled.baseUrl,
          nextRequest: endpoint.next,
          seconds: Math.max(2, seconds / 2),
        });
    } finally {
      await profiled.stop();
    }
    console.log('\nCPU profile of the server under that load (self time, top entries):');
    for (const entry of topOfProfile(directory))
      console.log(`  ${(entry.share * 100).toFixed(1).padStart(5)} %  ${entry.name}`);
    removeDirectory(directory);
  }
}

/** The embedded database's figure: a server on a fresh PGlite data directory, demo data. */
export async function benchEmbeddedDatabase({ apiDirectory, seconds }) {
  const dataDirectory = scratchDirectory('pglite');
  const server = await startServer({ apiDirectory, environment: { DATABASE_URL: undefined, DATA_DIR: dataDirectory } });
  try {
    const organizations = await (
      await fetch(`${server.baseUrl}/api/v1/organizations?page[size]=1`, { headers: demoHeaders })
    ).json();
    const vacancies = await (
      await fetch(`${server.baseUrl}/api/v1/vacancies/search?page[size]=20`, {
        headers: demoHeaders,
      })
    ).json();
    const organizationId = organizations.data[0].id;
    const vacancyIds = vacancies.data.map((vacancy) => vacancy.id);
    let next = 0;
    const organization = await measureEndpoint({
      baseUrl: server.baseUrl,
      nextRequest: () => ({ path: `/api/v1/organizations/${organizationId}`, headers: demoHeaders }),
      seconds,
    });
    const vacancy = await measureEndpoint({
      baseUrl: server.baseUrl,
      nextRequest: () => ({
        path: `/api/v1/vacancies/${vacancyIds[(next = (next + 1) % vacancyIds.length)]}`,
        headers: demoHeaders,
      }),
      seconds,
    });
    console.log(
      `\n== The embedded database (PGlite, ${server.label}), demo data, 20 connections for ${seconds} s each`,
    );
    for (const [name, measured] of [
      ['GET /api/v1/organizations/{id}', organization],
      [`GET /api/v1/vacancies/{id}, ${vacancyIds.length} different`, vacancy],
    ])
      console.log(
        `  ${name.padEnd(46)}${column(formatRate(measured.rate), 8)} req/s  p50 ${formatMs(measured.p50)}  p99 ${formatMs(measured.p99)}  errors ${measured.errors}  [target ≥ 500 req/s: ${verdict(measured.rate >= 500)}]`,
      );
  } finally {
    await server.stop();
    removeDirectory(dataDirectory);
  }
}
