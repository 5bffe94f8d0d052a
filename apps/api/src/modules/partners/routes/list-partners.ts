import { responses } from '../../../platform/http/response-contract.ts';
import { partnerListDocumentSchema } from '@volunteerly/contracts/resources/partners';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { presentPartner } from '../partners.presenter.ts';
import { listPartners } from '../partners.service.ts';

/**
 * GET /api/v1/partners: public (no sign-in, so no policy): every partner in the
 * collaboration — the tenants of this installation — with its logo and site,
 * the request's own tenant marked `current`. Names, logos and hosts are
 * public anyway (they are the sites themselves).
 */
export function registerListPartners(app: AppInstance): void {
  app.get(
    '/api/v1/partners',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['partners'],
        summary: 'The partners in the collaboration, with logo and website',
        response: responses({ 200: partnerListDocumentSchema }),
      },
    },
    async function handleListPartners(request, reply) {
      const partners = await listPartners(app.database);
      return sendDocument(reply, {
        data: partners.map((partner) => presentPartner(partner, request.tenant.key)),
        meta: { total: partners.length },
      });
    },
  );
}
