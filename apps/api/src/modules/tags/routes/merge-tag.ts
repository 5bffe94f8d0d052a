import { responses } from '../../../platform/http/response-contract.ts';
import { tagDocumentSchema } from '@volunteerly/contracts/resources/tags';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { requestLocale } from '../../../platform/http/error-envelope.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { presentTag } from '../tags.presenter.ts';
import { tagIdParamsSchema, tagMergeSchema } from '../tags.request-schemas.ts';
import { mergeTag } from '../tags.service.ts';

/** POST /api/v1/tags/{id}/merge: the centre merges a tag into another of the same kind; answers the target. */
export function registerMergeTag(app: AppInstance): void {
  app.post(
    '/api/v1/tags/:id/merge',
    {
      schema: {
        tags: ['tags'],
        summary: 'Merge a tag into another of the same kind',
        params: tagIdParamsSchema,
        body: tagMergeSchema,
        response: responses({ 200: tagDocumentSchema }),
      },
    },
    async function handleMergeTag(request, reply) {
      const actor = requireSignedIn(request);
      const view = await mergeTag(app.database, actor, request.params.id, request.body.target_id, {
        events: app.domainEvents,
      });
      return sendDocument(reply, { data: presentTag(view, actor, requestLocale(request)) });
    },
  );
}
