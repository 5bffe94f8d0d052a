import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { registerListPartners } from './list-partners.ts';

/** The partners endpoint (tenant-scoped, so it knows which partner is the current one). */
export function registerPartnerRoutes(app: AppInstance): void {
  registerListPartners(app);
}
