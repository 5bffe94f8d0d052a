import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { registerAddApplicationNote } from './add-application-note.ts';
import { registerChangeApplicationStatus } from './change-application-status.ts';
import { registerConfirmApplication } from './confirm-application.ts';
import { registerExportApplications } from './export-applications.ts';
import { registerListApplications } from './list-applications.ts';
import { registerShowApplication } from './show-application.ts';
import { registerSubmitApplication } from './submit-application.ts';
import { registerUndoApplicationStatus } from './undo-application-status.ts';

/** The application endpoints. */
export function registerApplicationRoutes(app: AppInstance): void {
  registerListApplications(app);
  registerExportApplications(app);
  registerSubmitApplication(app);
  registerConfirmApplication(app);
  registerShowApplication(app);
  registerChangeApplicationStatus(app);
  registerUndoApplicationStatus(app);
  registerAddApplicationNote(app);
}
