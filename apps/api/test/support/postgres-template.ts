import { createHash } from 'node:crypto';
import type pg from 'pg';
import { openDatabase } from '../../src/platform/database/connection.ts';
import { migrate, readMigrationFiles } from '../../src/platform/database/migrator.ts';

const templatePrefix = 'volunteerly_template_';
// Held on the server's maintenance database (TEST_DATABASE_URL) while a template is made, so the
// test processes that start at once make it once. Any number; it only has to be the same everywhere.
const templateLock = 724_002;
// A template of other migrations than these is dropped once it is this old: a run on another
// checkout that still copies it has had time to finish (and would make it again if not).
const staleTemplateAgeMs = 60 * 60 * 1000;

/** Quotes a database name made here (letters, digits and underscores only) for SQL. */
function quoted(name: string): string {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name ${name}`);
  return `"${name}"`;
}

function templateName(): string {
  const key = createHash('sha256')
    .update(
      readMigrationFiles()
        .map((file) => `${file.name}:${file.checksum}`)
        .join('\n'),
    )
    .digest('hex')
    .slice(0, 16);
  return `${templatePrefix}${key}`;
}

async function isTemplate(admin: pg.Client, name: string): Promise<boolean> {
  const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1 AND datistemplate', [name]);
  return rows.length > 0;
}

/** Drops the templates of other migrations that were made long enough ago. */
async function dropStaleTemplates(admin: pg.Client, current: string): Promise<void> {
  const { rows } = await admin.query<{ datname: string; made: string | null }>(
    `SELECT datname, shobj_description(oid, 'pg_database') AS made FROM pg_database
     WHERE datname LIKE '${templatePrefix}%' AND datname <> $1`,
    [current],
  );
  for (const { datname, made } of rows) {
    const madeAt = Date.parse(made ?? '');
    if (Number.isFinite(madeAt) && Date.now() - madeAt < staleTemplateAgeMs) continue;
    await admin.query(`ALTER DATABASE ${quoted(datname)} WITH IS_TEMPLATE false`);
    await admin.query(`DROP DATABASE IF EXISTS ${quoted(datname)} WITH (FORCE)`);
  }
}

/**
 * The name of a database on the test server that holds the current migrations, marked as a
 * template. The first test file that asks makes it; every file then copies it with CREATE DATABASE
 * … TEMPLATE, which takes a fraction of the second that running every migration took per file.
 * `admin` is connected to the server's maintenance database.
 */
export async function migratedTemplate(admin: pg.Client, serverUrl: string): Promise<string> {
  const name = templateName();
  if (await isTemplate(admin, name)) return name;
  await admin.query('SELECT pg_advisory_lock($1)', [templateLock]);
  try {
    if (await isTemplate(admin, name)) return name;
    // Not marked yet: made by nobody, or left half made by a run that stopped.
    await admin.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${quoted(name)}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString() });
    try {
      await migrate(database);
    } finally {
      await database.close();
    }
    await admin.query(`COMMENT ON DATABASE ${quoted(name)} IS '${new Date().toISOString()}'`);
    await admin.query(`ALTER DATABASE ${quoted(name)} WITH IS_TEMPLATE true`);
    await dropStaleTemplates(admin, name);
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [templateLock]);
  }
}
