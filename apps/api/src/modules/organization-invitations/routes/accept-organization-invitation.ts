import { responses } from '../../../platform/http/response-contract.ts';
import { organizationSummaryDocumentSchema } from '@volunteerly/contracts/resources/organizations';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { presentOrganization } from '../../organizations/organizations.presenter.ts';
import { acceptInvitationSchema } from '../organization-invitations.request-schemas.ts';
import { acceptOrganizationInvitation } from '../organization-invitations.service.ts';

/**
 * POST /api/v1/organization_invitations/accept: the invited account becomes
 * admin of the organisation; answers the organisation. Signed in as the
 * invited account, or with a first password for an account that has none.
 */
export function registerAcceptOrganizationInvitation(app: AppInstance): void {
  app.post(
    '/api/v1/organization_invitations/accept',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['organizations'],
        summary: 'Accept an invitation',
        body: acceptInvitationSchema,
        response: responses({ 200: organizationSummaryDocumentSchema }),
      },
    },
    async function handleAcceptOrganizationInvitation(request, reply) {
      const { body } = request;
      const { organization } = await acceptOrganizationInvitation(
        app.database,
        request.tenant.id,
        request.currentUser,
        {
          token: body.token,
          firstPassword:
            body.password === undefined
              ? undefined
              : { password: body.password, passwordConfirmation: body.password_confirmation ?? '' },
          ipAddress: request.ip,
        },
      );
      return sendDocument(reply, { data: presentOrganization(organization) });
    },
  );
}
