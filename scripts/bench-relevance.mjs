#!/usr/bin/env node
// `npm run bench:relevance`: how well the vacancy search finds what people type (issue 14 §3).
//
// Seeds a fresh in-memory database with the demo data (as `npm start` does on an empty one), builds
// the API in this process and sends every query of the relevance set
// (apps/api/test/vacancy-search/relevance/relevance-queries.ts) to GET /api/v1/vacancies/search on
// each demo tenant, in the query's page language. Prints per query recall@10 and nDCG@10 (averaged
// over the tenants that have vacancies it expects), how many of the first ten were not expected,
// and the expected templates that did not come; then the set's recall@10 and nDCG@10.
// BENCH_RELEVANCE_KIND=typo (or inflection, compound, synonym, multi-word, english) runs one kind.
// Exits 1 when recall@10 is below BENCH_RELEVANCE_MIN_RECALL (default 0: never).
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/platform/config/config.ts';
import { openDatabase } from '../apps/api/src/platform/database/connection.ts';
import { migrate } from '../apps/api/src/platform/database/migrator.ts';
import { seedDemo } from '../apps/api/src/seed/demo-seed.ts';
import { evaluateRelevance } from '../apps/api/test/vacancy-search/relevance/relevance-evaluation.ts';
import { relevanceQueries } from '../apps/api/test/vacancy-search/relevance/relevance-queries.ts';

const kind = process.env.BENCH_RELEVANCE_KIND;
const minimumRecall = Number(process.env.BENCH_RELEVANCE_MIN_RECALL ?? 0);
const queries = kind ? relevanceQueries.filter((query) => query.kind === kind) : relevanceQueries;

const started = performance.now();
const database = await openDatabase({ inMemory: true });
await migrate(database);
const tenantKeys = await seedDemo(database);
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent-web-dist' });
const app = await buildApp({ config, database, logger: false });
const seconds = (from) => `${((performance.now() - from) / 1000).toFixed(1)} s`;
console.log(
  `bench:relevance: ${queries.length} queries on demo tenants ${tenantKeys.join(', ')} (seeded in ${seconds(started)})`,
);

const searched = performance.now();
const report = await evaluateRelevance(app, tenantKeys, queries);
const figure = (value) => value.toFixed(2);
const rows = report.scores.map((score) => ({
  query: `${score.query.query}${score.query.language === 'en' ? ' (en)' : ''}`,
  kind: score.query.kind,
  'recall@10': score.tenants ? figure(score.recall) : '-',
  'nDCG@10': score.tenants ? figure(score.ndcg) : '-',
  others: score.unexpected,
  missing: score.missing.join('; '),
}));
const width = (key) => Math.max(key.length, ...rows.map((row) => String(row[key]).length));
const columns = Object.keys(rows[0] ?? {});
const line = (row) =>
  columns
    .map((key, index) => (index === columns.length - 1 ? String(row[key]) : String(row[key]).padEnd(width(key))))
    .join('  ');
console.log(`\n${line(Object.fromEntries(columns.map((key) => [key, key])))}`);
for (const row of rows) console.log(line(row));

const byKind = new Map();
for (const score of report.scores.filter((item) => item.tenants > 0)) {
  byKind.set(score.query.kind, [...(byKind.get(score.query.kind) ?? []), score]);
}
console.log('\nper kind:');
for (const [name, scores] of byKind) {
  const average = (pick) => scores.reduce((sum, score) => sum + pick(score), 0) / scores.length;
  console.log(
    `  ${name.padEnd(11)} recall@10 ${figure(average((score) => score.recall))}  nDCG@10 ${figure(average((score) => score.ndcg))}  (${scores.length} queries)`,
  );
}
const unjudged = report.scores.filter((score) => score.tenants === 0).map((score) => score.query.query);
if (unjudged.length > 0) console.log(`\nnot judged (no tenant has an expected vacancy): ${unjudged.join(', ')}`);
console.log(
  `\noverall: recall@10 ${figure(report.recall)}  nDCG@10 ${figure(report.ndcg)}  (${queries.length} queries, searched in ${seconds(searched)})`,
);

await app.close();
await database.close();
if (report.recall < minimumRecall) {
  console.log(`recall@10 is below BENCH_RELEVANCE_MIN_RECALL ${minimumRecall}`);
  process.exit(1);
}
