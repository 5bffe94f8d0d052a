/** A vacancy's life (decision 007): written as a draft, published, closed (by hand or at its expiry date), archived. */
export const vacancyStatuses = ['draft', 'published', 'closed', 'archived'] as const;
export type VacancyStatus = (typeof vacancyStatuses)[number];

/**
 * The allowed status moves: draft → published | archived; published → closed |
 * archived; closed → published (reopened) | archived; archived → draft (taken
 * out of the archive to be worked on again). Only drafts are deleted.
 */
export const vacancyStatusTransitions: Record<VacancyStatus, readonly VacancyStatus[]> = {
  draft: ['published', 'archived'],
  published: ['closed', 'archived'],
  closed: ['published', 'archived'],
  archived: ['draft'],
};

/** Where the work happens: at an address, remotely (online), or at the volunteer's home. */
export const vacancyLocationKinds = ['address', 'remote', 'at_home'] as const;
export type VacancyLocationKind = (typeof vacancyLocationKinds)[number];

/** How much time it asks: once on a date, during a period, or recurring (hours per week on parts of days). */
export const vacancyCommitmentKinds = ['one_off', 'period', 'recurring'] as const;
export type VacancyCommitmentKind = (typeof vacancyCommitmentKinds)[number];

/** Whom a vacancy suits especially (shown as labels and offered as a search filter). */
export const vacancySuitableFor = [
  'newcomers',
  'students',
  'seniors',
  'people_with_disability',
  'young_people',
  'without_dutch',
] as const;
export type VacancySuitableFor = (typeof vacancySuitableFor)[number];

/** The languages a vacancy can name (ISO 639-1). */
export const vacancyLanguages = ['nl', 'en', 'ar', 'de', 'es', 'fr', 'pl', 'pt', 'ro', 'so', 'ti', 'tr', 'uk'] as const;
export type VacancyLanguage = (typeof vacancyLanguages)[number];

/** The sort orders of the public search; `expires_on`: the soonest closing first (those without a closing date last). */
export const vacancySearchSorts = ['relevance', '-published_at', 'distance', 'expires_on'] as const;
export type VacancySearchSort = (typeof vacancySearchSorts)[number];

/** The sort orders of the back-office list. */
export const vacancyListSorts = [
  '-updated_at',
  'title',
  '-title',
  '-published_at',
  'expires_on',
  '-created_at',
] as const;
export type VacancyListSort = (typeof vacancyListSorts)[number];

/** Limits shared by the API and the forms. */
export const vacancyLimits = {
  titleMax: 120,
  summaryMax: 300,
  descriptionMax: 20_000,
  questionsMax: 10,
  questionMax: 300,
  placesMax: 1000,
  minimumAgeMax: 99,
  hoursPerWeekMax: 60,
  distanceMaxKm: 300,
  bulkMax: 200,
  searchPageSizeMax: 100,
} as const;
