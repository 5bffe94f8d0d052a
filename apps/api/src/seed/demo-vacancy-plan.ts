import type { VacancyLanguage } from '@volunteerly/contracts/vacancies';
import type { NewVacancyRow } from '../modules/vacancies/vacancies.schema.ts';
import { escapeHtml } from '../platform/html/escape-html.ts';
import type { DemoPlace, DemoRegionOrganization, DemoVacancyRegion } from './demo-region-types.ts';
import {
  between,
  daysBetween,
  demoVacancySchedule,
  type DemoVacancySchedule,
  type Random,
} from './demo-vacancy-schedule.ts';
import { demoVacancyTemplate, type DemoVacancyTemplate } from './demo-vacancy-templates.ts';

/** An organisation the demo vacancies may belong to. */
export interface DemoVacancyOwner {
  id: number;
  volunteerCenterId: number;
  name: string;
  status: string;
}

/** A vacancy the seed will insert, with the names (`kind:name`) of its tags. */
export interface PlannedDemoVacancy {
  row: NewVacancyRow;
  tagNames: string[];
}

/** A small seeded random generator (mulberry32): the same demo on every machine. */
export function seededRandom(seedText: string): Random {
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

/** One of the values, by chance. */
export const pick = <T>(random: Random, values: readonly T[]): T => values[Math.floor(random() * values.length)]!;

const firstNames = [
  'Anouk',
  'Bas',
  'Fatima',
  'Jeroen',
  'Lisa',
  'Mohamed',
  'Sanne',
  'Tom',
  'Emma',
  'Youssef',
  'Marieke',
];
const lastNames = [
  'de Vries',
  'Jansen',
  'Bakker',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'El Amrani',
  'van Dijk',
  'Yılmaz',
];

/** The person who answers questions about an organisation's vacancies (the same for all of them). */
export function demoContactName(organizationName: string): string {
  const random = seededRandom(`contact:${organizationName}`);
  return `${pick(random, firstNames)} ${pick(random, lastNames)}`;
}

/** The web address part made from an organisation's name ('Stichting Buurtkracht' → 'buurtkracht'). */
export function demoSlug(organizationName: string): string {
  return organizationName
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/^stichting /, '')
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '');
}

function descriptionOf(template: DemoVacancyTemplate, organizationName: string): string {
  const welcome =
    template.commitment === 'recurring'
      ? 'een inwerkperiode, een onkostenvergoeding en gezellige vrijwilligersavonden'
      : 'een goede uitleg vooraf, eten en drinken op de dag zelf en een bedankje achteraf';
  return [
    `<p>${escapeHtml(template.summary)}</p>`,
    '<h3>Wat ga je doen?</h3>',
    `<ul>${template.tasks.map((task) => `<li>${escapeHtml(task)}</li>`).join('')}</ul>`,
    ...(template.vog ? ['<p>Voor dit werk vraag je een VOG aan; de kosten betalen wij.</p>'] : []),
    '<h3>Wat bieden wij?</h3>',
    `<p>Een warm welkom bij <strong>${escapeHtml(organizationName)}</strong>, ${welcome}.</p>`,
  ].join('');
}

type PlaceFields = Pick<
  NewVacancyRow,
  'locationKind' | 'street' | 'houseNumber' | 'postcode' | 'city' | 'latitude' | 'longitude'
>;

/** An address on one of the place's streets, a few hundred metres around its centre. */
function addressIn(place: DemoPlace, random: Random): PlaceFields {
  const { street, postcode } = pick(random, place.streets);
  return {
    locationKind: 'address',
    street,
    houseNumber: String(between(random, 1, 180)),
    postcode,
    city: place.city,
    latitude: Number((place.latitude + (random() - 0.5) * 0.008).toFixed(6)),
    longitude: Number((place.longitude + (random() - 0.5) * 0.012).toFixed(6)),
  };
}

/** Its state: most are published; some drafts, closed and archived ones show the back office. */
function statusOf(random: Random, now: Date, today: string, schedule: DemoVacancySchedule): Partial<NewVacancyRow> {
  const roll = random();
  // Dated work is published in the year before it starts, and at most four months ago.
  const daysAhead = schedule.startsOn ? daysBetween(today, schedule.startsOn) : 0;
  const daysBack = Math.max(1, Math.min(120, 365 - daysAhead));
  const publishedAt = new Date(now.getTime() - between(random, 1, daysBack * 24) * 3_600_000);
  const expiresOn = schedule.expiresOn;
  if (roll < 0.06) return { status: 'draft', publishedAt: null, expiresOn };
  if (roll < 0.1) return { status: 'closed', publishedAt, closedAt: now, expiresOn };
  if (roll < 0.12) return { status: 'archived', publishedAt, expiresOn };
  return { status: 'published', publishedAt, expiresOn };
}

const multilingual: VacancyLanguage[][] = [
  ['nl', 'en'],
  ['nl', 'ar', 'uk'],
  ['nl', 'en', 'pl'],
  ['nl', 'tr', 'ar'],
];

/** What the planner needs to know about the tenant and the moment it seeds. */
export interface DemoPlanContext {
  tenant: { id: number; key: string };
  /** The seed's clock, and its calendar day in the Netherlands. */
  now: Date;
  today: string;
  /** Whether the tenant has more than one centre to share vacancies with. */
  sharing: boolean;
}

function planOne(
  context: DemoPlanContext,
  owner: DemoVacancyOwner,
  template: DemoVacancyTemplate,
  title: string,
  place: PlaceFields,
): PlannedDemoVacancy {
  const random = seededRandom(`${context.tenant.key}:${title}`);
  const schedule = demoVacancySchedule(template, context.today, random);
  const withoutDutch = template.suitableFor?.includes('without_dutch') ?? false;
  const row: NewVacancyRow = {
    tenantId: context.tenant.id,
    organizationId: owner.id,
    volunteerCenterId: owner.volunteerCenterId,
    title,
    summary: template.summary,
    descriptionHtml: descriptionOf(template, owner.name),
    ...place,
    commitmentKind: template.commitment,
    startsOn: schedule.startsOn,
    endsOn: schedule.endsOn,
    hoursPerWeek: schedule.hoursPerWeek,
    dayParts: schedule.dayParts,
    minimumAge: template.minimumAge ?? (template.vog ? 18 : null),
    vogRequired: template.vog ?? false,
    suitableFor: template.suitableFor ?? [],
    languages: withoutDutch
      ? pick(random, multilingual)
      : pick<VacancyLanguage[]>(random, [['nl'], ['nl'], ['nl', 'en']]),
    places: between(random, ...template.places),
    contactName: demoContactName(owner.name),
    contactEmail: `vrijwilligers@${demoSlug(owner.name)}.example.org`,
    sharedWithCenters: context.sharing && random() < 0.3,
    ...statusOf(random, context.now, context.today, schedule),
  };
  const tagNames = [
    `category:${template.category}`,
    ...template.skills.map((skill) => `skill:${skill}`),
    ...(template.targetGroup ? [`target_group:${template.targetGroup}`] : []),
  ];
  return { row, tagNames };
}

function placeNamed(region: DemoVacancyRegion, name: string): DemoPlace {
  const found = region.places.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`the demo region has no place called '${name}'`);
  return found;
}

function plansOf(
  context: DemoPlanContext,
  region: DemoVacancyRegion,
  organization: DemoRegionOrganization,
  owner: DemoVacancyOwner,
): PlannedDemoVacancy[] {
  const home = placeNamed(region, organization.place);
  return organization.offers.flatMap((offer) => {
    const template = demoVacancyTemplate(offer);
    if (template.remote) return [planOne(context, owner, template, template.title, { locationKind: template.remote })];
    if (template.inNeighbourhoods) {
      return (organization.areas ?? [organization.place]).map((area) => {
        const place = placeNamed(region, area);
        const title = `${template.title} in ${place.name}`;
        return planOne(context, owner, template, title, addressIn(place, seededRandom(`address:${title}`)));
      });
    }
    const { street, houseNumber, postcode, latitude, longitude } = organization;
    const address = {
      locationKind: 'address' as const,
      street,
      houseNumber,
      postcode,
      city: home.city,
      latitude,
      longitude,
    };
    return [planOne(context, owner, template, `${template.title} in ${home.name}`, address)];
  });
}

/**
 * The demo vacancies of a region: every approved organisation offers each of
 * its kinds of work once, at its address, from home, or in each place it works
 * in; dates are counted from the context's day.
 */
export function planDemoVacancies(
  context: DemoPlanContext,
  region: DemoVacancyRegion,
  owners: ReadonlyMap<string, DemoVacancyOwner>,
): PlannedDemoVacancy[] {
  return region.organizations.flatMap((organization) => {
    const owner = owners.get(organization.name);
    if (!owner || owner.status !== 'approved') return [];
    return plansOf(context, region, organization, owner);
  });
}
