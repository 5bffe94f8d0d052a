import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { registerCreateSearchSynonymGroup } from './create-search-synonym-group.ts';
import { registerDeleteSearchSynonymGroup } from './delete-search-synonym-group.ts';
import { registerListSearchSynonymGroups } from './list-search-synonym-groups.ts';
import { registerSearchVacancies } from './search-vacancies.ts';
import { registerShowAtomFeed } from './show-atom-feed.ts';
import { registerShowRssFeed } from './show-rss-feed.ts';
import { registerUpdateSearchSynonymGroup } from './update-search-synonym-group.ts';

/** The vacancy search and feed endpoints, and the centre's own search synonyms. */
export function registerVacancySearchRoutes(app: AppInstance): void {
  registerSearchVacancies(app);
  registerShowAtomFeed(app);
  registerShowRssFeed(app);
  registerListSearchSynonymGroups(app);
  registerCreateSearchSynonymGroup(app);
  registerUpdateSearchSynonymGroup(app);
  registerDeleteSearchSynonymGroup(app);
}
