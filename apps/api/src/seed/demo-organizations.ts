import { createOrganization } from '../factories/organization-factory.ts';
import type { Database } from '../platform/database/connection.ts';
import type { DemoRegionOrganization, DemoVacancyRegion } from './demo-region-types.ts';
import { between } from './demo-vacancy-schedule.ts';
import { demoContactName, demoSlug, seededRandom, type DemoVacancyOwner } from './demo-vacancy-plan.ts';
import { demoVacancyTemplate } from './demo-vacancy-templates.ts';

/** A line about what the organisation does, from the kinds of work it offers. */
function descriptionOf(organization: DemoRegionOrganization): string {
  const categories = [
    ...new Set(organization.offers.map((title) => demoVacancyTemplate(title).category.toLowerCase())),
  ];
  const work = categories.length > 1 ? `${categories.slice(0, -1).join(', ')} en ${categories.at(-1)}` : categories[0];
  return work
    ? `${organization.name} zoekt in ${organization.place} vrijwilligers voor ${work}.`
    : `${organization.name} in ${organization.place}.`;
}

/**
 * Adds a region's organisations to the tenant's centres, each with a profile
 * and its address; returns them by name.
 */
export async function seedDemoOrganizations(
  database: Database,
  tenantId: number,
  centerIds: number[],
  region: DemoVacancyRegion,
): Promise<Map<string, DemoVacancyOwner>> {
  const owners = new Map<string, DemoVacancyOwner>();
  for (const organization of region.organizations) {
    const { name, type, status = 'approved', street, houseNumber, postcode, latitude, longitude } = organization;
    const city = region.places.find((candidate) => candidate.name === organization.place)?.city ?? organization.place;
    const random = seededRandom(`organization:${name}`);
    const slug = demoSlug(name);
    const center = { tenantId, id: centerIds[organization.center ?? 0] ?? centerIds[0]! };
    const row = await createOrganization(
      database,
      center,
      { name, type, status },
      {
        profile: {
          description: organization.description ?? descriptionOf(organization),
          websiteUrl: organization.websiteUrl ?? `https://${slug}.example.org`,
          email: organization.email ?? `info@${slug}.example.org`,
          kvkNumber: organization.kvkNumber ?? String(between(random, 10_000_000, 99_999_999)),
          volunteerCount: organization.volunteerCount ?? between(random, 8, 120),
          contactName: demoContactName(name),
          contactEmail: `vrijwilligers@${slug}.example.org`,
        },
        address: { street, houseNumber, postcode, city, latitude, longitude },
      },
    );
    owners.set(name, row);
  }
  return owners;
}
