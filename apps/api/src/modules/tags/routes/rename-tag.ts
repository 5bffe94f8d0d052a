import { responses } from '../../../platform/http/response-contract.ts';
import { tagDocumentSchema } from '@volunteerly/contracts/resources/tags';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { requestLocale } from '../../../platform/http/error-envelope.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { presentTag } from '../tags.presenter.ts';
import { tagIdParamsSchema, tagRenameSchema } from '../tags.request-schemas.ts';
import { renameTagOf } from '../tags.service.ts';

/** PATCH /api/v1/tags/{id}: the centre renames a tag, in Dutch, English or both. */
export function registerRenameTag(app: AppInstance): void {
  app.patch(
    '/api/v1/tags/:id',
    {
      schema: {
        tags: ['tags'],
        summary: 'Rename a tag (Dutch and English names)',
        params: tagIdParamsSchema,
        body: tagRenameSchema,
        response: responses({ 200: tagDocumentSchema }),
      },
    },
    async function handleRenameTag(request, reply) {
      const actor = requireSignedIn(request);
      const { tag } = request.body;
      const view = await renameTagOf(app.database, actor, request.params.id, { name: tag.name, nameEn: tag.name_en });
      return sendDocument(reply, { data: presentTag(view, actor, requestLocale(request)) });
    },
  );
}
