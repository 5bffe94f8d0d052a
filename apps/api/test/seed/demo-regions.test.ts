import { describe, expect, it } from 'vitest';
import { demoTenants } from '../../src/seed/demo-seed.ts';
import { demoVacancyRegions } from '../../src/seed/demo-vacancy-places.ts';
import { demoVacancyTemplates } from '../../src/seed/demo-vacancy-templates.ts';
import { plannedDemoVacancies } from './demo-seed-plan.ts';

/** Kilometres between two positions (haversine). */
function kilometresBetween(from: { latitude: number; longitude: number }, to: { latitude: number; longitude: number }) {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const latitude = radians(to.latitude - from.latitude);
  const longitude = radians(to.longitude - from.longitude);
  const a =
    Math.sin(latitude / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(longitude / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

const dutchPostcode = /^[1-9][0-9]{3}(?!SA|SD|SS)[A-Z]{2}$/;
const regions = Object.entries(demoVacancyRegions);

describe('the demo regions', () => {
  it('give every demo tenant one region', () => {
    expect(Object.keys(demoVacancyRegions).sort()).toEqual(demoTenants.map(({ tenant }) => tenant.key).sort());
  });

  it.each(regions)('keep every place of %s within 30 km of its town', (_key, region) => {
    for (const place of region.places) {
      expect(kilometresBetween(region.home, place), place.name).toBeLessThan(30);
    }
    for (const organization of region.organizations) {
      expect(kilometresBetween(region.home, organization), organization.name).toBeLessThan(30);
    }
  });

  it.each(regions)(
    'put the organisations of %s near their own place, on streets with Dutch postcodes',
    (_key, region) => {
      const places = new Map(region.places.map((place) => [place.name, place]));
      for (const organization of region.organizations) {
        const place = places.get(organization.place);
        expect(place, `${organization.name} is in ${organization.place}`).toBeDefined();
        expect(kilometresBetween(place!, organization), organization.name).toBeLessThan(4);
        expect(organization.postcode, organization.name).toMatch(dutchPostcode);
        // A postcode starts with the digits of its region: a place's streets share their first two.
        expect(place!.streets.map(({ postcode }) => postcode.slice(0, 2))).toContain(organization.postcode.slice(0, 2));
        for (const area of organization.areas ?? [])
          expect(places.has(area), `${organization.name}: ${area}`).toBe(true);
      }
      for (const place of region.places) {
        for (const { street, postcode } of place.streets)
          expect(postcode, `${street}, ${place.name}`).toMatch(dutchPostcode);
        expect(new Set(place.streets.map(({ postcode }) => postcode.slice(0, 2))).size, place.name).toBe(1);
      }
    },
  );

  it.each(regions)('place every address-bound vacancy of %s within 30 km of its town', (key, region) => {
    const planned = plannedDemoVacancies(key);
    expect(planned.length).toBeGreaterThanOrEqual(35);
    for (const { row } of planned.filter(({ row }) => row.locationKind === 'address')) {
      expect(
        kilometresBetween(region.home, { latitude: row.latitude!, longitude: row.longitude! }),
        row.title,
      ).toBeLessThan(30);
      expect(row.postcode, row.title).toMatch(dutchPostcode);
    }
  });

  it.each(regions)('never give two organisations of %s a vacancy with the same title', (key) => {
    const titles = plannedDemoVacancies(key).map(({ row }) => row.title);
    const repeated = titles.filter((title, index) => titles.indexOf(title) !== index);
    expect(repeated).toEqual([]);
  });

  it.each(regions)('let the organisations of %s offer only known kinds of work, each once', (_key, region) => {
    const titles = new Set(demoVacancyTemplates.map((template) => template.title));
    for (const organization of region.organizations) {
      for (const offer of organization.offers) expect(titles.has(offer), `${organization.name}: ${offer}`).toBe(true);
      expect(new Set(organization.offers).size, organization.name).toBe(organization.offers.length);
    }
  });

  it('offer every kind of work somewhere, so each template title stays findable', () => {
    const offered = new Set(regions.flatMap(([, region]) => region.organizations.flatMap(({ offers }) => offers)));
    expect(demoVacancyTemplates.filter(({ title }) => !offered.has(title)).map(({ title }) => title)).toEqual([]);
  });

  it("give each tenant's demo organisation published vacancies in its region", () => {
    for (const { tenant, organizationName } of demoTenants.filter((item) => item.organizationName)) {
      const region = demoVacancyRegions[tenant.key]!;
      const organization = region.organizations.find(({ name }) => name === organizationName);
      expect(organization?.status ?? 'approved').toBe('approved');
      expect(organization?.center ?? 0).toBe(0);
      const published = plannedDemoVacancies(tenant.key).filter(
        (planned) => planned.organizationName === organizationName && planned.row.status === 'published',
      );
      expect(published.length).toBeGreaterThan(0);
    }
  });
});
