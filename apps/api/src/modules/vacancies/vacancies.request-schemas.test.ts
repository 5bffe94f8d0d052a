import { describe, expect, it } from 'vitest';
import { vacancyFieldPointer } from './vacancies.errors.ts';
import { vacancyBulkChangeOf, vacancyChangesOf } from './vacancies.request-schemas.ts';
import { storedColumnsOf } from './vacancy-fields.ts';

const wireFields = {
  title: 'Voorleesmaatje',
  summary: 'Lees voor.',
  description_html: '<p>Lees voor.</p>',
  image_url: null,
  location_kind: 'address',
  street: 'Oudegracht',
  house_number: '245',
  postcode: '3511 NK',
  city: 'Utrecht',
  commitment_kind: 'recurring',
  starts_on: '2026-12-01',
  ends_on: null,
  hours_per_week: 2,
  day_parts: { monday: ['morning'] },
  minimum_age: 16,
  vog_required: true,
  suitable_for: ['students'],
  languages: ['nl'],
  places: 3,
  questions: ['Waarom?'],
  contact_name: 'Ans',
  contact_email: 'ans@example.org',
  contact_phone: null,
  expires_on: '2027-01-01',
  shared_with_centers: false,
  category_ids: [1],
  skill_ids: [2],
  target_group_ids: [3],
} as const;

describe("a vacancy request's fields, as the services take them", () => {
  it('names every field in camelCase, each with its value', () => {
    const changes = vacancyChangesOf(wireFields as unknown as Parameters<typeof vacancyChangesOf>[0]);
    expect(Object.keys(changes)).toHaveLength(Object.keys(wireFields).length);
    for (const [wireName, value] of Object.entries(wireFields)) {
      const field = Object.keys(changes).find((name) => vacancyFieldPointer(name) === `/vacancy/${wireName}`);
      expect(field, wireName).toBeDefined();
      expect(changes[field as keyof typeof changes], wireName).toEqual(value);
    }
  });

  it('leaves out what the request left out, and keeps what it clears', () => {
    expect(vacancyChangesOf({ summary: null, places: 2 })).toEqual({ summary: null, places: 2 });
  });

  it('stores a cleared summary as empty text and keeps the tag lists out of the columns', () => {
    expect(storedColumnsOf({ summary: null, categoryIds: [1], languages: ['nl', 'nl'] })).toEqual({
      summary: '',
      languages: ['nl'],
    });
  });

  it('takes a bulk change apart: ids, status, tags added and removed, and the fields every vacancy gets', () => {
    expect(
      vacancyBulkChangeOf({
        ids: [4, 5],
        vacancy: { status: 'published', add_tag_ids: [1], remove_tag_ids: [2], contact_name: 'Ans' },
      }),
    ).toEqual({ ids: [4, 5], status: 'published', addTagIds: [1], removeTagIds: [2], changes: { contactName: 'Ans' } });
  });
});
