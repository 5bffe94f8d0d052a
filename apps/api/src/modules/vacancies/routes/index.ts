import type { AppInstance } from '../../../platform/http/app-instance.ts';

/** The vacancy endpoints. */
export function registerVacancyRoutes(app: AppInstance): void {
  void app;
}
