import { responses } from '../../../platform/http/response-contract.ts';
import { organizationDocumentSchema } from '@volunteerly/contracts/resources/organizations';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { requestLocale } from '../../../platform/http/error-envelope.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { organizationDocument } from '../organizations.presenter.ts';
import {
  addressChangesOf,
  organizationIdParamsSchema,
  organizationUpdateSchema,
  profileChangesOf,
} from '../organizations.request-schemas.ts';
import { updateOrganization } from '../organizations.service.ts';
import { notifyContextOf } from '../../notifications/notify-context.ts';

/**
 * PUT (and PATCH) /api/v1/organizations/{id}: an organisation's fields and,
 * optionally, its status (spec §4); all or nothing. Status mails go out after
 * the commit.
 */
export function registerUpdateOrganization(app: AppInstance): void {
  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/api/v1/organizations/:id',
      schema: {
        tags: ['organizations'],
        summary: 'Change an organisation',
        params: organizationIdParamsSchema,
        body: organizationUpdateSchema,
        response: responses({ 200: organizationDocumentSchema }),
      },
      handler: async function handleUpdateOrganization(request, reply) {
        const actor = requireSignedIn(request);
        const { organization } = request.body;
        const record = await updateOrganization(
          app.database,
          app.geocoder,
          actor,
          request.params.id,
          {
            name: organization.name,
            type: organization.type,
            status: organization.status,
            denialReason: organization.denial_reason,
            profile: profileChangesOf(organization.profile),
            address: addressChangesOf(organization.address),
          },
          notifyContextOf(request),
        );
        return sendDocument(
          reply,
          organizationDocument(record, actor, { profile: true, address: true, locale: requestLocale(request) }),
        );
      },
    });
  }
}
