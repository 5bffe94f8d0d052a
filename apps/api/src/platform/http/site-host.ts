import type { FastifyInstance } from 'fastify';
import { normalizeHost } from '@volunteerly/contracts/hosts';
import { ApiError } from './api-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The site this request is for: the Host header (X-Forwarded-Host behind a trusted proxy)
     * lower-cased, without port or trailing dots. Every host→tenant, host→centre and link
     * decision reads this one value, never the raw header.
     */
    siteHost: string;
  }
}

/** Normalises the host of every request once; a malformed host is refused with a 400. */
export function registerSiteHost(app: FastifyInstance): void {
  app.decorateRequest('siteHost', '');
  app.addHook('onRequest', async (request) => {
    const host = normalizeHost(request.host);
    if (!host) {
      throw new ApiError({
        statusCode: 400,
        code: 'host_invalid',
        titleKey: 'errors.host_invalid.title',
        detailKey: 'errors.host_invalid.detail',
        source: { header: 'Host' },
      });
    }
    request.siteHost = host;
  });
}
