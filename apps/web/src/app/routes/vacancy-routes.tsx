import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
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
    path: '/vacancies/search',
    handle: meta({ isPublic: true, title: 'routes.vacancySearch', description: 'routes.vacancySearchDescription' }),
    lazy: searchPage(
      async () => (await import('../../features/vacancy-search/routes/vacancy-search-page.tsx')).VacancySearchPage,
    ),
  },
  {
    path: '/vacancies/:id',
    handle: meta({ isPublic: true, title: 'routes.vacancy', validate: hasNumericId }),
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
