import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { sitePaths } from '@volunteerly/site/site-paths';
import { pageData } from './page-data.ts';
import { hasNumericId, meta, pageOf } from './route-helpers.ts';

const searchPage = (load: () => Promise<ComponentType>) => pageOf('vacancy-search', load);
const managementPage = (load: () => Promise<ComponentType>) => pageOf('vacancy-management', load);

/** Vacancy pages (spec §2 vacancies): the public search and detail, and the back office. */
export const vacancyRoutes: RouteObject[] = [
  {
    path: '/vacancies',
    handle: meta({ title: 'routes.vacancies', requires: 'manageVacancies' }),
    lazy: managementPage(
      async () => (await import('../../features/vacancy-management/routes/vacancies-page.tsx')).VacanciesPage,
    ),
  },
  {
    path: '/vacancies/add',
    handle: meta({ title: 'routes.vacancyAdd', requires: 'manageVacancies' }),
    lazy: managementPage(
      async () => (await import('../../features/vacancy-management/routes/vacancy-add-page.tsx')).VacancyAddPage,
    ),
  },
  {
    path: '/vacancies/bulk-edit',
    handle: meta({ title: 'routes.vacanciesBulkEdit', requires: 'manageVacancies' }),
    lazy: managementPage(
      async () =>
        (await import('../../features/vacancy-management/routes/vacancies-bulk-edit-page.tsx')).VacanciesBulkEditPage,
    ),
  },
  {
    path: sitePaths.vacancySearch,
    handle: meta({
      isPublic: true,
      serverRendered: true,
      title: 'routes.vacancySearch',
      description: 'routes.vacancySearchDescription',
    }),
    loader: pageData(async (queryClient, { request }) => {
      const [{ searchStateOf }, { vacancySearchQueryOptions }] = await Promise.all([
        import('../../features/vacancy-search/hooks/use-vacancy-search-params.ts'),
        import('../../features/vacancy-search/api/search-vacancies.ts'),
      ]);
      const { query } = searchStateOf(new URL(request.url).searchParams);
      return queryClient.prefetchQuery(vacancySearchQueryOptions(query));
    }),
    lazy: searchPage(
      async () => (await import('../../features/vacancy-search/routes/vacancy-search-page.tsx')).VacancySearchPage,
    ),
  },
  {
    path: sitePaths.vacancy(':id'),
    handle: meta({ isPublic: true, serverRendered: true, title: 'routes.vacancy', validate: hasNumericId }),
    loader: pageData(async (queryClient, { params }) => {
      const { vacancyQueryOptions } = await import('../../lib/vacancies/get-vacancy.ts');
      return queryClient.prefetchQuery(vacancyQueryOptions(params['id'] ?? ''));
    }),
    lazy: searchPage(async () => (await import('../../features/vacancy-search/routes/vacancy-page.tsx')).VacancyPage),
  },
  {
    path: '/vacancies/:id/edit',
    handle: meta({ title: 'routes.vacancyEdit', validate: hasNumericId, requires: 'manageVacancies' }),
    lazy: managementPage(
      async () => (await import('../../features/vacancy-management/routes/vacancy-edit-page.tsx')).VacancyEditPage,
    ),
  },
];
