import { eq } from 'drizzle-orm';
import type { Database } from '../platform/database/connection.ts';
import { withTenant } from '../platform/database/tenant-scope.ts';
import { tags, type TagKind } from '../modules/tags/tags.schema.ts';
import { todayInNetherlands } from '../modules/vacancies/vacancy-fields.ts';
import { vacancies, vacancyTags } from '../modules/vacancies/vacancies.schema.ts';
import type { DemoVacancyRegion } from './demo-region-types.ts';
import { demoTagEnglishNames, demoTagNames } from './demo-tag-names.ts';
import { planDemoVacancies, type DemoVacancyOwner } from './demo-vacancy-plan.ts';

async function ensureDemoTags(database: Database, tenantId: number): Promise<Map<string, number>> {
  return withTenant(database, tenantId, async ({ transaction }) => {
    const wanted = (Object.keys(demoTagNames) as TagKind[]).flatMap((kind) =>
      demoTagNames[kind].map((name) => ({ tenantId, kind, name, nameEn: demoTagEnglishNames[name] ?? null })),
    );
    await transaction.insert(tags).values(wanted).onConflictDoNothing();
    const rows = await transaction
      .select({ id: tags.id, kind: tags.kind, name: tags.name })
      .from(tags)
      .where(eq(tags.tenantId, tenantId));
    return new Map(rows.map((row) => [`${row.kind}:${row.name}`, row.id]));
  });
}

/**
 * Adds a tenant's demo vacancies (see demo-vacancy-plan.ts): the tags, then
 * the vacancies of the region's organisations and their tags in bulk inserts,
 * dated from today.
 */
export async function seedDemoVacancies(
  database: Database,
  tenant: { id: number; key: string },
  centerIds: number[],
  region: DemoVacancyRegion,
  owners: ReadonlyMap<string, DemoVacancyOwner>,
): Promise<number> {
  const now = new Date();
  const context = { tenant, now, today: todayInNetherlands(now), sharing: centerIds.length > 1 };
  const tagIds = await ensureDemoTags(database, tenant.id);
  const planned = planDemoVacancies(context, region, owners).map(({ row, tagNames }) => ({
    row,
    tagIds: tagNames.map((name) => tagIds.get(name)).filter((id) => id !== undefined),
  }));
  await withTenant(database, tenant.id, async ({ transaction }) => {
    for (let start = 0; start < planned.length; start += 100) {
      const chunk = planned.slice(start, start + 100);
      const inserted = await transaction
        .insert(vacancies)
        .values(chunk.map((item) => item.row))
        .returning({ id: vacancies.id });
      const links = inserted.flatMap(({ id }, index) =>
        chunk[index]!.tagIds.map((tagId) => ({ tenantId: tenant.id, vacancyId: id, tagId })),
      );
      if (links.length > 0) await transaction.insert(vacancyTags).values(links);
    }
  });
  return planned.length;
}
