import { responses } from '../../../platform/http/response-contract.ts';
import { currentUserDocumentSchema, type CurrentUserResource } from '@volunteerly/contracts/resources/users';
import { z } from 'zod';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { requestLocale } from '../../../platform/http/error-envelope.ts';
import { parseInclude, sendDocument } from '../../../platform/http/json-api.ts';
import { showCurrentUser } from '../current-user.service.ts';
import { accountAbilities } from '../users.policy.ts';
import { presentUserView } from '../users.presenter.ts';

const querySchema = z.object({ include: z.string().max(200).optional() });

/** GET /api/v1/current_user: the signed-in user, what they may do, and who impersonates them. */
export function registerShowCurrentUser(app: AppInstance): void {
  app.get(
    '/api/v1/current_user',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        querystring: querySchema,
        response: responses({ 200: currentUserDocumentSchema }),
      },
    },
    async function handleShowCurrentUser(request, reply) {
      const actor = requireSignedIn(request);
      const include = parseInclude(request.query.include, ['roles', 'organizations']);
      const view = await showCurrentUser(app.database, actor);
      const { data, included } = presentUserView(
        view,
        actor,
        { roles: include.has('roles'), organizations: include.has('organizations') },
        requestLocale(request),
      );
      const meta: CurrentUserResource['meta'] = {
        abilities: accountAbilities(actor),
        impersonatedBy: view.impersonator
          ? { id: String(view.impersonator.id), fullName: view.impersonator.fullName }
          : null,
      };
      return sendDocument(reply, { data: { ...data, meta }, included });
    },
  );
}
