import { responses } from '../../../platform/http/response-contract.ts';
import { vacancySearchDocumentSchema } from '@volunteerly/contracts/resources/vacancies';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { requestLocale } from '../../../platform/http/error-envelope.ts';
import { listDocument, pageWindow, sendDocument, withListParameters } from '../../../platform/http/json-api.ts';
import { requestCenterId } from '../../../platform/tenancy/tenancy-plugin.ts';
import { presentFacets, presentOrigin, presentSearchResult } from '../vacancy-search.presenter.ts';
import {
  vacancySearchParameters,
  vacancySearchQuerySchema,
  vacancySearchRequestOf,
} from '../vacancy-search.request-schemas.ts';
import { searchVacancies } from '../vacancy-search.service.ts';

/**
 * GET /api/v1/vacancies/search: public. Words (Dutch forms, compounds, typos
 * and synonyms; English words on an English page, decision 025), a place
 * (postcode or position) with a radius, filters, sort and pages over the published vacancies of the request's centre; `meta.facets`
 * counts the results per tag, organisation and kind.
 */
export function registerSearchVacancies(app: AppInstance): void {
  app.get(
    '/api/v1/vacancies/search',
    {
      config: { session: 'optional', httpCache: 'public-read' },
      schema: {
        tags: ['vacancies'],
        summary: 'Search vacancies',
        querystring: vacancySearchQuerySchema,
        response: responses({ 200: vacancySearchDocumentSchema }),
      },
    },
    async function handleSearchVacancies(request, reply) {
      const { query } = request;
      const locale = requestLocale(request);
      const page = await searchVacancies(
        app.database,
        app.vacancySearchAnswers,
        app.geocoder,
        { tenant: request.tenant, centerId: requestCenterId(request) },
        vacancySearchRequestOf(query),
        pageWindow(query),
        locale,
      );
      const document = listDocument(
        page.results.map((result) => presentSearchResult(result, locale)),
        {
          query,
          total: page.total,
          path: '/api/v1/vacancies/search',
        },
      );
      return sendDocument(reply, {
        ...document,
        meta: {
          ...document.meta,
          facets: presentFacets(page.facets, locale),
          ...(page.origin ? { origin: presentOrigin(page.origin) } : {}),
        },
        links: withListParameters(document.links, query, vacancySearchParameters),
      });
    },
  );
}
