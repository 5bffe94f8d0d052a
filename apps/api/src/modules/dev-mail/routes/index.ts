import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { registerListCapturedMails } from './list-captured-mails.ts';

/** The development mail viewer's endpoints. */
export function registerDevMailRoutes(app: AppInstance): void {
  registerListCapturedMails(app);
}
