import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { registerBulkUpdateVacancies } from './bulk-update-vacancies.ts';
import { registerChangeVacancyStatus } from './change-vacancy-status.ts';
import { registerCreateVacancy } from './create-vacancy.ts';
import { registerDeleteVacancy } from './delete-vacancy.ts';
import { registerFavoriteVacancy } from './favorite-vacancy.ts';
import { registerListSimilarVacancies } from './list-similar-vacancies.ts';
import { registerListVacancies } from './list-vacancies.ts';
import { registerShowVacancy } from './show-vacancy.ts';
import { registerUpdateVacancy } from './update-vacancy.ts';

/** The vacancy endpoints (the public search and feeds live in the vacancy-search module). */
export function registerVacancyRoutes(app: AppInstance): void {
  registerListVacancies(app);
  registerCreateVacancy(app);
  registerBulkUpdateVacancies(app);
  registerShowVacancy(app);
  registerUpdateVacancy(app);
  registerDeleteVacancy(app);
  registerChangeVacancyStatus(app);
  registerListSimilarVacancies(app);
  registerFavoriteVacancy(app);
}
