import type { FastifyBaseLogger } from 'fastify';
import type { GeocodeQuery, GeoPosition, Geocoder } from './geocoder.ts';

/** PDOK Locatieserver's free-text search (the Dutch government's address service). */
export const pdokSearchUrl = 'https://api.pdok.nl/bzk/locatieserver/search/v3_1/free';

interface PdokAnswer {
  response?: { docs?: { centroide_ll?: string }[] };
}

/** Reads 'POINT(lon lat)'. */
export function parsePdokPoint(point: string | undefined): GeoPosition | null {
  const match = /^POINT\(\s*(-?[0-9.]+)\s+(-?[0-9.]+)\s*\)$/.exec(point ?? '');
  if (!match) return null;
  const longitude = Number(match[1]);
  const latitude = Number(match[2]);
  return Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : null;
}

/**
 * The production geocoder: asks PDOK Locatieserver for the best matching
 * address. A slow, unreachable or empty answer is logged and answers null.
 */
export function createPdokGeocoder(options: {
  logger: Pick<FastifyBaseLogger, 'warn'>;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}): Geocoder {
  const fetchAnswer = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 3000;
  return {
    name: 'pdok',
    async locate(query: GeocodeQuery): Promise<GeoPosition | null> {
      const text = [[query.street, query.houseNumber].filter(Boolean).join(' '), query.postcode, query.city]
        .filter((part) => part && part.trim() !== '')
        .join(', ');
      if (text === '') return null;
      const url = new URL(pdokSearchUrl);
      url.searchParams.set('q', text);
      url.searchParams.set('fq', 'type:adres');
      url.searchParams.set('rows', '1');
      url.searchParams.set('fl', 'centroide_ll');
      try {
        const response = await fetchAnswer(url, { signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) {
          options.logger.warn({ status: response.status }, 'PDOK geocoding answered an error');
          return null;
        }
        const answer = (await response.json()) as PdokAnswer;
        return parsePdokPoint(answer.response?.docs?.[0]?.centroide_ll);
      } catch (error) {
        options.logger.warn({ err: error }, 'PDOK geocoding failed');
        return null;
      }
    },
  };
}
