import { houseNumberField, webUrlField } from '@volunteerly/contracts/organizations-schemas';
import { dayParts, weekdays, type DayPart, type Weekday } from '@volunteerly/contracts/users';
import { emailField, phoneField, postcodeField } from '@volunteerly/contracts/users-schemas';
import {
  vacancyCommitmentKinds,
  vacancyLanguages,
  vacancyLimits,
  vacancyLocationKinds,
  vacancySuitableFor,
} from '@volunteerly/contracts/vacancies';
import { isoDateField, vacancySummaryField, vacancyTitleField } from '@volunteerly/contracts/vacancies-schemas';
import {
  fieldsNeededToPublish,
  missingForPublishing,
  type VacancyPublishField,
} from '@volunteerly/contracts/vacancy-publishing';
import { z } from 'zod';
import type { Vacancy } from '../../../lib/vacancies/vacancy-types.ts';
import type { VacancyInput } from '../api/vacancy-input.ts';

/** An uploaded image's site path (POST /api/v1/file_uploads answers it), which the API takes besides web addresses. */
const uploadedImagePath = z.string().regex(/^\/uploads\/[0-9a-f-]{36}\.(png|jpg|webp|gif)$/);

const optional = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]);
const optionalNumber = (min: number, max: number) =>
  z.union([z.literal(''), z.coerce.number().int().min(min).max(max)]);

/**
 * The vacancy form's fields (decision 007, with the field rules of the
 * contracts); empty strings mean 'not filled in'. A draft needs only a title;
 * what publishing needs on top is `vacancyFormSchemaFor`'s.
 */
export const vacancyFormSchema = z
  .object({
    organizationId: z.string(),
    title: vacancyTitleField,
    summary: optional(vacancySummaryField),
    descriptionHtml: z.string().max(vacancyLimits.descriptionMax),
    imageUrl: optional(z.union([webUrlField, uploadedImagePath])),
    locationKind: z.enum(vacancyLocationKinds),
    street: z.string().trim().max(120),
    houseNumber: optional(houseNumberField),
    postcode: optional(postcodeField),
    city: z.string().trim().max(80),
    commitmentKind: z.enum(vacancyCommitmentKinds),
    startsOn: optional(isoDateField),
    endsOn: optional(isoDateField),
    hoursPerWeek: optionalNumber(1, vacancyLimits.hoursPerWeekMax),
    dayParts: z.array(z.string()),
    minimumAge: optionalNumber(0, vacancyLimits.minimumAgeMax),
    vogRequired: z.boolean(),
    suitableFor: z.array(z.enum(vacancySuitableFor)),
    languages: z.array(z.enum(vacancyLanguages)),
    places: z.coerce.number().int().min(1).max(vacancyLimits.placesMax),
    questions: z
      .array(z.object({ text: z.string().trim().min(1).max(vacancyLimits.questionMax) }))
      .max(vacancyLimits.questionsMax),
    categoryIds: z.array(z.string()).max(50),
    skillIds: z.array(z.string()).max(50),
    targetGroupIds: z.array(z.string()).max(50),
    contactName: z.string().trim().max(120),
    contactEmail: optional(emailField),
    contactPhone: optional(phoneField),
    expiresOn: optional(isoDateField),
    sharedWithCenters: z.boolean(),
  })
  // A period cannot end before it starts ('End date is not valid.').
  .refine(
    (values) =>
      values.commitmentKind !== 'period' || !values.startsOn || !values.endsOn || values.endsOn >= values.startsOn,
    { path: ['endsOn'] },
  );
export type VacancyFormValues = z.input<typeof vacancyFormSchema>;

/** The form's field of each field publishing can ask for. */
export const publishFieldNames = {
  title: 'title',
  summary: 'summary',
  description_html: 'descriptionHtml',
  city: 'city',
  starts_on: 'startsOn',
  ends_on: 'endsOn',
  hours_per_week: 'hoursPerWeek',
} as const satisfies Record<VacancyPublishField, keyof VacancyFormValues>;

/** The form's fields publishing needs for a vacancy of these kinds (the contracts' rule). */
export function formFieldsNeededToPublish(kinds: Pick<VacancyFormValues, 'locationKind' | 'commitmentKind'>) {
  return fieldsNeededToPublish(kinds).map((field) => publishFieldNames[field]);
}

/** What the form's values lack to be published, by the same rule as the API's. */
export function formFieldsMissingToPublish(values: VacancyFormValues): VacancyPublishField[] {
  return missingForPublishing({
    title: values.title,
    summary: values.summary,
    descriptionHtml: values.descriptionHtml,
    locationKind: values.locationKind,
    city: values.city,
    commitmentKind: values.commitmentKind,
    startsOn: values.startsOn,
    endsOn: values.endsOn,
    hoursPerWeek: values.hoursPerWeek === '' ? null : String(values.hoursPerWeek),
  });
}

/**
 * The form's schema for the submit at hand: while publishing (or saving a published vacancy)
 * every field publishing lacks gets its message at once (the API's words, from the web's
 * catalogue: `publishMessage`), with the other problems.
 */
export function vacancyFormSchemaFor(
  submitting: () => { publishing: boolean; publishMessage: (field: VacancyPublishField) => string },
) {
  return vacancyFormSchema.superRefine((values, context) => {
    const { publishing, publishMessage } = submitting();
    if (!publishing) return;
    for (const field of formFieldsMissingToPublish(values)) {
      // The title's own rule already says it is needed.
      if (field === 'title' && values.title.trim() === '') continue;
      context.addIssue({
        code: 'custom',
        path: [publishFieldNames[field]],
        message: publishMessage(field),
      });
    }
  });
}
export type VacancyFormOutput = z.output<typeof vacancyFormSchema>;

/** The field names in the order the form shows them (for labels, the API's messages and focus). */
export const vacancyFormFieldNames = [
  'organizationId',
  'title',
  'summary',
  'descriptionHtml',
  'imageUrl',
  'locationKind',
  'street',
  'houseNumber',
  'postcode',
  'city',
  'commitmentKind',
  'startsOn',
  'endsOn',
  'hoursPerWeek',
  'dayParts',
  'minimumAge',
  'vogRequired',
  'suitableFor',
  'languages',
  'places',
  'questions',
  'categoryIds',
  'skillIds',
  'targetGroupIds',
  'contactName',
  'contactEmail',
  'contactPhone',
  'expiresOn',
  'sharedWithCenters',
] as const satisfies readonly (keyof VacancyFormValues)[];
export type VacancyFormFieldName = (typeof vacancyFormFieldNames)[number];

/** 'monday.morning' keys of the weekday × part-of-day grid. */
export function dayPartKeys(parts: Partial<Record<Weekday, DayPart[]>>): string[] {
  return weekdays.flatMap((day) => (parts[day] ?? []).map((part) => `${day}.${part}`));
}

function dayPartsOf(keys: readonly string[]): Partial<Record<Weekday, DayPart[]>> {
  const result: Partial<Record<Weekday, DayPart[]>> = {};
  for (const day of weekdays) {
    const parts = dayParts.filter((part) => keys.includes(`${day}.${part}`));
    if (parts.length > 0) result[day] = parts;
  }
  return result;
}

const text = (value: string | null | undefined) => value ?? '';
const ids = (tags: readonly { id: string | number }[] | undefined) => (tags ?? []).map((tag) => String(tag.id));

/** The form's values for a vacancy (or a blank one, for the given organisation). */
export function vacancyFormValues(vacancy?: Vacancy, organizationId = ''): VacancyFormValues {
  return {
    organizationId: vacancy?.organizationId ? String(vacancy.organizationId) : organizationId,
    title: text(vacancy?.title),
    summary: text(vacancy?.summary),
    descriptionHtml: text(vacancy?.descriptionHtml),
    imageUrl: text(vacancy?.imageUrl),
    locationKind: vacancy?.locationKind ?? 'address',
    street: text(vacancy?.street),
    houseNumber: text(vacancy?.houseNumber),
    postcode: text(vacancy?.postcode),
    city: text(vacancy?.city),
    commitmentKind: vacancy?.commitmentKind ?? 'recurring',
    startsOn: text(vacancy?.startsOn),
    endsOn: text(vacancy?.endsOn),
    hoursPerWeek: vacancy?.hoursPerWeek == null ? '' : String(vacancy.hoursPerWeek),
    dayParts: dayPartKeys(vacancy?.dayParts ?? {}),
    minimumAge: vacancy?.minimumAge == null ? '' : String(vacancy.minimumAge),
    vogRequired: vacancy?.vogRequired ?? false,
    suitableFor: vacancy?.suitableFor ?? [],
    languages: vacancy?.languages ?? ['nl'],
    places: String(vacancy?.places ?? 1),
    questions: (vacancy?.questions ?? []).map((question) => ({ text: question })),
    categoryIds: ids(vacancy?.categories),
    skillIds: ids(vacancy?.skills),
    targetGroupIds: ids(vacancy?.targetGroups),
    contactName: text(vacancy?.contactName),
    contactEmail: text(vacancy?.contactEmail),
    contactPhone: text(vacancy?.contactPhone),
    expiresOn: text(vacancy?.expiresOn),
    sharedWithCenters: vacancy?.sharedWithCenters ?? false,
  };
}

const orNull = (value: string) => (value === '' ? null : value);

/** What the API is sent for the form's values: fields that do not apply to the chosen kinds are cleared. */
export function vacancyInputOf(values: VacancyFormOutput): VacancyInput {
  const atAddress = values.locationKind === 'address';
  const kind = values.commitmentKind;
  return {
    title: values.title,
    summary: orNull(values.summary),
    descriptionHtml: orNull(values.descriptionHtml),
    imageUrl: orNull(values.imageUrl),
    locationKind: values.locationKind,
    street: atAddress ? orNull(values.street) : null,
    houseNumber: atAddress ? orNull(values.houseNumber) : null,
    postcode: atAddress ? orNull(values.postcode) : null,
    city: atAddress ? orNull(values.city) : null,
    commitmentKind: kind,
    startsOn: kind === 'recurring' ? null : orNull(values.startsOn),
    endsOn: kind === 'period' ? orNull(values.endsOn) : null,
    hoursPerWeek: kind === 'recurring' && values.hoursPerWeek !== '' ? values.hoursPerWeek : null,
    dayParts: kind === 'recurring' ? dayPartsOf(values.dayParts) : {},
    minimumAge: values.minimumAge === '' ? null : values.minimumAge,
    vogRequired: values.vogRequired,
    suitableFor: values.suitableFor,
    languages: values.languages,
    places: values.places,
    questions: values.questions.map((question) => question.text),
    contactName: orNull(values.contactName),
    contactEmail: orNull(values.contactEmail),
    contactPhone: orNull(values.contactPhone),
    expiresOn: orNull(values.expiresOn),
    sharedWithCenters: values.sharedWithCenters,
    categoryIds: values.categoryIds,
    skillIds: values.skillIds,
    targetGroupIds: values.targetGroupIds,
  };
}
