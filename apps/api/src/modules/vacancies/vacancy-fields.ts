import type { FieldProblem } from '../../platform/http/api-error.ts';
import { sanitizeHtmlAs } from '../../platform/html/html-policies.ts';
import type { TagKind } from '../tags/tags.schema.ts';
import { visibleDescriptionText } from './vacancy-description.ts';
import {
  missingForPublishing as missingFieldsForPublishing,
  type VacancyPublishField,
} from '@volunteerly/contracts/vacancy-publishing';
import type { VacanciesMessageKey } from './vacancies.messages.ts';
import type { NewVacancyRow, VacancyRow } from './vacancies.schema.ts';
import { givenFields } from '../../platform/http/given-fields.ts';

// A vacancy's own fields: from the request to the columns, and the rules that
// look at more than one field (dates, completeness for publishing).

/** The columns a request edits directly (status, tags and the map position are handled apart). */
export type VacancyColumns = Partial<
  Pick<
    NewVacancyRow,
    | 'title'
    | 'summary'
    | 'descriptionHtml'
    | 'imageUrl'
    | 'locationKind'
    | 'street'
    | 'houseNumber'
    | 'postcode'
    | 'city'
    | 'latitude'
    | 'longitude'
    | 'commitmentKind'
    | 'startsOn'
    | 'endsOn'
    | 'hoursPerWeek'
    | 'dayParts'
    | 'minimumAge'
    | 'vogRequired'
    | 'suitableFor'
    | 'languages'
    | 'places'
    | 'questions'
    | 'contactName'
    | 'contactEmail'
    | 'contactPhone'
    | 'expiresOn'
    | 'sharedWithCenters'
  >
>;

/**
 * A vacancy's fields as the services take them (camelCase; the routes convert the wire's
 * snake_case): a field given changes, one left out stays, null clears it. The tag lists replace
 * the vacancy's tags of their kind.
 */
export type VacancyChanges = Omit<VacancyColumns, 'latitude' | 'longitude' | 'summary' | 'descriptionHtml'> & {
  summary?: string | null;
  descriptionHtml?: string | null;
} & { [Field in TagListField]?: number[] };

/** The changes as columns; what they leave out stays out. The description is sanitised here. */
export function storedColumnsOf(changes: VacancyChanges): VacancyColumns {
  const {
    categoryIds: _categoryIds,
    skillIds: _skillIds,
    targetGroupIds: _targetGroupIds,
    summary,
    descriptionHtml,
    suitableFor,
    languages,
    ...rest
  } = changes;
  const columns: VacancyColumns = {
    ...rest,
    // Summary and description are never null in the table: clearing them stores ''.
    summary: summary === undefined ? undefined : (summary ?? ''),
    descriptionHtml: descriptionHtml === undefined ? undefined : sanitizeHtmlAs('richText', descriptionHtml ?? ''),
    suitableFor: suitableFor ? [...new Set(suitableFor)] : undefined,
    languages: languages ? [...new Set(languages)] : undefined,
  };
  return givenFields(columns);
}

/** The address columns geocoding reads. */
export const addressColumns = ['locationKind', 'street', 'houseNumber', 'postcode', 'city'] as const;

/** Whether an edit touches where the vacancy is (so the map position must be looked up again). */
export function changesLocation(columns: VacancyColumns): boolean {
  return addressColumns.some((column) => columns[column] !== undefined);
}

/** The fields the rules below read, as a vacancy will be after an edit. */
export type VacancyState = Pick<
  VacancyRow,
  | 'title'
  | 'summary'
  | 'descriptionHtml'
  | 'locationKind'
  | 'city'
  | 'commitmentKind'
  | 'startsOn'
  | 'endsOn'
  | 'hoursPerWeek'
  | 'expiresOn'
>;

/** The defaults of a new vacancy, as the table has them. */
export const newVacancyDefaults: Omit<VacancyState, 'title'> = {
  summary: '',
  descriptionHtml: '',
  locationKind: 'address',
  city: null,
  commitmentKind: 'recurring',
  startsOn: null,
  endsOn: null,
  hoursPerWeek: null,
  expiresOn: null,
};

/** A vacancy's state with an edit applied. */
export function applyColumns(state: VacancyState, columns: VacancyColumns): VacancyState {
  return {
    title: columns.title ?? state.title,
    summary: columns.summary ?? state.summary,
    descriptionHtml: columns.descriptionHtml ?? state.descriptionHtml,
    locationKind: columns.locationKind ?? state.locationKind,
    city: columns.city !== undefined ? columns.city : state.city,
    commitmentKind: columns.commitmentKind ?? state.commitmentKind,
    startsOn: columns.startsOn !== undefined ? columns.startsOn : state.startsOn,
    endsOn: columns.endsOn !== undefined ? columns.endsOn : state.endsOn,
    hoursPerWeek: columns.hoursPerWeek !== undefined ? columns.hoursPerWeek : state.hoursPerWeek,
    expiresOn: columns.expiresOn !== undefined ? columns.expiresOn : state.expiresOn,
  };
}

/** YYYY-MM-DD in Dutch time; made once, since making a DateTimeFormat costs more than using it. */
const dutchCalendarDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' });

/** Today's date in the Netherlands (YYYY-MM-DD): the day expiry dates are measured against. */
export function todayInNetherlands(now: Date = new Date()): string {
  return dutchCalendarDate.format(now);
}

/** The end of a period must not come before its start (as the vacancy will be). */
export function periodProblems(state: VacancyState, problem: Omit<FieldProblem, 'code'>): FieldProblem[] {
  return state.startsOn && state.endsOn && state.endsOn < state.startsOn
    ? [{ ...problem, code: 'ends_before_start' }]
    : [];
}

/** An expiry date the request sets must not lie in the past. */
export function expiryProblems(columns: VacancyColumns, pointer: string, today: string): FieldProblem[] {
  return columns.expiresOn && columns.expiresOn < today
    ? [
        {
          pointer,
          code: 'expires_in_past',
          messageKey: 'vacancies.dates.expires_in_past' satisfies VacanciesMessageKey,
        },
      ]
    : [];
}

/** The fields publishing can ask for, by their name on the wire. */
export type PublishField = VacancyPublishField | 'expires_on';

/**
 * What a vacancy lacks to be published: the shared rule of the contracts (the vacancy form checks
 * the same before it sends), with the sanitiser deciding what text a description shows. One problem
 * per missing field, code `required_to_publish`. A published vacancy must stay so through every edit.
 */
export function missingForPublishing(state: VacancyState, pointerOf: (field: PublishField) => string): FieldProblem[] {
  return missingFieldsForPublishing(state, visibleDescriptionText).map((field) => ({
    pointer: pointerOf(field),
    code: 'required_to_publish',
    messageKey: `vacancies.publish.${field}` satisfies VacanciesMessageKey,
  }));
}

/** The tag id lists of a vacancy's changes, by the kind of tag each must be. */
export const tagListKinds = {
  categoryIds: 'category',
  skillIds: 'skill',
  targetGroupIds: 'target_group',
} as const satisfies Record<string, TagKind>;

export type TagListField = keyof typeof tagListKinds;

/** The message for an id that is not a tag of this kind in the tenant. */
export const unknownTagMessages = {
  categoryIds: 'vacancies.tags.unknown_category',
  skillIds: 'vacancies.tags.unknown_skill',
  targetGroupIds: 'vacancies.tags.unknown_target_group',
} as const satisfies Record<TagListField, VacanciesMessageKey>;
