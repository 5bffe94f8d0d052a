import { describe, expect, it } from 'vitest';
import { createLocalGeocoder } from '../../src/platform/geocoding/local-geocoder.ts';
import { demoTenants } from '../../src/seed/demo-seed.ts';
import { demoVacancyRegions } from '../../src/seed/demo-vacancy-places.ts';

/** Kilometres between two positions (equirectangular: exact enough within a region). */
function kilometresBetween(from: { latitude: number; longitude: number }, to: { latitude: number; longitude: number }) {
  const x = ((to.longitude - from.longitude) * Math.PI * 6371 * Math.cos((from.latitude * Math.PI) / 180)) / 180;
  const y = ((to.latitude - from.latitude) * Math.PI * 6371) / 180;
  return Math.hypot(x, y);
}

const geocoder = createLocalGeocoder();
const postcodeOnly = (postcode: string) => ({ street: null, houseNumber: null, postcode, city: null });

describe('postcode search in the demo regions without a network', () => {
  it.each(Object.entries(demoVacancyRegions))('finds every postcode of %s near its place', async (_key, region) => {
    for (const place of region.places) {
      for (const { postcode } of place.streets) {
        const position = await geocoder.locate(postcodeOnly(postcode));
        expect(position, postcode).not.toBeNull();
        expect(kilometresBetween(place, position!), `${postcode} (${place.name})`).toBeLessThan(5);
      }
    }
    for (const organization of region.organizations) {
      const position = await geocoder.locate(postcodeOnly(organization.postcode));
      expect(position, organization.postcode).not.toBeNull();
      expect(kilometresBetween(organization, position!), organization.name).toBeLessThan(5);
    }
  });

  it('still refuses a postcode of a region it does not know', async () => {
    expect(await geocoder.locate(postcodeOnly('9999 ZZ'))).toBeNull();
  });
});

describe('the demo centres', () => {
  it.each(demoTenants.flatMap(({ centers }) => centers))('give $name contact details for the footer', (center) => {
    expect(center.contact).toMatchObject({
      email: expect.stringContaining('@'),
      phone: expect.any(String),
      street: expect.any(String),
      postcode: expect.stringMatching(/^[1-9]\d{3}[A-Z]{2}$/),
      city: expect.any(String),
    });
  });
});
