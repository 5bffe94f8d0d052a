import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { describeThrown, StartupError } from '../startup/startup-error.ts';
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
  /** PGlite only: the whole database as an image that `openDatabase({ inMemory: true, image })` starts from. */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

export type DatabaseLocation = { url: string } | { dataDir: string } | { inMemory: true; image?: Blob };

const extensions = { pg_trgm, cube, earthdistance };

/** Opens PGlite (a data directory, or in memory) or a PostgreSQL server. */
export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if ('url' in location) return openPostgres(location.url);
  if ('dataDir' in location) return openPglite(location.dataDir);
  return openPglite(undefined, location.image);
}

async function openPglite(dataDir: string | undefined, image?: Blob): Promise<Database> {
  let lock: DirectoryLock | undefined;
  if (dataDir) {
    lock = await acquireDirectoryLock(dataDir);
  }
  try {
    // Starting from an image skips initdb and the migrations (the test suite's fresh databases).
    const client = dataDir
      ? new PGlite(dataDir, { extensions })
      : new PGlite({ extensions, ...(image ? { loadDataDir: image } : {}) });
    try {
      await client.waitReady;
    } catch (error) {
      // PGlite throws plain objects such as { name: 'ErrnoError', errno: 2 }.
      throw new StartupError(
        `DATA_DIR ${dataDir ?? '(in memory)'}: the embedded database could not open (${describeThrown(error)}): ` +
          'check that the directory holds a Volunteerly database or is empty, and that this user may write it.',
        { cause: error },
      );
    }
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
      snapshot: () => client.dumpDataDir('none'),
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

/** How long connecting to PostgreSQL, and its first answer, may take before start-up gives up. */
const connectTimeoutMs = 5000;

async function openPostgres(url: string): Promise<Database> {
  // Without a timeout, a server that accepts the connection but never answers hangs start-up forever.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: connectTimeoutMs });
  // An idle connection the server ends (a restart, an administrator, a dropped test database)
  // is an 'error' on the pool; unheard, it would crash the process. The pool replaces it.
  pool.on('error', () => undefined);
  // Fail at start, with a clear message, rather than on the first request.
  try {
    const probe = await pool.connect();
    try {
      // query_timeout (missing from the pg types): a server that shakes hands but never answers a query.
      const firstQuery: pg.QueryConfig & { query_timeout: number } = {
        text: 'SELECT 1',
        query_timeout: connectTimeoutMs,
      };
      await probe.query(firstQuery);
    } finally {
      probe.release(true);
    }
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw describeConnectionFailure(url, error);
  }
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

/** Turns a failed first connection into one line naming DATABASE_URL (never its password). */
function describeConnectionFailure(url: string, error: unknown): StartupError {
  let where = 'the server';
  let databaseName = '';
  try {
    const parsed = new URL(url);
    where = `${parsed.hostname}:${parsed.port || '5432'}`;
    databaseName = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  } catch {
    // A URL zod accepted but URL cannot parse: keep the generic wording.
  }
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const message = describeThrown(error);
  const say = (text: string) => new StartupError(`DATABASE_URL ${text}`, { cause: error });
  if (/timeout|timed out/i.test(message)) {
    return say(
      `(${where}) accepted the connection but did not answer within ${connectTimeoutMs / 1000} s: check that it points at a running PostgreSQL server.`,
    );
  }
  if (code === 'ECONNREFUSED')
    return say(`(${where}): nothing accepts connections there: start PostgreSQL, or correct the host and port.`);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return say(`(${where}): the host name is unknown: correct the host in DATABASE_URL.`);
  if (code === '28P01' || code === '28000')
    return say(`(${where}): PostgreSQL refused the user name or password: correct them in DATABASE_URL.`);
  if (code === '3D000')
    return say(
      `(${where}): the database "${databaseName}" does not exist: create it, or correct the name in DATABASE_URL.`,
    );
  return say(`(${where}): could not connect to PostgreSQL (${message}): check the address and that the server runs.`);
}
