import { buildApp } from './app.ts';
import { loadConfig } from './platform/config/config.ts';
import { openDatabase } from './platform/database/connection.ts';
import { migrate } from './platform/database/migrator.ts';
import { findAllTenants } from './modules/tenants/tenants.repository.ts';
import { scheduleVacancyExpiry } from './modules/vacancies/vacancy-expiry.service.ts';
import { demoLogins, demoPassword, demoTenants, seedDemo } from './seed/demo-seed.ts';

/** Process entry: configuration, database (migrated, seeded when empty), app, listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  const applied = await migrate(database);
  const isEmpty = (await findAllTenants(database)).length === 0;
  // The embedded database starts with demo data; a server only when SEED=demo.
  const shouldSeed = database.kind === 'pglite' ? config.seedDemo !== false && isEmpty : config.seedDemo === true;
  const seeded = shouldSeed ? await seedDemo(database) : [];

  const app = await buildApp({ config, database });
  // Published vacancies past their expiry date close now and every 10 minutes (decision 007).
  scheduleVacancyExpiry(app);
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  const lines = [
    '',
    `  Volunteerly is running at ${url}`,
    `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL server'}` +
      (applied.length ? ` (applied ${applied.length} migrations)` : ''),
    ...(seeded.length ? [`  Demo data loaded: ${seeded.join(', ')}`] : []),
    '  Demo sites (every *.localhost name resolves to this machine):',
    ...demoTenants.map(({ tenant }) => `    http://${tenant.key}.localhost:${config.port}  ${tenant.appName}`),
    `  Demo logins (password ${demoPassword}):`,
    ...demoLogins().map((login) => `    ${login.email.padEnd(40)} ${login.role.padEnd(13)} on ${login.tenant}`),
    `  API documentation: ${url}/api/docs`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Volunteerly could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
