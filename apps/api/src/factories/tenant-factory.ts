import type { Database } from '../platform/database/connection.ts';
import { withPlatform } from '../platform/database/tenant-scope.ts';
import { tenants, type NewTenantRow, type TenantRow } from '../modules/tenants/tenants.schema.ts';
import { nextSequence } from './sequence.ts';

/** Attributes of a valid tenant; overrides win. */
export function buildTenant(overrides: Partial<NewTenantRow> = {}): NewTenantRow {
  const number = nextSequence();
  return {
    key: `tenant-${number}`,
    appName: `Vrijwilligerscentrum ${number}`,
    appContext: 'main',
    ...overrides,
  };
}

/** Inserts a tenant built from the overrides. */
export async function createTenant(database: Database, overrides: Partial<NewTenantRow> = {}): Promise<TenantRow> {
  const [row] = await withPlatform(database, (transaction) =>
    transaction.insert(tenants).values(buildTenant(overrides)).returning(),
  );
  if (!row) throw new Error('tenant insert returned nothing');
  return row;
}
