import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { registerSearchVacancies } from './search-vacancies.ts';
import { registerShowAtomFeed } from './show-atom-feed.ts';
import { registerShowRssFeed } from './show-rss-feed.ts';

/** The vacancy search and feed endpoints. */
export function registerVacancySearchRoutes(app: AppInstance): void {
  registerSearchVacancies(app);
  registerShowAtomFeed(app);
  registerShowRssFeed(app);
}
