import { createHash, randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/platform/database/connection.ts';
import { migrate, readMigrationFiles } from '../../src/platform/database/migrator.ts';
import { migratedTemplate } from './postgres-template.ts';

/** A fresh, migrated database for one test file, and how to throw it away. */
export interface TestDatabase {
  database: Database;
  /** The server database's URL (PostgreSQL runs only), so a test can connect again as another process would. */
  url?: string;
  destroy(): Promise<void>;
}

/** True when this run targets the PostgreSQL server (the api-postgres project). */
export function isPostgresRun(): boolean {
  return process.env.TEST_DATABASE_TARGET === 'postgres';
}

/**
 * Opens a fresh database: in-memory PGlite by default; with the api-postgres
 * project a new database on the TEST_DATABASE_URL server, dropped afterwards.
 * A migrated one starts from a migrated image (PGlite) or template (PostgreSQL).
 */
export async function createTestDatabase(options: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const migrated = options.migrated ?? true;
  if (!isPostgresRun()) {
    const database = migrated
      ? await openDatabase({ inMemory: true, image: await migratedPgliteImage() })
      : await openDatabase({ inMemory: true });
    return { database, destroy: () => database.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL must be set for the api-postgres project');
  const name = `volunteerly_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    if (migrated) await createFromTemplate(admin, serverUrl, name);
    else await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    url: url.toString(),
    async destroy() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** Creates database `name` as a copy of the migrated template (postgres-template.ts). */
async function createFromTemplate(admin: pg.Client, serverUrl: string, name: string): Promise<void> {
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${await migratedTemplate(admin, serverUrl)}`);
  } catch (error) {
    // A run of other migrations dropped the template as stale meanwhile: it is made again.
    if ((error as { code?: string }).code !== '3D000') throw error;
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${await migratedTemplate(admin, serverUrl)}`);
  }
}

/**
 * A migrated PGlite database as an image, made once for the current migrations and PGlite
 * version and shared by every test file through a temporary file: starting from it skips
 * initdb and the migrations, which took most of each file's start-up.
 */
async function migratedPgliteImage(): Promise<Blob> {
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pgliteVersion = (
    JSON.parse(await readFile(path.join(path.dirname(pgliteEntry), '../package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const key = createHash('sha256')
    .update(pgliteVersion)
    .update(
      readMigrationFiles()
        .map((file) => `${file.name}:${file.checksum}`)
        .join('\n'),
    )
    .digest('hex')
    .slice(0, 16);
  const imagePath = path.join(tmpdir(), `volunteerly-test-database-${key}.tar`);
  try {
    return new Blob([await readFile(imagePath)]);
  } catch {
    const database = await openDatabase({ inMemory: true });
    await migrate(database);
    const image = await database.snapshot!();
    await database.close();
    // Several test files may make it at once: each writes its own file and renames it into place.
    const partPath = `${imagePath}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partPath, Buffer.from(await image.arrayBuffer()));
    await rename(partPath, imagePath);
    return image;
  }
}
