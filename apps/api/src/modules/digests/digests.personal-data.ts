import type { PersonalDataPart } from '../../platform/personal-data/personal-data.ts';
import { deleteDigestDeliveriesOfUser, findDigestDeliveriesOfUser } from './digest-personal-data.repository.ts';

/** The periodic mails sent to them: the period, when, and how many vacancies it listed (0: no mail). */
export const digestsPersonalData = {
  module: 'digests',
  tables: [{ table: 'digest_deliveries', column: 'user_id', section: 'digest_deliveries', erase: 'remove' }],
  async export(scope, person) {
    const deliveries = await findDigestDeliveriesOfUser(scope, person.id);
    return {
      digest_deliveries: deliveries.map((delivery) => ({
        period: delivery.periodKey,
        sent_at: delivery.sentAt.toISOString(),
        vacancy_count: delivery.vacancyCount,
      })),
    };
  },
  async erase(scope, person) {
    await deleteDigestDeliveriesOfUser(scope, person.id);
  },
} as const satisfies PersonalDataPart;
