import { responses } from '../../../platform/http/response-contract.ts';
import { userDocumentSchema } from '@volunteerly/contracts/resources/users';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { requestLocale } from '../../../platform/http/error-envelope.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { presentUserView } from '../users.presenter.ts';
import { userIdParamsSchema, userUpdateSchema } from '../users.request-schemas.ts';
import { updateUserAsAdministrator } from '../users.service.ts';

/** PATCH /api/v1/users/{id}: an administrator edits a user; a status change is audited. */
export function registerUpdateUser(app: AppInstance): void {
  app.patch(
    '/api/v1/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Edit a user',
        params: userIdParamsSchema,
        body: userUpdateSchema,
        response: responses({ 200: userDocumentSchema }),
      },
    },
    async function handleUpdateUser(request, reply) {
      const actor = requireSignedIn(request);
      const { user } = request.body;
      const view = await updateUserAsAdministrator(
        app.database,
        actor,
        request.params.id,
        {
          email: user.email,
          firstName: user.first_name,
          lastName: user.last_name,
          phone: user.phone,
          locale: user.locale,
          status: user.status,
        },
        { ipAddress: request.ip },
      );
      return sendDocument(reply, presentUserView(view, actor, { roles: true }, requestLocale(request)));
    },
  );
}
