import type { ApiModule } from '../../platform/modules/api-module.ts';
import { vacanciesPersonalData } from './vacancies.personal-data.ts';
import { includeVacanciesOfOrganizations } from './organization-vacancies-include.ts';
import { registerVacancyRoutes } from './routes/index.ts';
import { vacancyPages } from './vacancy-pages.ts';
import { createPublicVacancyRecords } from './vacancies.service.ts';
import { vacanciesMessages } from './vacancies.messages.ts';
import { registerVacancyExpiryJob } from './vacancy-expiry.service.ts';
import { subscribeVacanciesToOrganizationEvents } from './vacancy-organization-events.ts';
import { subscribeVacanciesToTagEvents } from './vacancy-tag-events.ts';
import { createVacancyViewCounter, vacancyViewFlushIntervalMs } from './vacancy-view-counter.ts';

/** Vacancies: writing, publishing, expiry, favourites, views and their public reads. */
export const vacanciesModule = {
  name: 'vacancies',
  announces: { public_catalogue: ['vacancies', 'vacancy_tags'] },
  personalData: vacanciesPersonalData,
  auditActions: [
    'vacancy_created',
    'vacancy_updated',
    'vacancy_status_changed',
    'vacancy_deleted',
    'vacancies_bulk_updated',
  ],
  messages: [vacanciesMessages],
  provide(app) {
    const publicVacancyRecords = createPublicVacancyRecords(app.database, app.config.catalogueCacheEntries);
    app.decorate('publicVacancyRecords', publicVacancyRecords);
    app.addHook('onClose', () => publicVacancyRecords.close());
    // Views are stored off the request path, every 5 s; under NODE_ENV=test only on
    // `app.vacancyViews.flush()` and close, so no test sees a flush it did not ask for (issue 12).
    const vacancyViews = createVacancyViewCounter(app.database, {
      logger: app.log,
      intervalMs: app.config.environment === 'test' ? 0 : vacancyViewFlushIntervalMs,
    });
    app.decorate('vacancyViews', vacancyViews);
    app.addHook('onClose', () => vacancyViews.close());
  },
  connect(app) {
    subscribeVacanciesToOrganizationEvents(app.domainEvents);
    subscribeVacanciesToTagEvents(app.domainEvents);
    // The organisations list includes vacancies through this port (modules depend one way).
    app.organizationIncludes.vacancies = includeVacanciesOfOrganizations;
  },
  jobs: (app) => registerVacancyExpiryJob(app),
  publicPages: vacancyPages,
  routes: registerVacancyRoutes,
} as const satisfies ApiModule;
