import { describe, expect, it } from 'vitest';
import { addressChangesOf, profileChangesOf } from './organizations.request-schemas.ts';

describe("an organisation request's profile and address, as the services take them", () => {
  it('names every profile field in camelCase', () => {
    expect(
      profileChangesOf({
        description: 'Wij lezen voor.',
        logo_url: 'https://example.org/logo.png',
        website_url: 'https://example.org',
        email: 'info@example.org',
        phone: '030 123 45 67',
        social_links: { facebook: 'https://facebook.com/voorlezen' },
        kvk_number: '12345678',
        volunteer_count: 12,
        contact_name: 'Ans',
        contact_email: 'ans@example.org',
        contact_phone: '06 12345678',
        target_group_ids: [3, 4],
      }),
    ).toEqual({
      description: 'Wij lezen voor.',
      logoUrl: 'https://example.org/logo.png',
      websiteUrl: 'https://example.org',
      email: 'info@example.org',
      phone: '030 123 45 67',
      socialLinks: { facebook: 'https://facebook.com/voorlezen' },
      kvkNumber: '12345678',
      volunteerCount: 12,
      contactName: 'Ans',
      contactEmail: 'ans@example.org',
      contactPhone: '06 12345678',
      targetGroupIds: [3, 4],
    });
  });

  it('leaves out what the request left out, and keeps what it clears', () => {
    expect(profileChangesOf({ description: null, contact_name: 'Ans' })).toEqual({
      description: null,
      contactName: 'Ans',
    });
    expect(addressChangesOf({ house_number: '12a', city: null })).toEqual({ houseNumber: '12a', city: null });
  });

  it('has nothing to change when the request sends no profile or address', () => {
    expect(profileChangesOf(undefined)).toBeUndefined();
    expect(addressChangesOf(undefined)).toBeUndefined();
  });
});
