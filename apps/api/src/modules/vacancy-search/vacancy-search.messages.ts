import { defineApiMessages } from '../../platform/i18n/api-messages.ts';

/** Texts of the public vacancy search and feeds (English, and Dutch). */
export const vacancySearchMessages = defineApiMessages(
  {
    'vacancy_search.postcode.unknown': 'We could not find postcode {postcode}. Check it, or search by place instead.',
    'vacancy_search.position.incomplete': 'Send both latitude and longitude, or neither.',
    'vacancy_search.sort.needs_position': 'Sorting by distance needs a postcode or a position to measure from.',
    'vacancy_search.feed.title': 'Volunteer vacancies of {appName}',
    'vacancy_search.feed.description': 'The newest volunteer vacancies of {appName}.',
  },
  {
    'vacancy_search.postcode.unknown':
      'We konden postcode {postcode} niet vinden. Controleer de postcode of zoek op plaats.',
    'vacancy_search.position.incomplete': 'Stuur zowel latitude als longitude mee, of geen van beide.',
    'vacancy_search.sort.needs_position':
      'Sorteren op afstand kan alleen met een postcode of positie om vanaf te meten.',
    'vacancy_search.feed.title': 'Vrijwilligersvacatures van {appName}',
    'vacancy_search.feed.description': 'De nieuwste vrijwilligersvacatures van {appName}.',
  },
);

/** A key of the vacancy search module's messages. */
export type VacancySearchMessageKey = keyof typeof vacancySearchMessages.en;
