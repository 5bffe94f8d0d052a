import { Feed } from 'feed';
import type { ApiLocale } from '../../platform/i18n/api-messages.ts';
import { translate } from '../../platform/i18n/api-messages.ts';
// Registers the module's texts (a type-only import would not load them).
import type { SearchedVacancy } from './vacancy-search.repository.ts';

/** What a feed is written from: the tenant's name, where its pages live, and the vacancies. */
export interface VacancyFeedSource {
  appName: string;
  locale: ApiLocale;
  /** The tenant site's home page. */
  siteUrl: string;
  /** This feed's own address, per format. */
  feedUrls: { atom: string; rss: string };
  /** The public page of a vacancy. */
  vacancyUrl(id: number): string;
  vacancies: SearchedVacancy[];
}

/** The newest vacancies as a feed (written as Atom or RSS by the caller). */
export function buildVacancyFeed(source: VacancyFeedSource): Feed {
  const newest = source.vacancies[0]?.vacancy.publishedAt;
  const feed = new Feed({
    id: source.siteUrl,
    title: translate(source.locale, 'vacancy_search.feed.title', { appName: source.appName }),
    description: translate(source.locale, 'vacancy_search.feed.description', { appName: source.appName }),
    link: source.siteUrl,
    language: source.locale,
    updated: newest ?? new Date(0),
    generator: 'Volunteerly',
    feedLinks: source.feedUrls,
    copyright: source.appName,
  });
  for (const { vacancy, organizationName } of source.vacancies) {
    const link = source.vacancyUrl(vacancy.id);
    const published = vacancy.publishedAt ?? vacancy.createdAt;
    feed.addItem({
      title: vacancy.title,
      id: link,
      link,
      description: vacancy.summary,
      date: published,
      published,
      author: [{ name: organizationName }],
    });
  }
  return feed;
}
