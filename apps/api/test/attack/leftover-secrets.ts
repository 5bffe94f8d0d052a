import type { Database } from '../../src/platform/database/connection.ts';

/**
 * Tables that hold a secret in clear on purpose, each with the reason. Nothing else may: tokens
 * are kept only as hashes, signing keys not at all (issue 29).
 */
export const tablesHoldingSecrets: Record<string, string> = {
  captured_mails:
    "The local SMTP capture stands in for the recipients' inboxes in development and tests (a mail holds its link); with SMTP_URL it stays empty.",
};

/** The secrets worth looking for: long enough not to turn up by chance, each once. */
function distinct(secrets: readonly string[]): string[] {
  return [...new Set(secrets.filter((secret) => secret.length >= 12))];
}

/**
 * Where any of the secrets is in clear: every table of the database (the jobs table and any added
 * later included), as the owner role reads it, in each spelling a secret travels in (as is, or
 * URL-encoded). Answers one finding per table and secret.
 */
export async function secretsInClear(database: Database, secrets: readonly string[]): Promise<string[]> {
  const wanted = distinct(secrets);
  return database.session(async (session) => {
    const tables = await session.query<{ table_name: string }>(
      `select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    const findings: string[] = [];
    for (const { table_name: table } of tables) {
      if (table in tablesHoldingSecrets) continue;
      const [row] = await session.query<{ text: string | null }>(
        `select string_agg(to_jsonb(t)::text, E'\\n') as text from "${table}" t`,
      );
      const text = row?.text ?? '';
      for (const secret of wanted) {
        if (text.includes(secret) || text.includes(encodeURIComponent(secret))) {
          findings.push(`${table} holds a secret in clear (${secret.slice(0, 6)}…)`);
        }
      }
    }
    return findings;
  });
}
