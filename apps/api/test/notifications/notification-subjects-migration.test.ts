import { afterEach, describe, expect, it } from 'vitest';
import { migrate, readMigrationFiles } from '../../src/platform/database/migrator.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

const subjectsMigration = '0040_notification-subjects.sql';

async function query<Row>(testDatabase: TestDatabase, sql: string): Promise<Row[]> {
  return testDatabase.database.session((session) => session.query<Row>(sql));
}

// Starts PGlite from initdb (like migrator.test.ts): slower than the migrated image other files copy.
describe('the migration to notification subjects', { timeout: 60_000 }, () => {
  let testDatabase: TestDatabase;
  afterEach(async () => testDatabase.destroy());

  it('names the subject of stored notifications whose path has one of the shapes the app wrote', async () => {
    testDatabase = await createTestDatabase({ migrated: false });
    const files = readMigrationFiles();
    const position = files.findIndex((file) => file.name === subjectsMigration);
    expect(position).toBeGreaterThan(0);
    await migrate(testDatabase.database, files.slice(0, position));
    await query(
      testDatabase,
      `INSERT INTO tenants (id, key, app_name) OVERRIDING SYSTEM VALUE VALUES (1, 'one', 'One')`,
    );
    await query(
      testDatabase,
      `INSERT INTO users (id, tenant_id, email) OVERRIDING SYSTEM VALUE VALUES (5, 1, 'a@example.org')`,
    );
    await query(
      testDatabase,
      `INSERT INTO notifications (id, tenant_id, user_id, event, text, path) OVERRIDING SYSTEM VALUE VALUES
        (1, 1, 5, 'application_new', 'a', '/applications/12'),
        (2, 1, 5, 'conversation_message', 'b', '/conversations/7'),
        (3, 1, 5, 'organization_approved', 'c', '/organizations/3'),
        (4, 1, 5, 'organization_denied', 'd', '/organizations/3/edit'),
        (5, 1, 5, 'organization_signed_up', 'e', '/organizations/approve'),
        (6, 1, 5, 'application_new', 'f', '/applications/12/extra'),
        (7, 1, 5, 'application_new', 'g', NULL)`,
    );

    await migrate(testDatabase.database, files);

    const rows = await query<{ id: number; subject_type: string | null; subject_id: number | null }>(
      testDatabase,
      'SELECT id::int AS id, subject_type, subject_id::int AS subject_id FROM notifications ORDER BY id',
    );
    expect(rows).toEqual([
      { id: 1, subject_type: 'application', subject_id: 12 },
      { id: 2, subject_type: 'conversation', subject_id: 7 },
      { id: 3, subject_type: 'organization', subject_id: 3 },
      { id: 4, subject_type: 'organization', subject_id: 3 },
      { id: 5, subject_type: null, subject_id: null },
      { id: 6, subject_type: null, subject_id: null },
      { id: 7, subject_type: null, subject_id: null },
    ]);
  });
});
