import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const localHosts = /^(localhost|127\.0\.0\.1|\[::1\]|::1|.+\.localhost)$/;

/** CSP, nosniff, frame-ancestors, referrer policy; HSTS only for real (non-local) hosts. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Google's tag only loads for centres with an analytics id (spec §4).
        scriptSrc: ["'self'", 'https://www.googletagmanager.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://*.google-analytics.com', 'https://*.googletagmanager.com'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
  app.addHook('onSend', async (request, reply) => {
    if (!localHosts.test(request.siteHost)) {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    reply.header('X-Request-Id', request.id);
  });
}
