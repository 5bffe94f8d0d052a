import type { PersonalDataPart } from '../../platform/personal-data/personal-data.ts';
import { deleteCapturedMailsOf, findCapturedMailsTo } from './dev-mail.repository.ts';

/**
 * Mail captured for their addresses (only where the platform keeps mail: the development
 * capture). Its table has no column pointing at a person: mail is found by address.
 */
export const devMailPersonalData = {
  module: 'dev-mail',
  tables: [],
  async export(scope, person) {
    const mails = await findCapturedMailsTo(scope, person.email);
    return { mails: mails.map((mail) => ({ subject: mail.subject, received_at: mail.receivedAt.toISOString() })) };
  },
  async erase(scope, person) {
    await deleteCapturedMailsOf(scope, person.email);
    if (person.unconfirmedEmail) await deleteCapturedMailsOf(scope, person.unconfirmedEmail);
  },
} as const satisfies PersonalDataPart;
