import type { AppInstance } from '../../../platform/http/app-instance.ts';

/** The application endpoints. */
export function registerApplicationRoutes(app: AppInstance): void {
  void app;
}
