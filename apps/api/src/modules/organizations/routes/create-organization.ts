import { responses } from '../../../platform/http/response-contract.ts';
import { organizationDocumentSchema } from '@volunteerly/contracts/resources/organizations';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { requestLocale } from '../../../platform/http/error-envelope.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { findRequestCenter } from '../../volunteer-centers/volunteer-centers.service.ts';
import { organizationDocument } from '../organizations.presenter.ts';
import { addressChangesOf, organizationCreateSchema, profileChangesOf } from '../organizations.request-schemas.ts';
import { createOrganization } from '../organizations.service.ts';

/** POST /api/v1/organizations: a centre admin adds an organisation (approved at once). */
export function registerCreateOrganization(app: AppInstance): void {
  app.post(
    '/api/v1/organizations',
    {
      schema: {
        tags: ['organizations'],
        summary: 'Add an organisation',
        body: organizationCreateSchema,
        response: responses({ 201: organizationDocumentSchema }),
      },
    },
    async function handleCreateOrganization(request, reply) {
      const actor = requireSignedIn(request);
      const { organization } = request.body;
      const requestCenter = await findRequestCenter(app.database, request.tenant.id, {
        requestedCenterId: request.requestedCenterId,
        host: request.siteHost,
      });
      const record = await createOrganization(app.database, app.geocoder, actor, {
        name: organization.name,
        type: organization.type,
        profile: profileChangesOf(organization.profile),
        address: addressChangesOf(organization.address),
        volunteerCenterId: organization.volunteer_center_id ?? requestCenter?.id ?? 0,
      });
      return sendDocument(
        reply,
        organizationDocument(record, actor, { profile: true, address: true, locale: requestLocale(request) }),
        201,
      );
    },
  );
}
