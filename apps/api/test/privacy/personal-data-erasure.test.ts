import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factoryPassword } from '../../src/factories/user-factory.ts';
import type { Transaction } from '../../src/platform/database/tenant-scope.ts';
import { withPlatform, withTenant } from '../../src/platform/database/tenant-scope.ts';
import { personalDataParts } from '../../src/api-modules.ts';
import type { PersonalDataColumn } from '../../src/platform/personal-data/personal-data.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createPersonalDataWorld, type PersonalDataWorld } from './personal-data-world.ts';

// Erasing an account is one path every module answers (decision 046): each part removes its rows
// about the person or keeps them anonymised, as its `tables` say, before the account row goes.

const declared: PersonalDataColumn[] = personalDataParts.flatMap((part) => [...part.tables]);
const name = (entry: PersonalDataColumn) => `${entry.table}.${entry.column}`;

/** The primary key columns of a table, from the catalogue. */
async function primaryKeyOf(transaction: Transaction, table: string): Promise<string[]> {
  const result = (await transaction.execute(sql`
    select attribute.attname as column_name
      from pg_index as index_row
      join pg_class as table_row on table_row.oid = index_row.indrelid
      join pg_namespace as namespace on namespace.oid = table_row.relnamespace and namespace.nspname = 'public'
      join pg_attribute as attribute on attribute.attrelid = index_row.indrelid and attribute.attnum = any(index_row.indkey)
     where index_row.indisprimary and table_row.relname = ${table}
     order by attribute.attname
  `)) as unknown as { rows: { column_name: string }[] };
  return result.rows.map((row) => row.column_name);
}

/** A row's primary key as one text, comparable before and after. */
async function rowKey(transaction: Transaction, table: string) {
  const columns = await primaryKeyOf(transaction, table);
  return sql.join(
    [sql`concat_ws('|'`, ...columns.map((column) => sql`, ${sql.identifier(column)}::text`), sql`)`],
    sql``,
  );
}

/** For every declared column, the keys of the rows in which it names the person. */
async function rowsNaming(transaction: Transaction, userId: number): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (const entry of declared) {
    const result = (await transaction.execute(sql`
      select ${await rowKey(transaction, entry.table)} as key from ${sql.identifier(entry.table)}
       where ${sql.identifier(entry.column)} = ${userId}
    `)) as unknown as { rows: { key: string }[] };
    found.set(name(entry), result.rows.map((row) => row.key).sort());
  }
  return found;
}

/** Of some rows of a column's table, those that still exist and whether the column is null in each. */
async function rowsStillThere(
  transaction: Transaction,
  entry: PersonalDataColumn,
  keys: string[],
): Promise<{ key: string; anonymised: boolean }[]> {
  if (keys.length === 0) return [];
  const key = await rowKey(transaction, entry.table);
  const result = (await transaction.execute(sql`
    select ${key} as key, ${sql.identifier(entry.column)} is null as anonymised from ${sql.identifier(entry.table)}
     where ${key} in (${sql.join(
       keys.map((value) => sql`${value}`),
       sql`, `,
     )})
  `)) as unknown as { rows: { key: string; anonymised: boolean }[] };
  return result.rows;
}

class RolledBack extends Error {}

describe('erasing an account: every module removes or anonymises its rows about the person', () => {
  let testApp: TestApp;
  let world: PersonalDataWorld;
  let before: Map<string, string[]>;

  beforeAll(async () => {
    testApp = await createTestApp();
    world = await createPersonalDataWorld(testApp, 'wisstad');
    before = await withPlatform(testApp.database, (transaction) => rowsNaming(transaction, world.vera.id));
  });
  afterAll(async () => testApp.close());

  it('starts from a person with rows in every column a part names', () => {
    const empty = declared.map(name).filter((column) => before.get(column)!.length === 0);
    expect(empty, 'columns the world gives her no row in').toEqual([]);
  });

  it('leaves no row naming her once every part has erased, before the account row goes (no cascade does it)', async () => {
    const left = await withTenant(testApp.database, world.tenantId, async (scope) => {
      for (const part of personalDataParts) await part.erase(scope, world.vera);
      const naming = await rowsNaming(scope.transaction, world.vera.id);
      // Undo, so the next test erases her the real way.
      throw new RolledBack(JSON.stringify([...naming].filter(([, keys]) => keys.length > 0)));
    }).catch((error: unknown) => {
      if (error instanceof RolledBack) return JSON.parse(error.message) as [string, string[]][];
      throw error;
    });
    expect(left).toEqual([]);
  });

  it('erases her through DELETE /api/v1/current_user: each row removed, or kept without her as its part says', async () => {
    const erased = await world.send('vera', 'DELETE', '/api/v1/current_user', { password: factoryPassword });
    expect(erased.statusCode, erased.body).toBe(204);
    const outcome = await withPlatform(testApp.database, async (transaction) => {
      const naming = await rowsNaming(transaction, world.vera.id);
      const wrong: string[] = [];
      for (const entry of declared) {
        const column = name(entry);
        if (naming.get(column)!.length > 0) wrong.push(`${column}: still names her`);
        const remaining = await rowsStillThere(transaction, entry, before.get(column)!);
        if (entry.erase === 'remove' && remaining.length > 0)
          wrong.push(`${column}: ${remaining.length} rows not removed`);
        // Rows that belonged to something of hers that went (her own conversation's messages) go with it.
        if (entry.erase === 'anonymise' && remaining.length === 0) wrong.push(`${column}: no row kept`);
        if (remaining.some((row) => !row.anonymised)) wrong.push(`${column}: kept rows not anonymised`);
      }
      return wrong;
    });
    expect(outcome).toEqual([]);
  });

  it('keeps what is other people’s: Otto’s application and conversation, Anna’s account', async () => {
    const otto = await world.send('otto', 'GET', `/api/v1/applications/${world.ottoApplicationId}`);
    expect(otto.statusCode, otto.body).toBe(200);
    const conversation = await world.send('otto', 'GET', `/api/v1/conversations/${world.ottoConversationId}`);
    expect(conversation.statusCode, conversation.body).toBe(200);
    expect(conversation.body).toContain('Vera antwoordt namens de sportclub.');
    const anna = await world.send('anna', 'GET', '/api/v1/current_user');
    expect(anna.statusCode).toBe(200);
  });
});
