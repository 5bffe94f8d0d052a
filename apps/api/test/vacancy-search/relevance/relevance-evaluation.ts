import type { AppInstance } from '../../../src/platform/http/app-instance.ts';
import { demoVacancyTemplateOf } from '../../../src/seed/demo-vacancy-templates.ts';
import type { RelevanceQuery } from './relevance-queries.ts';

/** How far down the results a query is judged. */
export const cutoff = 10;

/** One query's figures, averaged over the tenants that have vacancies it expects. */
export interface QueryScore {
  query: RelevanceQuery;
  recall: number;
  ndcg: number;
  /** Results among the first ten that no expected template explains (summed over the tenants). */
  unexpected: number;
  /** Expected templates of which no vacancy came in the first ten of a tenant where recall fell short. */
  missing: string[];
  /** The tenants the query was judged on. */
  tenants: number;
}

/** The whole set's figures: the mean over the queries. */
export interface RelevanceReport {
  scores: QueryScore[];
  recall: number;
  ndcg: number;
}

interface SearchDocument {
  data: { id: string; attributes: { title: string } }[];
  meta: { pagination: { total: number } };
}

/** Whether a demo vacancy's title comes from the template titled `template` (itself or one of its variants). */
export function isOfTemplate(title: string, template: string): boolean {
  return demoVacancyTemplateOf(title)?.title === template;
}

async function search(
  app: AppInstance,
  tenantKey: string,
  language: string,
  parameters: Record<string, string>,
): Promise<SearchDocument> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/vacancies/search?${new URLSearchParams(parameters)}`,
    headers: { 'x-tenant': tenantKey, 'app-context': 'main', 'accept-language': language },
  });
  if (response.statusCode !== 200) throw new Error(`search answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

/** Every vacancy the tenant's public search can show (what a query may find), as id → title. */
async function publicVacancies(app: AppInstance, tenantKey: string): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  for (let page = 1; ; page += 1) {
    const document = await search(app, tenantKey, 'nl', { 'page[number]': String(page), 'page[size]': '100' });
    for (const item of document.data) titles.set(item.id, item.attributes.title);
    if (document.data.length < 100) return titles;
  }
}

const discount = (rank: number) => 1 / Math.log2(rank + 2);

/**
 * Recall@10 (found relevant / min(relevant, 10), so a query with many relevant vacancies can
 * score 1) and nDCG@10 with binary gains, of one query on one tenant.
 */
export function scoreRanking(ranked: string[], relevant: Set<string>): { recall: number; ndcg: number } {
  const top = ranked.slice(0, cutoff);
  const ideal = Math.min(relevant.size, cutoff);
  const found = top.filter((id) => relevant.has(id)).length;
  const gain = top.reduce((sum, id, rank) => sum + (relevant.has(id) ? discount(rank) : 0), 0);
  const idealGain = Array.from({ length: ideal }, (_, rank) => discount(rank)).reduce((sum, value) => sum + value, 0);
  return { recall: found / ideal, ndcg: gain / idealGain };
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1);

/** Runs every query through GET /api/v1/vacancies/search on each tenant and scores the first ten. */
export async function evaluateRelevance(
  app: AppInstance,
  tenantKeys: string[],
  queries: RelevanceQuery[],
): Promise<RelevanceReport> {
  const catalogues = new Map<string, Map<string, string>>();
  for (const tenantKey of tenantKeys) catalogues.set(tenantKey, await publicVacancies(app, tenantKey));
  const scores: QueryScore[] = [];
  for (const query of queries) {
    const perTenant: { recall: number; ndcg: number }[] = [];
    const missing = new Set<string>();
    let unexpected = 0;
    for (const [tenantKey, catalogue] of catalogues) {
      const relevant = new Set(
        [...catalogue].filter(([, title]) => query.expected.some((template) => isOfTemplate(title, template))),
      );
      if (relevant.size === 0) continue;
      const relevantIds = new Set([...relevant].map(([id]) => id));
      const document = await search(app, tenantKey, query.language, { q: query.query, 'page[size]': String(cutoff) });
      const ranked = document.data.map((item) => item.id);
      const score = scoreRanking(ranked, relevantIds);
      perTenant.push(score);
      unexpected += ranked.filter((id) => !relevantIds.has(id)).length;
      for (const template of query.expected) {
        const present = [...relevant].some(([, title]) => isOfTemplate(title, template));
        const shown = document.data.some((item) => isOfTemplate(item.attributes.title, template));
        if (present && !shown && score.recall < 1) missing.add(template);
      }
    }
    scores.push({
      query,
      recall: mean(perTenant.map((score) => score.recall)),
      ndcg: mean(perTenant.map((score) => score.ndcg)),
      unexpected,
      missing: [...missing],
      tenants: perTenant.length,
    });
  }
  const judged = scores.filter((score) => score.tenants > 0);
  return { scores, recall: mean(judged.map((score) => score.recall)), ndcg: mean(judged.map((score) => score.ndcg)) };
}
