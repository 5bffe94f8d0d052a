import type { Database } from '../../platform/database/connection.ts';
import { withTenant } from '../../platform/database/tenant-scope.ts';
import type { AppInstance } from '../../platform/http/app-instance.ts';
import { findAllTenants } from '../tenants/tenants.repository.ts';
import { recordVacancyEvent } from './vacancy-audit.ts';
import { todayInNetherlands } from './vacancy-fields.ts';
import { closeExpiredVacancyRows } from './vacancies.repository.ts';

/**
 * Closes the published vacancies whose expiry date has passed (it lies before
 * today in the Netherlands), in every tenant, each in its own transaction.
 * Returns how many were closed per tenant id (tenants without any are left out).
 */
export async function closeExpiredVacancies(
  database: Database,
  today: string = todayInNetherlands(),
): Promise<Map<number, number>> {
  const closed = new Map<number, number>();
  for (const tenant of await findAllTenants(database)) {
    const ids = await withTenant(database, tenant.id, async (scope) => {
      const expired = await closeExpiredVacancyRows(scope, today);
      for (const vacancyId of expired) {
        await recordVacancyEvent(scope, 'vacancy_status_changed', null, {
          vacancyId,
          from: 'published',
          to: 'closed',
          reason: 'expired',
        });
      }
      return expired;
    });
    if (ids.length > 0) closed.set(tenant.id, ids.length);
  }
  return closed;
}

/** How often the expiry sweep runs. */
export const expirySweepIntervalMs = 10 * 60 * 1000;

/**
 * The expiry sweep as a scheduled job (decision 030): once per 10-minute slot across every API
 * process, the first slot at start-up. A failed sweep is retried by the queue.
 */
export function registerVacancyExpiryJob(app: AppInstance, intervalMs: number = expirySweepIntervalMs): void {
  app.jobs.register('vacancies.expire', async (_payload, context) => {
    const closed = await closeExpiredVacancies(app.database);
    const total = [...closed.values()].reduce((sum, count) => sum + count, 0);
    if (total > 0) context.log.info({ closed: Object.fromEntries(closed) }, `closed ${total} expired vacancies`);
  });
  app.jobs.schedule('vacancies.expire', { everyMs: intervalMs });
}
