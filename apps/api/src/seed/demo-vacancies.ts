import { eq } from 'drizzle-orm';
import { dayParts, weekdays, type Availability } from '@volunteerly/contracts/users';
import type { VacancyLanguage } from '@volunteerly/contracts/vacancies';
import { createOrganization } from '../factories/organization-factory.ts';
import type { Database } from '../platform/database/connection.ts';
import { withTenant } from '../platform/database/tenant-scope.ts';
import { tags, type TagKind } from '../modules/tags/tags.schema.ts';
import { vacancies, vacancyTags, type NewVacancyRow } from '../modules/vacancies/vacancies.schema.ts';
import { demoVacancyRegions, type DemoTown } from './demo-vacancy-places.ts';
import { demoTagNames } from './demo-tag-names.ts';
import { demoVacancyTemplates, type DemoVacancyTemplate } from './demo-vacancy-templates.ts';
import { escapeHtml } from '../platform/html/escape-html.ts';

/** An organisation the demo vacancies may belong to. */
export interface DemoVacancyOwner {
  id: number;
  volunteerCenterId: number;
  name: string;
  status: string;
}

/** A small seeded random generator (mulberry32): the same demo on every machine. */
function seededRandom(seedText: string): () => number {
  let state = [...seedText].reduce(
    (hash, character) => Math.imul(hash ^ character.charCodeAt(0), 16777619),
    2166136261,
  );
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));

function isoDay(daysFromNow: number): string {
  return new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);
}

function descriptionOf(template: DemoVacancyTemplate, organizationName: string): string {
  return [
    `<p>${escapeHtml(template.summary)}</p>`,
    '<h3>Wat ga je doen?</h3>',
    `<ul>${template.tasks.map((task) => `<li>${escapeHtml(task)}</li>`).join('')}</ul>`,
    '<h3>Wat bieden wij?</h3>',
    `<p>Een warm welkom bij <strong>${escapeHtml(organizationName)}</strong>, een inwerkperiode, een onkostenvergoeding en gezellige vrijwilligersavonden.</p>`,
  ].join('');
}

function dayPartsOf(random: Random): Availability {
  const availability: Availability = {};
  for (let count = between(random, 1, 3); count > 0; count -= 1) {
    availability[pick(random, weekdays)] = [pick(random, dayParts)];
  }
  return availability;
}

/** When the vacancy asks for time, by its commitment. */
function scheduleOf(template: DemoVacancyTemplate, random: Random): Partial<NewVacancyRow> {
  if (template.commitment === 'one_off') return { startsOn: isoDay(between(random, 7, 120)) };
  if (template.commitment === 'period') {
    const start = between(random, 0, 60);
    return { startsOn: isoDay(start), endsOn: isoDay(start + between(random, 14, 90)) };
  }
  return { hoursPerWeek: between(random, 2, 8), dayParts: dayPartsOf(random) };
}

/** Where the vacancy is: an address in one of the region's towns, or online / at home. */
function placeOf(template: DemoVacancyTemplate, town: DemoTown, random: Random): Partial<NewVacancyRow> {
  if (template.remote) return { locationKind: template.remote };
  return {
    locationKind: 'address',
    street: pick(random, town.streets),
    houseNumber: String(between(random, 1, 180)),
    postcode: town.postcode,
    city: town.city,
    latitude: Number((town.latitude + (random() - 0.5) * 0.03).toFixed(6)),
    longitude: Number((town.longitude + (random() - 0.5) * 0.045).toFixed(6)),
  };
}

/** Its state: most are published; some drafts, closed and archived ones show the back office. */
function statusOf(random: Random): Partial<NewVacancyRow> {
  const roll = random();
  const publishedAt = new Date(Date.now() - between(random, 1, 120 * 24) * 3_600_000);
  if (roll < 0.06) return { status: 'draft', publishedAt: null };
  if (roll < 0.1) return { status: 'closed', publishedAt, closedAt: new Date() };
  if (roll < 0.12) return { status: 'archived', publishedAt };
  return { status: 'published', publishedAt, expiresOn: random() < 0.25 ? isoDay(between(random, 20, 180)) : null };
}

async function ensureDemoTags(database: Database, tenantId: number): Promise<Map<string, number>> {
  return withTenant(database, tenantId, async ({ transaction }) => {
    const wanted = (Object.keys(demoTagNames) as TagKind[]).flatMap((kind) =>
      demoTagNames[kind].map((name) => ({ tenantId, kind, name })),
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
 * Adds a tenant's demo vacancies (a few dozen to a hundred and more per
 * tenant, see demo-vacancy-places.ts): organisations where the region needs
 * them, the tags, then the vacancies and their tags in bulk inserts.
 */
export async function seedDemoVacancies(
  database: Database,
  tenant: { id: number; key: string },
  centerIds: number[],
  existing: DemoVacancyOwner[],
): Promise<number> {
  const region = demoVacancyRegions[tenant.key];
  if (!region) return 0;
  const random = seededRandom(`vacancies:${tenant.key}`);
  const owners = existing.filter((organization) => organization.status === 'approved');
  for (const [index, values] of region.organizations.entries()) {
    const place = region.towns[index % region.towns.length]!;
    const center = { tenantId: tenant.id, id: centerIds[index % centerIds.length]! };
    const row = await createOrganization(
      database,
      center,
      { ...values, status: 'approved' },
      {
        address: {
          street: place.streets[0] ?? null,
          houseNumber: String(10 + index),
          postcode: place.postcode,
          city: place.city,
          latitude: place.latitude,
          longitude: place.longitude,
        },
      },
    );
    owners.push(row);
  }
  const tagIds = await ensureDemoTags(database, tenant.id);
  const planned = Array.from({ length: region.vacancyCount }, () => {
    const template = pick(random, demoVacancyTemplates);
    const owner = pick(random, owners);
    const town = pick(random, region.towns);
    const place = placeOf(template, town, random);
    const row: NewVacancyRow = {
      tenantId: tenant.id,
      organizationId: owner.id,
      volunteerCenterId: owner.volunteerCenterId,
      title: place.city ? `${template.title} in ${place.city}` : template.title,
      summary: template.summary,
      descriptionHtml: descriptionOf(template, owner.name),
      ...place,
      commitmentKind: template.commitment,
      ...scheduleOf(template, random),
      minimumAge: template.vog ? 18 : pick(random, [null, null, 16, 18]),
      vogRequired: template.vog ?? false,
      suitableFor: template.suitableFor ?? [],
      languages: pick<VacancyLanguage[]>(random, [['nl'], ['nl'], ['nl', 'en'], ['nl', 'ar', 'uk']]),
      places: between(random, 1, 5),
      contactName: `Coördinator ${owner.name}`,
      contactEmail: `vrijwilligers@${owner.name
        .toLowerCase()
        .replace(/[^a-z]+/g, '-')
        .replace(/^-|-$/g, '')}.example.org`,
      sharedWithCenters: centerIds.length > 1 && random() < 0.3,
      ...statusOf(random),
    };
    const tagNames = [
      `category:${template.category}`,
      ...template.skills.map((skill) => `skill:${skill}`),
      ...(template.targetGroup ? [`target_group:${template.targetGroup}`] : []),
    ];
    return { row, tagIds: tagNames.map((name) => tagIds.get(name)).filter((id) => id !== undefined) };
  });
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
