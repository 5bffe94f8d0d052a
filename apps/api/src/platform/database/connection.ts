import { PGlite, type Transaction } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { describeThrown, StartupError } from '../startup/startup-error.ts';
import { acquireDirectoryLock, type DirectoryLock } from './directory-lock.ts';
import { changesChannel, createChangeWatchers, unknownChanges } from './change-announcements.ts';

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
  /**
   * Runs the work in one transaction on one connection. `opening` (SQL without parameters, such
   * as the tenant scope's settings) travels with BEGIN in one round trip; COMMIT (or ROLLBACK
   * when the work throws) is the other.
   */
  transaction<T>(opening: string, work: (builder: QueryBuilder) => Promise<T>): Promise<T>;
  /**
   * Runs reads with these settings in force (`set_config(name, value)` for each), outside a
   * transaction where the database allows it: each statement commits on its own. PostgreSQL: on a
   * pool of its own whose connections keep the settings they were given, so a read with the same
   * settings as the connection's last costs no round trip before its queries, and the main pool's
   * connections never carry them. PGlite: one transaction with the settings, as `transaction`.
   */
  read<T>(settings: ReadSettings, work: (builder: QueryBuilder) => Promise<T>): Promise<T>;
  /**
   * Calls the listener with every round trip the builder and transactions make (the SQL text),
   * until the returned function is called: the statement-count tests and benchmarks read it.
   */
  observeStatements(listener: (statement: string) => void): () => void;
  /**
   * Calls the listener with each change announced on the `volunteerly_changes` channel (by any
   * process), and with 'unknown' when announcements may have been missed (PostgreSQL: every
   * connection was lost). A change committed through this Database is announced before its
   * commit resolves; another process's change arrives asynchronously, within milliseconds.
   */
  watchChanges(listener: (change: string) => void): () => void;
  /** Runs the callback on one dedicated connection. */
  session<T>(work: (session: SqlSession) => Promise<T>): Promise<T>;
  /** PGlite only: the whole database as an image that `openDatabase({ inMemory: true, image })` starts from. */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

/** Settings (name → value) a read runs with, such as the tenant and the role row-level security applies to. */
export type ReadSettings = Readonly<Record<string, string>>;

/** `select set_config(…)` for each setting: `local` for the transaction only, else for the connection. */
export function settingsStatement(settings: ReadSettings, local: boolean): string {
  const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;
  const calls = Object.entries(settings).map(
    ([name, value]) => `set_config(${literal(name)}, ${literal(value)}, ${local ? 'true' : 'false'})`,
  );
  return calls.length ? `select ${calls.join(', ')}` : '';
}

export type DatabaseLocation = { url: string } | { dataDir: string } | { inMemory: true; image?: Blob };

const extensions = { pg_trgm, cube, earthdistance };

/** The listeners of `observeStatements`, and the Drizzle logger that feeds them. */
function createStatementObservers() {
  const listeners = new Set<(statement: string) => void>();
  const emit = (statement: string) => {
    for (const listener of listeners) listener(statement);
  };
  return {
    emit,
    logger: { logQuery: (statement: string) => emit(statement) },
    observe(listener: (statement: string) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** What starts a transaction: BEGIN, with the opening SQL in the same round trip. */
function beginWith(opening: string): string {
  return opening ? `begin; ${opening}` : 'begin';
}

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
    const statements = createStatementObservers();
    // PGlite delivers a notification while the statement that committed it completes.
    const changes = createChangeWatchers();
    await client.listen(changesChannel, (payload) => changes.announce(payload));
    // PGlite runs one transaction at a time, so one builder serves them all: it sends its queries
    // to the transaction that is open. Statements prepared on it (preparedPerBuilder) are then
    // built once, not once per transaction. Used outside a transaction, it fails loudly.
    let openTransaction: Transaction | undefined;
    const inOpenTransaction = (): Transaction => {
      if (!openTransaction) throw new Error('a transaction builder was used after its transaction ended');
      return openTransaction;
    };
    const transactionClient = {
      query: (...parameters: Parameters<Transaction['query']>) => inOpenTransaction().query(...parameters),
      exec: (...parameters: Parameters<Transaction['exec']>) => inOpenTransaction().exec(...parameters),
    };
    const transactionBuilder = drizzlePglite({
      client: transactionClient as unknown as PGlite,
      logger: statements.logger,
    }) as unknown as QueryBuilder;
    const database: Database = {
      kind: 'pglite',
      builder: drizzlePglite({ client, logger: statements.logger }) as unknown as QueryBuilder,
      // PGlite has one connection: its own transaction() queues transactions one after another.
      // It sends BEGIN itself; the opening runs as the transaction's first call.
      async transaction(opening, work) {
        return client.transaction(async (transaction) => {
          statements.emit(beginWith(opening));
          if (opening) await transaction.exec(opening);
          openTransaction = transaction;
          try {
            const result = await work(transactionBuilder);
            statements.emit('commit');
            return result;
          } finally {
            openTransaction = undefined;
          }
        });
      },
      // One connection, shared by every request: settings it kept would leak into the next
      // caller's statements, so a read is a transaction with the settings local to it.
      read(settings, work) {
        return database.transaction(settingsStatement(settings, true), work);
      },
      observeStatements: statements.observe,
      watchChanges: changes.watch,
      // PGlite has exactly one connection.
      session: (work) => work(session),
      snapshot: () => client.dumpDataDir('none'),
      async close() {
        await client.close();
        lock?.release();
      },
    };
    return database;
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/** How long connecting to PostgreSQL, and its first answer, may take before start-up gives up. */
const connectTimeoutMs = 5000;

async function openPostgres(url: string): Promise<Database> {
  // Without a timeout, a server that accepts the connection but never answers hangs start-up forever.
  // At least one connection stays open while idle: it listens for announcements, so a quiet process
  // does not drop what it keeps in memory (decisions 017, 019) each time its pool runs empty.
  const pool = new pg.Pool({ connectionString: url, max: 10, min: 1, connectionTimeoutMillis: connectTimeoutMs });
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
  const statements = createStatementObservers();
  // Every pooled connection listens: a change this process commits is announced on the very
  // connection that commits it, before the commit resolves; other processes' changes reach
  // whichever connections are open. With none open, announcements can be missed: say so.
  const changes = createChangeWatchers();
  pool.on('connect', (connection) => {
    connection.on('notification', (message) => {
      if (message.channel === changesChannel) changes.announce(message.payload ?? '');
    });
    // Queued before any query the pool hands this connection out for.
    connection.query(`listen ${changesChannel}`).catch(() => undefined);
  });
  pool.on('remove', () => {
    if (pool.totalCount === 0) changes.announce(unknownChanges);
  });
  // One query builder per pooled connection, made the first time the connection runs a transaction.
  const connectionBuilders = new WeakMap<pg.PoolClient, QueryBuilder>();
  const builderOf = (connection: pg.PoolClient): QueryBuilder => {
    let builder = connectionBuilders.get(connection);
    if (!builder) {
      builder = drizzleNodePostgres({ client: connection, logger: statements.logger }) as unknown as QueryBuilder;
      connectionBuilders.set(connection, builder);
    }
    return builder;
  };
  // The reads' own pool: its connections keep the settings of their last read (the tenant and the
  // application role), which no transaction or platform query on the main pool may inherit.
  const readPool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: connectTimeoutMs });
  readPool.on('error', () => undefined);
  const appliedSettings = new WeakMap<pg.PoolClient, string>();
  return {
    kind: 'postgres',
    builder: drizzleNodePostgres({ client: pool, logger: statements.logger }) as unknown as QueryBuilder,
    async read(settings, work) {
      const connection = await readPool.connect();
      let broken = false;
      try {
        const wanted = settingsStatement(settings, false);
        if (appliedSettings.get(connection) !== wanted) {
          // Forgotten first: a failed set_config must not leave the old settings believed in force.
          appliedSettings.delete(connection);
          statements.emit(wanted);
          await connection.query(wanted);
          appliedSettings.set(connection, wanted);
        }
        return await work(builderOf(connection));
      } catch (error) {
        // An error PostgreSQL answered (it has an SQLSTATE) leaves the connection usable; any other may not.
        broken = !isServerError(error);
        throw error;
      } finally {
        connection.release(broken);
      }
    },
    async transaction(opening, work) {
      const connection = await pool.connect();
      let broken = false;
      try {
        const begin = beginWith(opening);
        statements.emit(begin);
        // Without parameters, node-postgres sends this as one simple query: several statements, one round trip.
        await connection.query(begin);
        const result = await work(builderOf(connection));
        statements.emit('commit');
        await connection.query('commit');
        return result;
      } catch (error) {
        statements.emit('rollback');
        // A connection whose rollback fails (it broke mid-work) is not given back to the pool.
        await connection.query('rollback').catch(() => {
          broken = true;
        });
        throw error;
      } finally {
        connection.release(broken);
      }
    },
    observeStatements: statements.observe,
    watchChanges: changes.watch,
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
      await Promise.all([pool.end(), readPool.end()]);
    },
  };
}

/** Whether PostgreSQL itself answered with this error (a five-character SQLSTATE code). */
function isServerError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(error.code)
  );
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
