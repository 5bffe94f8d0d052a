import { describe, expect, it } from 'vitest';
import { createLocalGeocoder } from './local-geocoder.ts';
import { createPdokGeocoder, parsePdokPoint, pdokSearchUrl } from './pdok-geocoder.ts';

const address = { street: 'Oudegracht', houseNumber: '12', postcode: '3511AB', city: 'Utrecht' };
const silent = { warn: () => undefined };

describe('local geocoder', () => {
  it('places a postcode of a known region near that region, always on the same spot', async () => {
    const geocoder = createLocalGeocoder();
    const first = await geocoder.locate(address);
    expect(first?.latitude).toBeCloseTo(52.09, 1);
    expect(first?.longitude).toBeCloseTo(5.12, 1);
    expect(await geocoder.locate(address)).toEqual(first);
    expect(await geocoder.locate({ ...address, houseNumber: '14' })).not.toEqual(first);
  });

  it('does not find a postcode outside the regions it knows, or no postcode at all', async () => {
    const geocoder = createLocalGeocoder();
    expect(await geocoder.locate({ ...address, postcode: '9999ZZ' })).toBeNull();
    expect(await geocoder.locate({ ...address, postcode: null })).toBeNull();
  });
});

describe('PDOK geocoder', () => {
  it('asks Locatieserver for the address and reads the point it answers', async () => {
    const asked: URL[] = [];
    const geocoder = createPdokGeocoder({
      logger: silent,
      fetch: async (input) => {
        asked.push(new URL(String(input)));
        return Response.json({ response: { docs: [{ centroide_ll: 'POINT(5.1214 52.0907)' }] } });
      },
    });
    expect(await geocoder.locate(address)).toEqual({ latitude: 52.0907, longitude: 5.1214 });
    expect(asked[0]!.origin + asked[0]!.pathname).toBe(pdokSearchUrl);
    expect(asked[0]!.searchParams.get('q')).toBe('Oudegracht 12, 3511AB, Utrecht');
    expect(asked[0]!.searchParams.get('fq')).toBe('type:adres');
  });

  it('answers null when the service fails, is unreachable or finds nothing', async () => {
    const failing = createPdokGeocoder({ logger: silent, fetch: async () => new Response('', { status: 503 }) });
    expect(await failing.locate(address)).toBeNull();
    const unreachable = createPdokGeocoder({
      logger: silent,
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    expect(await unreachable.locate(address)).toBeNull();
    const empty = createPdokGeocoder({ logger: silent, fetch: async () => Response.json({ response: { docs: [] } }) });
    expect(await empty.locate(address)).toBeNull();
  });

  it('reads only well-formed points', () => {
    expect(parsePdokPoint('POINT(4.9 52.37)')).toEqual({ latitude: 52.37, longitude: 4.9 });
    expect(parsePdokPoint('POLYGON((1 2))')).toBeNull();
    expect(parsePdokPoint(undefined)).toBeNull();
  });
});
