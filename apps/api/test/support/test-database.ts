import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/platform/database/connection.ts';
import { migrate } from '../../src/platform/database/migrator.ts';

/** A fresh, migrated database for one test file, and how to throw it away. */
export interface TestDatabase {
  database: Database;
  destroy(): Promise<void>;
}

/** True when this run targets the PostgreSQL server (the api-postgres project). */
export function isPostgresRun(): boolean {
  return process.env.TEST_DATABASE_TARGET === 'postgres';
}

/**
 * Opens a fresh database: in-memory PGlite by default; with the api-postgres
 * project a new database on the TEST_DATABASE_URL server, dropped afterwards.
 */
export async function createTestDatabase(options: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const migrated = options.migrated ?? true;
  if (!isPostgresRun()) {
    const database = await openDatabase({ inMemory: true });
    if (migrated) await migrate(database);
    return { database, destroy: () => database.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL must be set for the api-postgres project');
  const name = `volunteerly_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  if (migrated) await migrate(database);
  return {
    database,
    async destroy() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
