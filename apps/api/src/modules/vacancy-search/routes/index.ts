import type { AppInstance } from '../../../platform/http/app-instance.ts';

/** The vacancy search and feed endpoints. */
export function registerVacancySearchRoutes(app: AppInstance): void {
  void app;
}
