import { errorDocumentSchema } from '@volunteerly/contracts/json-api-schemas';
import { healthAnswerSchema } from '@volunteerly/contracts/resources/health';
import { sql } from 'drizzle-orm';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { requestLocale, sendErrors } from '../../../platform/http/error-envelope.ts';
import { responses } from '../../../platform/http/response-contract.ts';
import { translate } from '../../../platform/i18n/api-messages.ts';

/** GET /api/health: for load balancers; 200 when the database answers, 503 otherwise. */
export function registerGetHealth(app: AppInstance): void {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Health check (database reachable)',
        response: responses({
          200: healthAnswerSchema,
          503: errorDocumentSchema.describe('The database does not answer (database_unreachable)'),
        }),
      },
    },
    async function handleGetHealth(request, reply) {
      try {
        await app.database.builder.execute(sql`select 1`);
        return reply.header('Cache-Control', 'no-store').send({ status: 'ok', database: 'ok' });
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return sendErrors(reply.header('Cache-Control', 'no-store'), 503, [
          {
            status: '503',
            code: 'database_unreachable',
            title: translate(requestLocale(request), 'errors.service_unavailable.title'),
          },
        ]);
      }
    },
  );
}
