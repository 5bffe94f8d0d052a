import { z } from 'zod';
import type { VacancyBulkChange } from './vacancy-bulk.service.ts';
import type { VacancyChanges } from './vacancy-fields.ts';
import { houseNumberField, webUrlField } from '@volunteerly/contracts/organizations-schemas';
import { emailField, phoneField, postcodeField } from '@volunteerly/contracts/users-schemas';
import {
  vacancyCommitmentKinds,
  vacancyLanguages,
  vacancyLimits,
  vacancyListSorts,
  vacancyLocationKinds,
  vacancyStatuses,
  vacancySuitableFor,
} from '@volunteerly/contracts/vacancies';
import {
  dayPartsSchema,
  isoDateField,
  vacancySummaryField,
  vacancyTitleField,
} from '@volunteerly/contracts/vacancies-schemas';
import { givenFields } from '../../platform/http/given-fields.ts';

// The request bodies and queries of the vacancy endpoints (snake_case on the wire),
// built from the field rules the web forms share.

const idField = z.union([z.string().regex(/^[1-9][0-9]{0,15}$/), z.number().int().positive()]).transform(Number);

/** A vacancy id in a path. */
export const vacancyIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});

/** A text a form may leave empty: blank (or null) clears it. */
function clearable<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema.nullable());
}

/** A vacancy image: a web address, or the site path of an uploaded image (`POST /api/v1/file_uploads`). */
const imageUrlField = z.union([webUrlField, z.string().regex(/^\/uploads\/[0-9a-f-]{36}\.(png|jpg|webp|gif)$/)]);

const optionalText = (max: number) => clearable(z.string().trim().max(max)).optional();
const tagIds = z.array(idField).max(50);

/** Every field of a vacancy a request may set (all optional: PATCH sends only what changes). */
const vacancyFields = {
  title: vacancyTitleField,
  summary: clearable(vacancySummaryField).optional(),
  description_html: clearable(z.string().max(vacancyLimits.descriptionMax)).optional(),
  image_url: clearable(imageUrlField).optional(),
  location_kind: z.enum(vacancyLocationKinds),
  street: optionalText(120),
  house_number: clearable(houseNumberField).optional(),
  postcode: clearable(postcodeField).optional(),
  city: optionalText(80),
  commitment_kind: z.enum(vacancyCommitmentKinds),
  starts_on: isoDateField.nullable().optional(),
  ends_on: isoDateField.nullable().optional(),
  hours_per_week: z.number().int().min(1).max(vacancyLimits.hoursPerWeekMax).nullable().optional(),
  day_parts: dayPartsSchema,
  minimum_age: z.number().int().min(0).max(vacancyLimits.minimumAgeMax).nullable().optional(),
  vog_required: z.boolean(),
  suitable_for: z.array(z.enum(vacancySuitableFor)).max(vacancySuitableFor.length),
  languages: z.array(z.enum(vacancyLanguages)).max(vacancyLanguages.length),
  places: z.number().int().min(1).max(vacancyLimits.placesMax),
  questions: z.array(z.string().trim().min(1).max(vacancyLimits.questionMax)).max(vacancyLimits.questionsMax),
  contact_name: optionalText(120),
  contact_email: clearable(emailField).optional(),
  contact_phone: clearable(phoneField).optional(),
  expires_on: isoDateField.nullable().optional(),
  shared_with_centers: z.boolean(),
  category_ids: tagIds,
  skill_ids: tagIds,
  target_group_ids: tagIds,
};

const vacancyFieldsSchema = z.object(vacancyFields).partial();

/** The fields of a vacancy as a request sends them (snake_case, after validation). */
type VacancyFieldsInput = z.infer<typeof vacancyFieldsSchema>;

/** POST /api/v1/vacancies: a new vacancy, a draft unless `status` says published. */
export const vacancyCreateSchema = z.object({
  vacancy: vacancyFieldsSchema
    .extend({
      title: vacancyTitleField,
      organization_id: idField.optional(),
      status: z.enum(['draft', 'published']).optional(),
    })
    .strict(),
});

/** PUT/PATCH /api/v1/vacancies/{id}: the fields that change, and optionally a status move. */
export const vacancyUpdateSchema = z.object({
  vacancy: vacancyFieldsSchema.extend({ status: z.enum(vacancyStatuses).optional() }).strict(),
});

/** A request's vacancy fields as the services take them (camelCase). */
export function vacancyChangesOf(fields: VacancyFieldsInput): VacancyChanges {
  return givenFields({
    title: fields.title,
    summary: fields.summary,
    descriptionHtml: fields.description_html,
    imageUrl: fields.image_url,
    locationKind: fields.location_kind,
    street: fields.street,
    houseNumber: fields.house_number,
    postcode: fields.postcode,
    city: fields.city,
    commitmentKind: fields.commitment_kind,
    startsOn: fields.starts_on,
    endsOn: fields.ends_on,
    hoursPerWeek: fields.hours_per_week,
    dayParts: fields.day_parts,
    minimumAge: fields.minimum_age,
    vogRequired: fields.vog_required,
    suitableFor: fields.suitable_for,
    languages: fields.languages,
    places: fields.places,
    questions: fields.questions,
    contactName: fields.contact_name,
    contactEmail: fields.contact_email,
    contactPhone: fields.contact_phone,
    expiresOn: fields.expires_on,
    sharedWithCenters: fields.shared_with_centers,
    categoryIds: fields.category_ids,
    skillIds: fields.skill_ids,
    targetGroupIds: fields.target_group_ids,
  });
}

/** A bulk change's body as the service takes it (camelCase). */
export function vacancyBulkChangeOf(body: VacancyBulkInput): VacancyBulkChange {
  const { status, add_tag_ids: addTagIds, remove_tag_ids: removeTagIds, ...fields } = body.vacancy;
  return { ids: body.ids, status, addTagIds, removeTagIds, changes: vacancyChangesOf(fields) };
}

/** PUT /api/v1/vacancies/{id}/status. */
export const vacancyStatusSchema = z.object({ status: z.enum(vacancyStatuses) });

/** PUT /api/v1/vacancies/bulk_update: the same changes for many vacancies, all or nothing. */
export const vacancyBulkUpdateSchema = z.object({
  ids: z.array(idField).min(1).max(vacancyLimits.bulkMax),
  vacancy: z
    .object({
      status: z.enum(vacancyStatuses).optional(),
      add_tag_ids: tagIds.optional(),
      remove_tag_ids: tagIds.optional(),
      starts_on: vacancyFields.starts_on,
      ends_on: vacancyFields.ends_on,
      expires_on: vacancyFields.expires_on,
      contact_name: vacancyFields.contact_name,
      contact_email: vacancyFields.contact_email,
      contact_phone: vacancyFields.contact_phone,
    })
    .strict(),
});
type VacancyBulkInput = z.infer<typeof vacancyBulkUpdateSchema>;

const statusList = z
  .string()
  .max(100)
  .transform((value) => value.split(',').filter(Boolean))
  .pipe(z.array(z.enum(vacancyStatuses)));

/** GET /api/v1/vacancies: the back-office list's query. */
export const vacancyListQuerySchema = z.object({
  'filter[status]': statusList.optional(),
  'filter[organization_id]': z.coerce.number().int().positive().optional(),
  'filter[search]': z.string().trim().max(200).optional(),
  'filter[favorite]': z.enum(['true', 'false']).optional(),
  sort: z.enum(vacancyListSorts).default('-updated_at'),
  'page[number]': z.coerce.number().int().min(1).default(1),
  'page[size]': z.coerce.number().int().min(1).max(1000).default(25),
});

/** GET /api/v1/vacancies/{id}: which related resources to include. */
export const vacancyShowQuerySchema = z.object({ include: z.string().max(200).optional() });
