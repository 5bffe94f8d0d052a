import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apiDirectory } from '../config/api-directory.ts';
import type { Database, SqlSession } from './connection.ts';

/** The committed migrations folder of the API. */
export const migrationsDirectory = path.join(apiDirectory, 'migrations');

interface MigrationFile {
  name: string;
  checksum: string;
  script: string;
}

interface MigrationRecord {
  name: string;
  checksum: string;
  state: 'running' | 'applied';
}

/** Reads the ordered migration files (drizzle-kit output and hand-written SQL). */
export function readMigrationFiles(directory = migrationsDirectory): MigrationFile[] {
  return readdirSync(directory)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => {
      const script = readFileSync(path.join(directory, name), 'utf8');
      return { name, script, checksum: createHash('sha256').update(script).digest('hex') };
    });
}

const bookkeeping = `
CREATE TABLE IF NOT EXISTS schema_migrations (
  name text PRIMARY KEY,
  checksum text NOT NULL,
  state text NOT NULL CHECK (state IN ('running', 'applied')),
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
)`;

/**
 * Applies the migrations not yet applied, each in its own transaction, and
 * records them. Refuses to run on a database where a migration was started but
 * never finished, or where an applied migration's file has since changed.
 */
export async function migrate(database: Database, files = readMigrationFiles()): Promise<string[]> {
  return database.session((session) => migrateOn(session, database.kind, files));
}

async function migrateOn(session: SqlSession, kind: Database['kind'], files: MigrationFile[]): Promise<string[]> {
  await session.runScript(bookkeeping);
  if (kind === 'postgres') {
    // Two processes starting at once must not both migrate.
    await session.query('SELECT pg_advisory_lock(724001)');
  }
  try {
    const records = await session.query<MigrationRecord>('SELECT name, checksum, state FROM schema_migrations');
    const byName = new Map(records.map((record) => [record.name, record]));
    const unfinished = records.find((record) => record.state === 'running');
    if (unfinished) {
      throw new Error(
        `Migration ${unfinished.name} was started but never finished: the database may be half-migrated. ` +
          'Restore a backup or repair it by hand, then remove its row from schema_migrations.',
      );
    }
    for (const file of files) {
      const record = byName.get(file.name);
      if (record && record.checksum !== file.checksum) {
        throw new Error(`Migration ${file.name} changed after it was applied. Write a new migration instead.`);
      }
    }
    const applied: string[] = [];
    for (const file of files.filter((candidate) => !byName.has(candidate.name))) {
      await session.query("INSERT INTO schema_migrations (name, checksum, state) VALUES ($1, $2, 'running')", [
        file.name,
        file.checksum,
      ]);
      const finish = `UPDATE schema_migrations SET state = 'applied', finished_at = now() WHERE name = '${file.name.replace(/'/g, "''")}'`;
      try {
        await session.runScript(
          `BEGIN;\n${file.script.replaceAll('--> statement-breakpoint', '')}\n;${finish};\nCOMMIT;`,
        );
      } catch (error) {
        await session.runScript('ROLLBACK').catch(() => undefined);
        // The transaction rolled back, so nothing of this migration is applied.
        await session.query('DELETE FROM schema_migrations WHERE name = $1', [file.name]);
        throw new Error(`Migration ${file.name} failed: ${(error as Error).message}`, { cause: error });
      }
      applied.push(file.name);
    }
    return applied;
  } finally {
    if (kind === 'postgres') await session.query('SELECT pg_advisory_unlock(724001)');
  }
}
