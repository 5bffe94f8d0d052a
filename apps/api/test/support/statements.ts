import type { Database } from '../../src/platform/database/connection.ts';

/** The SQL statements `database` runs while `work` runs (through its statement hook). */
export async function statementsDuring(database: Database, work: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  const stopObserving = database.observeStatements((statement) => statements.push(statement));
  try {
    await work();
  } finally {
    stopObserving();
  }
  return statements;
}
