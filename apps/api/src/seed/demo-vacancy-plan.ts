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
import {
  demoVacancyTemplate,
  demoVacancyVersions,
  type DemoVacancyTemplate,
  type DemoVacancyVariant,
} from './demo-vacancy-templates.ts';

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

/** What a recurring role offers, in the words of different organisations. */
const recurringOffers = [
  'een inwerkperiode, een onkostenvergoeding en gezellige vrijwilligersavonden',
  'een vaste contactpersoon, een reiskostenvergoeding en twee keer per jaar een uitje met het hele team',
  'een maatje om mee in te werken, cursussen via de vrijwilligersacademie en een attentie met de feestdagen',
  'koffie en een luisterend oor, een WA-verzekering en een jaarlijkse barbecue voor alle vrijwilligers',
  'goede begeleiding, vrijwilligersbijeenkomsten om ervaringen te delen en een vergoeding voor je onkosten',
  'ruimte om het op jouw manier te doen, een kerstpakket en een bedankavond in het voorjaar',
  'een kennismakingsgesprek, een proefperiode van een maand en een vrijwilligerspas met kortingen in de buurt',
  'een hecht team, gratis trainingen en een reiskostenvergoeding op basis van je kilometers',
];

/** What a day or a period offers. */
const datedOffers = [
  'een goede uitleg vooraf, eten en drinken op de dag zelf en een bedankje achteraf',
  'een briefing vooraf, een shirt van de organisatie en een gezellige afsluiting',
  'lunch, koffie zoveel je wilt en een bedankborrel na afloop',
  'een duidelijke taakverdeling, een vast aanspreekpunt en een klein cadeautje als dank',
  'een hapje en een drankje, een verzekering voor de duur van het evenement en een foto-album achteraf',
];

/** How a vacancy opens: who asks, and where. */
const openings = [
  (organization: string, place: string) => `${organization} zoekt in ${place} iemand zoals jij.`,
  (organization: string, place: string) => `Bij ${organization} in ${place} kunnen we jouw hulp goed gebruiken.`,
  (organization: string, place: string) =>
    `Wil jij in ${place} het verschil maken? ${organization} hoort graag van je.`,
  (organization: string, place: string) => `In ${place} is ${organization} op zoek naar versterking.`,
  (organization: string, place: string) =>
    `${organization} is actief in ${place} en kan wel een extra paar handen gebruiken.`,
  (organization: string, place: string) => `Woon of werk je in of rond ${place}? Dan zoekt ${organization} jou.`,
];

/** How one gets to know the organisation before starting. */
const firstSteps = [
  'Na je aanmelding bellen we je binnen een week voor een kennismaking.',
  'Je maakt eerst kennis met de coördinator en loopt een keer mee.',
  'We beginnen met een kop koffie: dan hoor je alles en stel je je vragen.',
  'Eerst een kort gesprek, daarna spreek je samen af wanneer je begint.',
  'Twijfel je nog? Kom gerust eerst een keer kijken.',
];

/** The description: an opening, the version's summary and tasks, what it asks and offers, a first step. */
function descriptionOf(
  template: DemoVacancyTemplate,
  version: DemoVacancyVariant,
  organizationName: string,
  placeName: string,
  random: Random,
): string {
  const offers = template.commitment === 'recurring' ? recurringOffers : datedOffers;
  return [
    `<p>${escapeHtml(pick(random, openings)(organizationName, placeName))} ${escapeHtml(version.summary)}</p>`,
    '<h3>Wat ga je doen?</h3>',
    `<ul>${version.tasks.map((task) => `<li>${escapeHtml(task)}</li>`).join('')}</ul>`,
    ...(template.vog ? ['<p>Voor dit werk vraag je een VOG aan; de kosten betalen wij.</p>'] : []),
    '<h3>Wat bieden wij?</h3>',
    `<p>Een warm welkom bij <strong>${escapeHtml(organizationName)}</strong>, ${pick(random, offers)}.</p>`,
    `<p>${escapeHtml(pick(random, firstSteps))}</p>`,
    // The kind of work, as vacancy banks label it: what people search for when the title says it otherwise.
    ...(version.title === template.title ? [] : [`<p>Soort vrijwilligerswerk: ${escapeHtml(template.title)}.</p>`]),
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

/**
 * How often it was viewed since it was published: a few to a dozen visitors a day, more in its
 * first week, some kinds of work far more popular than others; a draft has never been seen.
 */
function viewsOf(row: NewVacancyRow, now: Date, random: Random): number {
  if (!row.publishedAt) return 0;
  const days = Math.max(0, (now.getTime() - row.publishedAt.getTime()) / 86_400_000);
  const perDay = 1 + random() * 7 * (random() < 0.15 ? 3 : 1);
  const firstWeek = Math.min(days, 7) * (4 + random() * 10);
  return Math.round(days * perDay + firstWeek);
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
  version: DemoVacancyVariant,
  where: { title: string; placeName: string; place: PlaceFields },
): PlannedDemoVacancy {
  const { title, placeName, place } = where;
  const random = seededRandom(`${context.tenant.key}:${title}`);
  const schedule = demoVacancySchedule(template, context.today, random);
  const withoutDutch = template.suitableFor?.includes('without_dutch') ?? false;
  const row: NewVacancyRow = {
    tenantId: context.tenant.id,
    organizationId: owner.id,
    volunteerCenterId: owner.volunteerCenterId,
    title,
    summary: version.summary,
    descriptionHtml: descriptionOf(template, version, owner.name, placeName, seededRandom(`text:${title}`)),
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
  row.viewCount = viewsOf(row, context.now, seededRandom(`views:${context.tenant.key}:${title}`));
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

/** In how many of its places an organisation offers each kind of neighbourhood work. */
const areasPerNeighbourhoodWork = 2;

/**
 * The next version of a template in the tenant: the first vacancy of a kind is the template
 * itself, the next ones its variants in turn (`uses` counts per template across the tenant).
 */
function nextVersion(template: DemoVacancyTemplate, uses: Map<string, number>): DemoVacancyVariant {
  const versions = demoVacancyVersions(template);
  const used = uses.get(template.title) ?? 0;
  uses.set(template.title, used + 1);
  return versions[used % versions.length]!;
}

function plansOf(
  context: DemoPlanContext,
  region: DemoVacancyRegion,
  organization: DemoRegionOrganization,
  owner: DemoVacancyOwner,
  uses: Map<string, number>,
): PlannedDemoVacancy[] {
  const home = placeNamed(region, organization.place);
  const areas = organization.areas ?? [organization.place];
  let neighbourhoodWork = 0;
  return organization.offers.flatMap((offer) => {
    const template = demoVacancyTemplate(offer);
    if (template.remote) {
      const version = nextVersion(template, uses);
      const where = { title: version.title, placeName: home.name, place: { locationKind: template.remote } };
      return [planOne(context, owner, template, version, where)];
    }
    if (template.inNeighbourhoods) {
      // Each kind of neighbourhood work in a few of its places, the next kind in the next ones,
      // so an organisation's list is not one task repeated per neighbourhood.
      const count = Math.min(areasPerNeighbourhoodWork, areas.length);
      const first = neighbourhoodWork;
      neighbourhoodWork += count;
      return Array.from({ length: count }, (_, index) => {
        const place = placeNamed(region, areas[(first + index) % areas.length]!);
        const version = nextVersion(template, uses);
        const title = `${version.title} in ${place.name}`;
        const where = { title, placeName: place.name, place: addressIn(place, seededRandom(`address:${title}`)) };
        return planOne(context, owner, template, version, where);
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
    const version = nextVersion(template, uses);
    const where = { title: `${version.title} in ${home.name}`, placeName: home.name, place: address };
    return [planOne(context, owner, template, version, where)];
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
  const uses = new Map<string, number>();
  return region.organizations.flatMap((organization) => {
    const owner = owners.get(organization.name);
    if (!owner || owner.status !== 'approved') return [];
    return plansOf(context, region, organization, owner, uses);
  });
}
