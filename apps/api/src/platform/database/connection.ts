import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { acquireDirectoryLock, type DirectoryLock } from './directory-lock.ts';

/** The one typed query builder, the same type for PGlite and node-postgres. */
export type QueryBuilder = PgDatabase<PgQueryResultHKT>;

/** Raw SQL on one connection, for the migrator and database tests. */
export interface SqlSession {
  /** Runs a multi-statement SQL script (simple query protocol). */
  runScript(script: string): Promise<void>;
  /** Runs one parameterised statement and returns its rows. */
  query<Row>(statement: string, parameters?: unknown[]): Promise<Row[]>;
}

/** An open database: the query builder, plus raw SQL sessions for the migrator. */
export interface Database {
  kind: 'pglite' | 'postgres';
  builder: QueryBuilder;
  /** Runs the callback on one dedicated connection. */
  session<T>(work: (session: SqlSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type DatabaseLocation = { url: string } | { dataDir: string } | { inMemory: true };

const extensions = { pg_trgm, cube, earthdistance };

/** Opens PGlite (a data directory, or in memory) or a PostgreSQL server. */
export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if ('url' in location) return openPostgres(location.url);
  if ('dataDir' in location) return openPglite(location.dataDir);
  return openPglite(undefined);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  let lock: DirectoryLock | undefined;
  if (dataDir) {
    mkdirSync(path.dirname(dataDir), { recursive: true });
    lock = acquireDirectoryLock(dataDir);
  }
  try {
    const client = dataDir ? new PGlite(dataDir, { extensions }) : new PGlite({ extensions });
    await client.waitReady;
    const session: SqlSession = {
      async runScript(script) {
        await client.exec(script);
      },
      async query<Row>(statement: string, parameters: unknown[] = []) {
        const result = await client.query<Row>(statement, parameters);
        return result.rows;
      },
    };
    return {
      kind: 'pglite',
      builder: drizzlePglite({ client }) as unknown as QueryBuilder,
      // PGlite has exactly one connection.
      session: (work) => work(session),
      async close() {
        await client.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (a restart, an administrator, a dropped test database)
  // is an 'error' on the pool; unheard, it would crash the process. The pool replaces it.
  pool.on('error', () => undefined);
  // Fail at start, with the server's own message, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  return {
    kind: 'postgres',
    builder: drizzleNodePostgres({ client: pool }) as unknown as QueryBuilder,
    async session(work) {
      const connection = await pool.connect();
      let broken = false;
      try {
        return await work({
          async runScript(script) {
            await connection.query(script);
          },
          async query<Row>(statement: string, parameters: unknown[] = []) {
            const result = await connection.query(statement, parameters);
            return result.rows as Row[];
          },
        });
      } catch (error) {
        broken = true;
        throw error;
      } finally {
        // A connection that failed mid-work may hold an aborted transaction: discard it.
        connection.release(broken);
      }
    },
    async close() {
      await pool.end();
    },
  };
}
