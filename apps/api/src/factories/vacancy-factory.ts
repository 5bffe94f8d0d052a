import type { Database } from '../platform/database/connection.ts';
import { withTenant } from '../platform/database/tenant-scope.ts';
import { vacancies, vacancyTags, type NewVacancyRow, type VacancyRow } from '../modules/vacancies/vacancies.schema.ts';
import { nextSequence } from './sequence.ts';

type VacancyOverrides = Partial<Omit<NewVacancyRow, 'tenantId' | 'organizationId' | 'volunteerCenterId'>>;

/** Attributes of a valid, published vacancy of an organisation in Utrecht; overrides win. */
export function buildVacancy(
  organization: { tenantId: number; id: number; volunteerCenterId: number },
  overrides: VacancyOverrides = {},
): NewVacancyRow {
  const number = nextSequence();
  return {
    tenantId: organization.tenantId,
    organizationId: organization.id,
    volunteerCenterId: organization.volunteerCenterId,
    title: `Vrijwilliger gezocht ${number}`,
    summary: 'Help ons een paar uur per week met gezellige activiteiten in de wijk.',
    descriptionHtml: '<p>Wij zoeken een enthousiaste vrijwilliger.</p>',
    locationKind: 'address',
    street: 'Oudegracht',
    houseNumber: String(number),
    postcode: '3511AB',
    city: 'Utrecht',
    latitude: 52.0907,
    longitude: 5.1214,
    commitmentKind: 'recurring',
    hoursPerWeek: 4,
    status: 'published',
    publishedAt: new Date(),
    ...overrides,
  };
}

/** Inserts a vacancy of an organisation (published unless overridden), with tags when given. */
export async function createVacancy(
  database: Database,
  organization: { tenantId: number; id: number; volunteerCenterId: number },
  overrides: VacancyOverrides = {},
  tagIds: number[] = [],
): Promise<VacancyRow> {
  return withTenant(database, organization.tenantId, async ({ transaction }) => {
    const [row] = await transaction.insert(vacancies).values(buildVacancy(organization, overrides)).returning();
    if (!row) throw new Error('vacancy insert returned nothing');
    if (tagIds.length > 0) {
      await transaction
        .insert(vacancyTags)
        .values(tagIds.map((tagId) => ({ tenantId: organization.tenantId, vacancyId: row.id, tagId })));
    }
    return row;
  });
}
