import { shippedNotificationTemplates } from '@volunteerly/contracts/notification-templates-defaults';
import { notificationSampleValues } from '@volunteerly/contracts/notification-templates-samples';
import { buildMailBranding } from '../mail/mail-branding.ts';
import {
  performTemplateRenderTask,
  type TemplateRenderOutcome,
  type TemplateRenderTask,
} from './template-render-work.ts';

/** Renders one shipped notification, so the thread has loaded and compiled all it renders with. */
function warmUp(): TemplateRenderOutcome<unknown> {
  const link = (path: string) => new URL(path, 'https://volunteerly.example').toString();
  return performTemplateRenderTask({
    kind: 'notification',
    template: shippedNotificationTemplates.volunteer_digest.nl,
    locale: 'nl',
    values: notificationSampleValues('volunteer_digest', 'nl', { appName: 'Volunteerly', link }),
    branding: buildMailBranding({ appName: 'Volunteerly', centerName: 'Volunteerly', profile: undefined, link }),
    restriction: { withheldVariables: [], allowedHosts: ['volunteerly.example'] },
  });
}

/**
 * The render worker's entry (piscina): template work off the main thread, so a centre's template
 * never holds up the requests of every tenant (issue 29, hole 2). The pool ends a task that
 * overruns its hard timeout by ending this thread.
 */
export default function handleTemplateRenderTask(
  task: TemplateRenderTask | { kind: 'warm' },
): TemplateRenderOutcome<unknown> {
  // The pool's first task: the thread loads and compiles everything it renders with.
  if (task.kind === 'warm') return warmUp();
  return performTemplateRenderTask(task);
}
