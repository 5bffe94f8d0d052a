import { responses } from '../../../platform/http/response-contract.ts';
import { userDocumentSchema } from '@volunteerly/contracts/resources/users';
import type { RoleResourceType } from '@volunteerly/contracts/users';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { requestLocale } from '../../../platform/http/error-envelope.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { removeRole } from '../user-roles.service.ts';
import { presentUserView } from '../users.presenter.ts';
import { roleBodySchema, userIdParamsSchema } from '../users.request-schemas.ts';

/** DELETE /api/v1/users/{id}/remove_role: take a role away, audited; answers with the user and their roles. */
export function registerRemoveRole(app: AppInstance): void {
  app.delete(
    '/api/v1/users/:id/remove_role',
    {
      schema: {
        tags: ['users'],
        summary: 'Take a role away',
        params: userIdParamsSchema,
        body: roleBodySchema,
        response: responses({ 200: userDocumentSchema }),
      },
    },
    async function handleRemoveRole(request, reply) {
      const actor = requireSignedIn(request);
      const { role } = request.body;
      const view = await removeRole(
        app.database,
        actor,
        request.params.id,
        {
          name: role.name,
          resourceType: (role.resource_type ?? null) as RoleResourceType | null,
          resourceId: role.resource_id === null || role.resource_id === undefined ? null : Number(role.resource_id),
        },
        { ipAddress: request.ip },
      );
      return sendDocument(reply, presentUserView(view, actor, { roles: true }, requestLocale(request)));
    },
  );
}
