import { responses } from '../../../platform/http/response-contract.ts';
import { applicationNoteDocumentSchema } from '@volunteerly/contracts/resources/applications';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { presentApplicationNote } from '../applications.presenter.ts';
import { applicationIdParamsSchema, applicationNoteSchema } from '../applications.request-schemas.ts';
import { addApplicationNote } from '../applications.service.ts';

/** POST /api/v1/applications/{id}/notes: a note of the organisation side, never shown to the applicant. */
export function registerAddApplicationNote(app: AppInstance): void {
  app.post(
    '/api/v1/applications/:id/notes',
    {
      schema: {
        tags: ['applications'],
        summary: 'Add a note to an application',
        params: applicationIdParamsSchema,
        body: applicationNoteSchema,
        response: responses({ 201: applicationNoteDocumentSchema }),
      },
    },
    async function handleAddApplicationNote(request, reply) {
      const actor = requireSignedIn(request);
      const note = await addApplicationNote(app.database, actor, request.params.id, request.body.note.body);
      return sendDocument(reply, { data: presentApplicationNote(note) }, 201);
    },
  );
}
