import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const localHosts = /^(localhost|127\.0\.0\.1|\[::1\]|::1|.+\.localhost)$/;

// Google's tag and where it reports to; allowed only on pages of a centre with an analytics id (spec §4).
const analyticsScriptOrigins = ['https://www.googletagmanager.com'];
const analyticsConnectOrigins = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

/**
 * The Content-Security-Policy of a response. Only a page whose centre has an analytics id
 * may load Google's tag (issue 10, hole 12); every other response allows scripts from this
 * origin alone. Style sheets come from this origin only: no `<style>` element a page did not
 * load from here (issue 29); style attributes stay allowed, because the theme's colours on
 * `<html>` and the map's positions are set that way. Images may come from any HTTPS address:
 * an organisation may give its vacancy a picture from its own site.
 */
export function contentSecurityPolicy(options: { analytics: boolean }): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(options.analytics ? analyticsScriptOrigins : [])],
    'style-src': ["'self'"],
    'style-src-elem': ["'self'"],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(options.analytics ? analyticsConnectOrigins : [])],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Powerful browser features the product never uses are off for every page and any frame; the
 * vacancy search's "use my location" keeps geolocation for this origin.
 */
export const permissionsPolicy = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=(self)',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/** CSP, Permissions-Policy, nosniff, frame-ancestors, referrer policy; HSTS only for real (non-local) hosts. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    // Set below: it depends on the page (analytics), which helmet's static policy cannot.
    contentSecurityPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
  const defaultPolicy = contentSecurityPolicy({ analytics: false });
  app.addHook('onSend', async (request, reply) => {
    // A handler may have set its own (uploads: none at all; a page of a centre with analytics).
    if (!reply.hasHeader('content-security-policy')) reply.header('Content-Security-Policy', defaultPolicy);
    reply.header('Permissions-Policy', permissionsPolicy);
    if (!localHosts.test(request.siteHost)) {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    reply.header('X-Request-Id', request.id);
  });
}
