import { responses } from '../../../platform/http/response-contract.ts';
import { tagDocumentSchema } from '@volunteerly/contracts/resources/tags';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { requestLocale } from '../../../platform/http/error-envelope.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { presentTag } from '../tags.presenter.ts';
import { tagCreateSchema } from '../tags.request-schemas.ts';
import { createTag } from '../tags.service.ts';

/** POST /api/v1/tags: the centre adds a category, skill or target group (with its English name). */
export function registerCreateTag(app: AppInstance): void {
  app.post(
    '/api/v1/tags',
    {
      schema: {
        tags: ['tags'],
        summary: 'Add a tag',
        body: tagCreateSchema,
        response: responses({ 201: tagDocumentSchema }),
      },
    },
    async function handleCreateTag(request, reply) {
      const actor = requireSignedIn(request);
      const { tag } = request.body;
      const view = await createTag(app.database, actor, {
        kind: tag.kind,
        name: tag.name,
        nameEn: tag.name_en ?? null,
      });
      return sendDocument(reply, { data: presentTag(view, actor, requestLocale(request)) }, 201);
    },
  );
}
