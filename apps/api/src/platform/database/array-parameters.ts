import { sql, type SQL } from 'drizzle-orm';

// Lists travel as one array parameter, never a parameter per value: a statement's text then
// depends only on which conditions it has, not on how many values each holds, so one prepared
// form serves every list (executePrepared) and a long list cannot exceed the parameter limit.

/** A list of ids as one `bigint[]` parameter (`= any(…)`). */
export function idArrayParameter(ids: readonly number[]): SQL {
  return sql`${sql.param(ids)}::bigint[]`;
}

/** A list of texts as one `text[]` parameter (`= any(…)`, `&&`). */
export function textArrayParameter(values: readonly string[]): SQL {
  return sql`${sql.param(values)}::text[]`;
}
