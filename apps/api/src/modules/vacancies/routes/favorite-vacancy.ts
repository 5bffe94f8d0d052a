import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { setFavorite } from '../vacancy-favorites.service.ts';
import { favoriteDocumentSchema } from '@volunteerly/contracts/resources/vacancies';
import { noContent, responses } from '../../../platform/http/response-contract.ts';
import { vacancyIdParamsSchema } from '../vacancies.request-schemas.ts';

/**
 * POST /api/v1/vacancies/{id}/favorite saves a published vacancy for the
 * signed-in user (200, `meta.favorite`); DELETE forgets it (204). Both may be
 * repeated.
 */
export function registerFavoriteVacancy(app: AppInstance): void {
  app.post(
    '/api/v1/vacancies/:id/favorite',
    {
      schema: {
        tags: ['vacancies'],
        summary: 'Save a vacancy',
        params: vacancyIdParamsSchema,
        response: responses({ 200: favoriteDocumentSchema }),
      },
    },
    async function handleSaveFavorite(request, reply) {
      const actor = requireSignedIn(request);
      await setFavorite(app.database, actor, request.params.id, true);
      return sendDocument(reply, { data: null, meta: { favorite: true } });
    },
  );
  app.delete(
    '/api/v1/vacancies/:id/favorite',
    {
      schema: {
        tags: ['vacancies'],
        summary: 'Forget a saved vacancy',
        params: vacancyIdParamsSchema,
        response: responses({ 204: noContent('The vacancy is no longer saved') }),
      },
    },
    async function handleForgetFavorite(request, reply) {
      const actor = requireSignedIn(request);
      await setFavorite(app.database, actor, request.params.id, false);
      return reply.status(204).send();
    },
  );
}
