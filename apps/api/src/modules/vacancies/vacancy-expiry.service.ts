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
 * Runs the expiry sweep now and then every `intervalMs` while the app is
 * open. The timer does not keep the process alive and stops when the app
 * closes; a failed sweep is logged and the next one tries again.
 */
export function scheduleVacancyExpiry(app: AppInstance, intervalMs: number = expirySweepIntervalMs): void {
  let running: Promise<void> | undefined;
  const sweep = () => {
    if (running) return;
    running = closeExpiredVacancies(app.database)
      .then((closed) => {
        const total = [...closed.values()].reduce((sum, count) => sum + count, 0);
        if (total > 0) app.log.info({ closed: Object.fromEntries(closed) }, `closed ${total} expired vacancies`);
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'vacancy expiry sweep failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
  sweep();
}
