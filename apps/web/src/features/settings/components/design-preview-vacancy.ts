import type { TFunction } from 'i18next';
import type { VacancySearchResult } from '../../../lib/vacancies/vacancy-types.ts';

/**
 * The vacancy the design preview's card shows: an example in the page's language, with the general
 * built-in picture (its transparent ground shows the centre's light primary colour, as on the site).
 */
export function previewVacancy(t: TFunction<'settings'>, language: string): VacancySearchResult {
  const text = (key: string) => t(`design.preview.vacancy.${key}`, { lng: language });
  return {
    type: 'vacancies',
    id: 'preview',
    title: text('title'),
    summary: text('summary'),
    imageUrl: null,
    picture: {
      url: '/api/default_pictures/samen.svg',
      width: 1200,
      height: 600,
      variants: [],
      alt: { nl: '', en: '' },
      source: 'default',
    },
    locationKind: 'address',
    city: text('city'),
    postcode: null,
    latitude: null,
    longitude: null,
    commitmentKind: 'recurring',
    startsOn: null,
    endsOn: null,
    hoursPerWeek: 2,
    dayParts: {},
    minimumAge: null,
    vogRequired: false,
    suitableFor: [],
    languages: [],
    places: 1,
    publishedAt: null,
    expiresOn: null,
    organizationId: 'preview',
    organizationName: text('organization'),
    categories: [{ id: 'preview-category', name: text('category') }],
    skills: [{ id: 'preview-skill', name: text('skill') }],
    targetGroups: [],
    distanceKm: null,
  };
}
