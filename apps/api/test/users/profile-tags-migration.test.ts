import { afterEach, describe, expect, it } from 'vitest';
import { migrate, readMigrationFiles } from '../../src/platform/database/migrator.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

const dataMigration = '0019_profile-tags-row-security.sql';

async function query<Row>(testDatabase: TestDatabase, sql: string): Promise<Row[]> {
  return testDatabase.database.session((session) => session.query<Row>(sql));
}

// Starts PGlite from initdb (like migrator.test.ts): slower than the migrated image other files copy.
describe('the migration to profile tags', { timeout: 60_000 }, () => {
  let testDatabase: TestDatabase;
  afterEach(async () => testDatabase.destroy());

  it('links free-text skills and interests that name a tag of the tenant and keeps the rest as other', async () => {
    testDatabase = await createTestDatabase({ migrated: false });
    const files = readMigrationFiles();
    const position = files.findIndex((file) => file.name === dataMigration);
    await migrate(testDatabase.database, files.slice(0, position));
    await query(
      testDatabase,
      `INSERT INTO tenants (id, key, app_name) OVERRIDING SYSTEM VALUE VALUES (1, 'one', 'One'), (2, 'two', 'Two')`,
    );
    await query(
      testDatabase,
      `INSERT INTO tags (id, tenant_id, kind, name) OVERRIDING SYSTEM VALUE VALUES
        (11, 1, 'skill', 'Koken'), (12, 1, 'category', 'Sport'), (13, 1, 'category', 'Koken'),
        (21, 2, 'skill', 'Fotografie')`,
    );
    await query(
      testDatabase,
      `INSERT INTO users (id, tenant_id, email, skills, interests) OVERRIDING SYSTEM VALUE VALUES
        (5, 1, 'a@example.org', ARRAY[' koken ', 'Fotografie', 'Breien'], ARRAY['sport', 'Natuur'])`,
    );

    await migrate(testDatabase.database, files);

    const links = await query<{ tag_id: number }>(testDatabase, 'SELECT tag_id FROM user_profile_tags ORDER BY tag_id');
    expect(links.map((link) => Number(link.tag_id))).toEqual([11, 12]);
    const [user] = await query<{ skills: string[]; interests: string[] }>(
      testDatabase,
      'SELECT skills, interests FROM users WHERE id = 5',
    );
    expect(user).toEqual({ skills: ['Fotografie', 'Breien'], interests: ['Natuur'] });
  });
});
