import type { Database } from '../../src/platform/database/connection.ts';
import type { AppInstance } from '../../src/platform/http/app-instance.ts';

/**
 * Tables whose rows may change under an attack without anything having been
 * changed: the audit log records refused attempts on purpose.
 */
const appendOnlyLogs = new Set(['audit_events']);

/** Columns that a permitted read touches (a session's last use). */
const touchedOnRead = ['last_used_at'];

/** A digest of every row one tenant owns, per table: equal digests mean nothing of the tenant changed. */
export type TenantFingerprint = Record<string, string>;

/**
 * Reads every tenant-owned table (every table with a tenant_id column, so a
 * table added later is included without anyone remembering to) and the
 * tenant's own row, as the connection's owner role (row-level security does
 * not hide rows from it), and digests the rows of one tenant per table.
 */
export async function fingerprintTenant(database: Database, tenantId: number): Promise<TenantFingerprint> {
  return database.session(async (session) => {
    const tables = await session.query<{ table_name: string }>(
      `select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'tenant_id' order by table_name`,
    );
    const fingerprint: TenantFingerprint = {};
    const owned = [
      { name: 'tenants', filter: 'id' },
      ...tables
        .map((table) => ({ name: table.table_name, filter: 'tenant_id' }))
        .filter((table) => !appendOnlyLogs.has(table.name)),
    ];
    for (const table of owned) {
      const dropped = touchedOnRead.map((column) => ` - '${column}'`).join('');
      const [row] = await session.query<{ rows: string; digest: string }>(
        `select count(*)::text as rows,
                md5(coalesce(string_agg(line, E'\\n' order by line), '')) as digest
           from (select (to_jsonb(t)${dropped})::text as line from "${table.name}" t where ${table.filter} = $1) rows`,
        [tenantId],
      );
      fingerprint[table.name] = `${row?.rows ?? '?'} rows ${row?.digest ?? '?'}`;
    }
    return fingerprint;
  });
}

/** The tables whose digest differs between two fingerprints (empty: nothing changed). */
export function changedTables(before: TenantFingerprint, after: TenantFingerprint): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}

/**
 * The fingerprint once the app's background work (mail after a commit, audit entries written
 * after the answer, queued jobs) has finished, so that an earlier attempt's mail landing late is not taken
 * for a change made by the attempt under test.
 */
export async function settledFingerprint(
  app: AppInstance,
  database: Database,
  tenantId: number,
): Promise<TenantFingerprint> {
  await app.backgroundTasks.settle();
  await app.jobs.drain();
  return fingerprintTenant(database, tenantId);
}
