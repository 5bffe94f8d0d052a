import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { registerExportPersonalData } from './export-personal-data.ts';

/** What a person may ask about their own data. */
export function registerPrivacyRoutes(app: AppInstance): void {
  registerExportPersonalData(app);
}
