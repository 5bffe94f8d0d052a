import { responses, noContent } from '../../../platform/http/response-contract.ts';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { deleteVacancy } from '../vacancy-editing.service.ts';
import { vacancyIdParamsSchema } from '../vacancies.request-schemas.ts';

/** DELETE /api/v1/vacancies/{id}: a draft goes (409 for any other status: archive it); 204. */
export function registerDeleteVacancy(app: AppInstance): void {
  app.delete(
    '/api/v1/vacancies/:id',
    {
      schema: {
        tags: ['vacancies'],
        summary: 'Delete a draft vacancy',
        params: vacancyIdParamsSchema,
        response: responses({ 204: noContent('The vacancy is deleted') }),
      },
    },
    async function handleDeleteVacancy(request, reply) {
      const actor = requireSignedIn(request);
      await deleteVacancy(app.database, actor, request.params.id);
      return reply.status(204).send();
    },
  );
}
