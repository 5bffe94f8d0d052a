import { createHash } from 'node:crypto';
import { eq, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn } from 'drizzle-orm/pg-core';
import { settingsStatement, type Database, type QueryBuilder, type ReadSettings } from './connection.ts';

/** The query builder of one open transaction. */
export type Transaction = QueryBuilder;

/** The tenant a unit of work runs for, and the transaction it runs in. */
export interface TenantScope {
  tenantId: number;
  transaction: Transaction;
  /**
   * Runs a callback once the scope's transaction has committed (never when it rolls back): for
   * what others may only see after the change is stored (a live notification, waking the job
   * worker). Present on scopes opened by `withTenant`; a failing callback is reported, the
   * committed work stands.
   */
  afterCommit?: (callback: () => void) => void;
}

/** The settings of a tenant's work: its id, and the role row-level security applies to. */
function tenantSettings(tenantId: number): ReadSettings {
  if (!Number.isSafeInteger(tenantId)) throw new Error(`not a tenant id: ${tenantId}`);
  return { 'app.tenant_id': String(tenantId), role: 'volunteerly_app' };
}

/** The settings that open a tenant's transaction, local to it. */
function tenantScopeSettings(tenantId: number): string {
  return settingsStatement(tenantSettings(tenantId), true);
}

/**
 * Runs work in one transaction for one tenant: the tenant id is set for the
 * transaction and the transaction switches to the non-superuser application
 * role, so row-level security holds even if a query forgets its filter. Both
 * settings travel with BEGIN: opening the scope is one round trip.
 */
export async function withTenant<T>(
  database: Database,
  tenantId: number,
  work: (scope: TenantScope) => Promise<T>,
): Promise<T> {
  const committed: (() => void)[] = [];
  const result = await database.transaction(tenantScopeSettings(tenantId), (transaction) =>
    work({ tenantId, transaction, afterCommit: (callback) => committed.push(callback) }),
  );
  for (const callback of committed) {
    try {
      callback();
    } catch (error) {
      // The change is stored; what follows it must not turn the request into a failure.
      process.emitWarning(error instanceof Error ? error : new Error(String(error)), 'AfterCommitWarning');
    }
  }
  return result;
}

/**
 * Runs reads for one tenant under the same row-level security as `withTenant`, but outside a
 * transaction: each statement stands alone (use `withTenant` when reads must agree with each other
 * or anything is written). On PostgreSQL a read with the tenant its connection last served makes
 * no round trip before its own queries.
 */
export async function readAsTenant<T>(
  database: Database,
  tenantId: number,
  work: (scope: TenantScope) => Promise<T>,
): Promise<T> {
  return database.read(tenantSettings(tenantId), (builder) => work({ tenantId, transaction: builder }));
}

/**
 * Runs platform work that belongs to no tenant (the tenant directory, host
 * maps) in one transaction as the connection's own role.
 */
export async function withPlatform<T>(database: Database, work: (transaction: Transaction) => Promise<T>): Promise<T> {
  return database.transaction('', work);
}

/**
 * Runs platform reads outside a transaction, as the connection's own role: each statement stands
 * alone, on the main pool (whose connections never keep a tenant's settings).
 */
export async function readAsPlatform<T>(database: Database, work: (builder: QueryBuilder) => Promise<T>): Promise<T> {
  return work(database.builder);
}

/** The filter every query on a tenant-owned table carries. */
export function ofTenant(table: { tenantId: PgColumn }, scope: TenantScope): SQL {
  return eq(table.tenantId, scope.tenantId);
}

/**
 * A statement built once per query builder and then only executed: `make` builds it with
 * `sql.placeholder`s and `.prepare(name)`. On PostgreSQL each pooled connection has its own builder,
 * so the statement is parsed once per connection and Drizzle never builds its SQL again; on PGlite a
 * transaction's builder is new each time, so there it is built per use, as an unprepared query is.
 */
export function preparedPerBuilder<Statement>(
  make: (builder: QueryBuilder) => Statement,
): (builder: QueryBuilder) => Statement {
  const statements = new WeakMap<QueryBuilder, Statement>();
  return (builder) => {
    let statement = statements.get(builder);
    if (!statement) {
      statement = make(builder);
      statements.set(builder, statement);
    }
    return statement;
  };
}

const dialect = new PgDialect();

/**
 * Runs a raw SQL statement as a named prepared statement, named after its text: PostgreSQL parses
 * it once per connection and can reuse its plan, however often the same shape of statement comes
 * with other values (a search with other words, another tenant). For statements whose text takes a
 * bounded number of shapes: a list of values belongs in one array parameter (`= any(…)`), not in
 * a parameter per value. Answers what `execute` answers.
 */
export function executePrepared(builder: QueryBuilder, statement: SQL): ReturnType<QueryBuilder['execute']> {
  const query = dialect.sqlToQuery(statement);
  const name = `statement_${createHash('sha1').update(query.sql).digest('hex').slice(0, 20)}`;
  return builder._.session.prepareQuery(query, undefined, name, false).execute() as ReturnType<QueryBuilder['execute']>;
}
