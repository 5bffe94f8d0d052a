import { loadConfig } from './platform/config/config.ts';
import { prepareWritableDirectory } from './platform/database/data-directory.ts';
import { openDatabase, type Database } from './platform/database/connection.ts';
import { migrate } from './platform/database/migrator.ts';
import { describeListenFailure, ensurePortIsFree } from './platform/startup/port-check.ts';
import { StartupError, startupFailureDetails, startupFailureLine } from './platform/startup/startup-error.ts';

// The app and the demo data are imported only once the database is open: a start that
// fails (a port in use, a locked or unusable DATA_DIR) says so in a second, not after
// loading every module.
const loadApp = () =>
  Promise.all([import('./app.ts'), import('./modules/tenants/tenants.repository.ts'), import('./seed/demo-seed.ts')]);

/** What start-up is doing now, named in the message when it runs past its deadline. */
let phase = 'reading the configuration';
/** The open database, closed (and its directory lock released) when start-up fails. */
let openedDatabase: Database | undefined;

/** Process entry: configuration, port check, database (migrated, seeded when empty), app, listen. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    throw new StartupError(error instanceof Error ? error.message : String(error), { cause: error });
  }
  const deadline = setTimeout(() => {
    fail(
      new StartupError(
        `start-up did not finish within ${config.startupTimeoutMs / 1000} s (still ${phase}): ` +
          'look for a slow disk or database, or raise STARTUP_TIMEOUT_SECONDS if this machine is just slow.',
      ),
    );
  }, config.startupTimeoutMs);

  // Before any database work: a port in use fails in a second, not after migrating and seeding.
  phase = 'checking the port';
  await ensurePortIsFree(config.port, config.host);

  phase = 'opening the database';
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  openedDatabase = database;
  prepareWritableDirectory(config.uploadsDir, 'UPLOADS_DIR');
  phase = 'loading the app';
  const [{ buildApp }, { findAllTenants }, { demoLogins, demoPassword, demoTenants, seedDemo }] = await loadApp();
  phase = 'migrating the database';
  const applied = await migrate(database);
  const isEmpty = (await findAllTenants(database)).length === 0;
  // The embedded database starts with demo data; a server only when SEED=demo.
  const shouldSeed = database.kind === 'pglite' ? config.seedDemo !== false && isEmpty : config.seedDemo === true;
  phase = 'loading the demo data';
  const seeded = shouldSeed ? await seedDemo(database) : [];

  phase = 'starting the web server';
  const app = await buildApp({ config, database });
  // The job worker: mail, digests, and the sweeps (expiry now and every 10 minutes, decision 007).
  app.jobs.start();
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    throw describeListenFailure(error, config.port, config.host);
  }
  clearTimeout(deadline);
  // The port actually bound: with PORT=0 the system chose it.
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const url = `http://localhost:${port}`;
  const lines = [
    '',
    `  Volunteerly is running at ${url}`,
    `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL server'}` +
      (applied.length ? ` (applied ${applied.length} migrations)` : ''),
    ...(seeded.length ? [`  Demo data loaded: ${seeded.join(', ')}`] : []),
    '  Demo sites (every *.localhost name resolves to this machine):',
    ...demoTenants.map(({ tenant }) => `    http://${tenant.key}.localhost:${port}  ${tenant.appName}`),
    `  Demo logins (password ${demoPassword}):`,
    ...demoLogins().map((login) => `    ${login.email.padEnd(40)} ${login.role.padEnd(13)} on ${login.tenant}`),
    `  API documentation: ${url}/api/docs`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

/**
 * Ends a failed start: one line naming the setting and what to do (the stack only
 * with DEBUG set), the database closed so its directory lock is released, exit code 1.
 */
function fail(error: unknown): void {
  process.stderr.write(`${startupFailureLine(error)}\n`);
  if (process.env.DEBUG) process.stderr.write(`${startupFailureDetails(error)}\n`);
  // Closing may itself hang (the reason start-up stalled): give it a moment, then go.
  // The lock's exit hook releases the directory either way.
  const closing = openedDatabase?.close().catch(() => undefined) ?? Promise.resolve();
  const giveUp = setTimeout(() => process.exit(1), 2000);
  void closing.then(() => {
    clearTimeout(giveUp);
    process.exit(1);
  });
}

main().catch(fail);
