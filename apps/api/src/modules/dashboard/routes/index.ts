import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { registerShowDashboard } from './show-dashboard.ts';

/** The dashboard endpoint. */
export function registerDashboardRoutes(app: AppInstance): void {
  registerShowDashboard(app);
}
