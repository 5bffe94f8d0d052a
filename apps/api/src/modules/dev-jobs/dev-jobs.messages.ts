import { defineApiMessages } from '../../platform/i18n/api-messages.ts';

/** Texts of the job queue's developer page. */
export const devJobsMessages = defineApiMessages(
  {
    'dev_jobs.errors.forbidden': 'Only platform administrators can see and retry background jobs.',
    'dev_jobs.errors.not_found': 'This job does not exist.',
    'dev_jobs.errors.not_failed': 'Only a failed job can be retried.',
  },
  {
    'dev_jobs.errors.forbidden': 'Alleen platformbeheerders kunnen achtergrondtaken zien en opnieuw starten.',
    'dev_jobs.errors.not_found': 'Deze taak bestaat niet.',
    'dev_jobs.errors.not_failed': 'Alleen een mislukte taak kan opnieuw worden gestart.',
  },
);
