import type { ApiModule } from '../../platform/modules/api-module.ts';
import { registerVacancySearchRoutes } from './routes/index.ts';
import { searchSynonymGroupsMessages } from './search-synonym-groups.messages.ts';
import { vacancySearchMessages } from './vacancy-search.messages.ts';
import { vacancySearchPages, vacancySitemap } from './vacancy-search-pages.ts';
import { createVacancySearchAnswers } from './vacancy-search.service.ts';

/** Finding vacancies: Dutch full-text search, filters, the map, feeds and the centre's synonyms. */
export const vacancySearchModule = {
  name: 'vacancy-search',
  announces: { public_catalogue: ['search_synonym_groups'] },
  messages: [vacancySearchMessages, searchSynonymGroupsMessages],
  provide(app) {
    const vacancySearchAnswers = createVacancySearchAnswers(app.database, app.config.catalogueCacheEntries);
    app.decorate('vacancySearchAnswers', vacancySearchAnswers);
    app.addHook('onClose', () => vacancySearchAnswers.close());
  },
  publicPages: vacancySearchPages,
  sitemap: vacancySitemap,
  routes: registerVacancySearchRoutes,
} as const satisfies ApiModule;
