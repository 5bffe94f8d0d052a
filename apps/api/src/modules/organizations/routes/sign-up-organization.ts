import { responses } from '../../../platform/http/response-contract.ts';
import { organizationDocumentSchema } from '@volunteerly/contracts/resources/organizations';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { requestLocale } from '../../../platform/http/error-envelope.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { authRateLimit } from '../../auth/auth-rate-limit.ts';
import { findRequestCenter } from '../../volunteer-centers/volunteer-centers.service.ts';
import { signUpOrganization } from '../organization-sign-up.service.ts';
import { organizationDocument } from '../organizations.presenter.ts';
import { addressChangesOf, organizationSignUpSchema, profileChangesOf } from '../organizations.request-schemas.ts';
import { notifyContextOf } from '../../notifications/notify-context.ts';

/**
 * POST /api/v1/organizations/signup: public. An organisation and its first
 * admin account; the organisation is pending until the centre approves it.
 */
export function registerSignUpOrganization(app: AppInstance): void {
  app.post(
    '/api/v1/organizations/signup',
    {
      schema: {
        tags: ['organizations'],
        summary: 'Sign up an organisation',
        body: organizationSignUpSchema,
        response: responses({ 201: organizationDocumentSchema }),
      },
      config: { session: 'optional', rateLimit: authRateLimit(app) },
    },
    async function handleSignUpOrganization(request, reply) {
      const { organization, user } = request.body;
      const center = await findRequestCenter(app.database, request.tenant.id, {
        requestedCenterId: request.requestedCenterId,
        host: request.siteHost,
      });
      const record = await signUpOrganization(
        app.database,
        app.geocoder,
        request.tenant.id,
        {
          organization: {
            name: organization.name,
            type: organization.type,
            profile: profileChangesOf(organization.profile),
            address: addressChangesOf(organization.address),
          },
          account: {
            email: user.email,
            password: user.password,
            passwordConfirmation: user.password_confirmation,
            firstName: user.first_name,
            lastName: user.last_name,
            phone: user.phone ?? null,
            locale: user.locale ?? (request.headers['accept-language']?.toLowerCase().startsWith('en') ? 'en' : 'nl'),
          },
          volunteerCenterId: center?.id ?? 0,
        },
        notifyContextOf(request),
      );
      return sendDocument(
        reply,
        organizationDocument(record, undefined, { profile: true, address: true, locale: requestLocale(request) }),
        201,
      );
    },
  );
}
