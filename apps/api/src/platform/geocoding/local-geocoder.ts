import type { GeocodeQuery, GeoPosition, Geocoder } from './geocoder.ts';
import { knownPostcodeAreas } from './local-postcode-areas.ts';

/**
 * Approximate centres of the two-digit postcode regions the local geocoder
 * knows (the larger Dutch cities). Postcodes outside them are 'not found', so
 * tests and offline use have a deterministic failure too.
 */
const knownRegions: Record<string, GeoPosition> = {
  '10': { latitude: 52.3728, longitude: 4.8936 }, // Amsterdam
  '11': { latitude: 52.3105, longitude: 4.9441 }, // Amsterdam-Zuidoost
  '20': { latitude: 52.3874, longitude: 4.6462 }, // Haarlem
  '25': { latitude: 52.0705, longitude: 4.3007 }, // Den Haag
  '30': { latitude: 51.9225, longitude: 4.4792 }, // Rotterdam
  '35': { latitude: 52.0907, longitude: 5.1214 }, // Utrecht
  '38': { latitude: 52.1561, longitude: 5.3878 }, // Amersfoort
  '48': { latitude: 51.5719, longitude: 4.7683 }, // Breda
  '50': { latitude: 51.5555, longitude: 5.0913 }, // Tilburg
  '52': { latitude: 51.6978, longitude: 5.3037 }, // 's-Hertogenbosch
  '56': { latitude: 51.4416, longitude: 5.4697 }, // Eindhoven
  '62': { latitude: 50.8514, longitude: 5.691 }, // Maastricht
  '65': { latitude: 51.8126, longitude: 5.8372 }, // Nijmegen
  '68': { latitude: 51.9851, longitude: 5.8987 }, // Arnhem
  '75': { latitude: 52.2215, longitude: 6.8937 }, // Enschede
  '80': { latitude: 52.5168, longitude: 6.083 }, // Zwolle
  '97': { latitude: 53.2194, longitude: 6.5665 }, // Groningen
};

/** A stable offset in [-0.01, 0.01) degrees (about a kilometre) from the rest of the postcode. */
function spread(text: string, salt: number): number {
  let hash = 2166136261 ^ salt;
  for (const character of text) hash = Math.imul(hash ^ character.charCodeAt(0), 16777619);
  return ((hash >>> 0) % 2000) / 100_000 - 0.01;
}

/**
 * The offline geocoder for development and tests: a postcode in a known region
 * lands near that region's centre (the same address always on the same spot),
 * a postcode of a known four-digit area near that area's centre; anything else
 * is not found.
 */
export function createLocalGeocoder(): Geocoder {
  return {
    name: 'local',
    async locate(query: GeocodeQuery): Promise<GeoPosition | null> {
      const postcode = query.postcode?.replace(/\s+/g, '').toUpperCase();
      if (!postcode) return null;
      const region = knownPostcodeAreas[postcode.slice(0, 4)] ?? knownRegions[postcode.slice(0, 2)];
      if (!region) return null;
      const rest = `${postcode}${query.houseNumber ?? ''}`;
      return {
        latitude: Number((region.latitude + spread(rest, 1)).toFixed(6)),
        longitude: Number((region.longitude + spread(rest, 2)).toFixed(6)),
      };
    },
  };
}
