import type { VacancyCommitmentKind, VacancyLocationKind } from './vacancies.ts';

// What a vacancy needs to be published (decision 007): one rule, used by the API when it publishes
// and by the vacancy form before it sends (issue 31 §4), with the same texts in both.

/** The fields publishing can ask for, by their name on the wire. */
export const vacancyPublishFields = [
  'title',
  'summary',
  'description_html',
  'city',
  'starts_on',
  'ends_on',
  'hours_per_week',
] as const;
export type VacancyPublishField = (typeof vacancyPublishFields)[number];

/** The kinds that decide which fields publishing needs. */
export interface VacancyPublishKinds {
  locationKind: VacancyLocationKind;
  commitmentKind: VacancyCommitmentKind;
}

/** A vacancy as the rule looks at it; empty text and null both mean 'not filled in'. */
export interface VacancyPublishState extends VacancyPublishKinds {
  title: string;
  summary: string | null;
  descriptionHtml: string | null;
  city: string | null;
  startsOn: string | null;
  endsOn: string | null;
  hoursPerWeek: number | string | null;
}

/**
 * The fields a vacancy of these kinds needs to be published: a title, summary and description; a
 * place when it is at an address; the start date (one-off), the start and end dates (period) or
 * hours per week (recurring).
 */
export function fieldsNeededToPublish(kinds: VacancyPublishKinds): VacancyPublishField[] {
  return vacancyPublishFields.filter((field) => {
    if (field === 'city') return kinds.locationKind === 'address';
    if (field === 'starts_on') return kinds.commitmentKind !== 'recurring';
    if (field === 'ends_on') return kinds.commitmentKind === 'period';
    if (field === 'hours_per_week') return kinds.commitmentKind === 'recurring';
    return true;
  });
}

/** The text a reader would see of some HTML, roughly: what the browser checks before the server does. */
export function visibleTextOfHtml(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ');
}

const isBlank = (value: string | number | null) => value === null || String(value).trim() === '';

/**
 * The fields this vacancy lacks to be published, in the form's order. `visibleTextOf` turns the
 * description into the text a reader sees (the API passes its sanitiser).
 */
export function missingForPublishing(
  state: VacancyPublishState,
  visibleTextOf: (html: string) => string = visibleTextOfHtml,
): VacancyPublishField[] {
  const valueOf: Record<VacancyPublishField, string | number | null> = {
    title: state.title,
    summary: state.summary,
    description_html: state.descriptionHtml === null ? null : visibleTextOf(state.descriptionHtml),
    city: state.city,
    starts_on: state.startsOn,
    ends_on: state.endsOn,
    hours_per_week: state.hoursPerWeek,
  };
  return fieldsNeededToPublish(state).filter((field) => isBlank(valueOf[field]));
}

/** The message key of a field publishing needs (the API's catalogue and the form share it). */
export type VacancyPublishMessageKey = `vacancies.publish.${VacancyPublishField}`;

/** What each missing field says, in English and Dutch: the API's 422 and the form show these texts. */
export const vacancyPublishMessages = {
  en: {
    'vacancies.publish.title': 'A title is needed to publish.',
    'vacancies.publish.summary': 'A summary is needed to publish.',
    'vacancies.publish.description_html': 'A description is needed to publish.',
    'vacancies.publish.city': 'A place (city) is needed to publish a vacancy at an address.',
    'vacancies.publish.starts_on': 'A start date is needed to publish (one-off and period vacancies).',
    'vacancies.publish.ends_on': 'An end date is needed to publish a vacancy for a period.',
    'vacancies.publish.hours_per_week': 'Hours per week are needed to publish a recurring vacancy.',
  },
  nl: {
    'vacancies.publish.title': 'Voor publiceren is een titel nodig.',
    'vacancies.publish.summary': 'Voor publiceren is een samenvatting nodig.',
    'vacancies.publish.description_html': 'Voor publiceren is een omschrijving nodig.',
    'vacancies.publish.city': 'Voor publiceren van een vacature op een adres is een plaats nodig.',
    'vacancies.publish.starts_on': 'Voor publiceren is een startdatum nodig (eenmalige vacatures en voor een periode).',
    'vacancies.publish.ends_on': 'Voor publiceren van een vacature voor een periode is een einddatum nodig.',
    'vacancies.publish.hours_per_week':
      'Voor publiceren van een terugkerende vacature is het aantal uur per week nodig.',
  },
} as const satisfies Record<'en' | 'nl', Record<VacancyPublishMessageKey, string>>;
