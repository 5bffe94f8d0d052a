import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { describeOperation, distinguishPutFromPatch, sessionSecuritySchemes } from './operation-description.ts';

/**
 * OpenAPI 3.1 generated from the routes' zod schemas: JSON at /api/docs/json, a readable page at /api/docs.
 * Each operation says whether it needs the session headers (`security`) and which tenancy headers it reads.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Volunteerly API',
        version: '1.0.0',
        description:
          'JSON:API documents, snake_case on the wire. Tenant-scoped endpoints need the X-Tenant and App-Context headers; signed-in calls send the three session headers of the sign-in (access-token, client, uid).',
      },
      // The API answers on the platform's host and on every tenant's own: paths start at the root of the host serving this document.
      servers: [{ url: '/', description: 'The host that serves this document' }],
      components: { securitySchemes: sessionSecuritySchemes },
    },
    transform: describeOperation,
    transformObject: distinguishPutFromPatch,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
