import { responses } from '../../../platform/http/response-contract.ts';
import { userDocumentSchema } from '@volunteerly/contracts/resources/users';
import { z } from 'zod';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { requestLocale } from '../../../platform/http/error-envelope.ts';
import { parseInclude, sendDocument } from '../../../platform/http/json-api.ts';
import { presentUserView } from '../users.presenter.ts';
import { userIdParamsSchema } from '../users.request-schemas.ts';
import { showUser } from '../users.service.ts';

const querySchema = z.object({ include: z.string().max(200).optional() });

/** GET /api/v1/users/{id}: one user, with roles and organisations on request. */
export function registerShowUser(app: AppInstance): void {
  app.get(
    '/api/v1/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Show a user',
        params: userIdParamsSchema,
        querystring: querySchema,
        response: responses({ 200: userDocumentSchema }),
      },
    },
    async function handleShowUser(request, reply) {
      const actor = requireSignedIn(request);
      const include = parseInclude(request.query.include, ['roles', 'organizations']);
      const view = await showUser(app.database, actor, request.params.id);
      return sendDocument(
        reply,
        presentUserView(
          view,
          actor,
          { roles: include.has('roles'), organizations: include.has('organizations') },
          requestLocale(request),
        ),
      );
    },
  );
}
