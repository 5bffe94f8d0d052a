import { defineApiMessages } from '../../platform/i18n/api-messages.ts';

/** Texts of the captured-mail viewer. */
export const devMailMessages = defineApiMessages(
  { 'dev_mail.errors.forbidden': 'Only platform administrators can read the captured mail.' },
  { 'dev_mail.errors.forbidden': 'Alleen platformbeheerders kunnen de opgevangen mail lezen.' },
);
