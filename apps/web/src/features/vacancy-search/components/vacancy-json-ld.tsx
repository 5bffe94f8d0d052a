import type { Vacancy } from '../../../lib/vacancies/vacancy-types.ts';

/** The schema.org JobPosting of a vacancy (employment type VOLUNTEER), for search engines. */
export function jobPostingOf(vacancy: Vacancy, origin: string): Record<string, unknown> {
  const works = vacancy.locationKind === 'address';
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: vacancy.title,
    description: vacancy.descriptionHtml || vacancy.summary,
    datePosted: vacancy.publishedAt ?? vacancy.createdAt,
    ...(vacancy.expiresOn ? { validThrough: vacancy.expiresOn } : {}),
    employmentType: 'VOLUNTEER',
    directApply: true,
    url: `${origin}/vacancies/${vacancy.id}`,
    ...(vacancy.imageUrl ? { image: vacancy.imageUrl } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: vacancy.organizationName,
      sameAs: `${origin}/organizations/${vacancy.organizationId}`,
    },
    ...(works
      ? {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              streetAddress: [vacancy.street, vacancy.houseNumber].filter(Boolean).join(' ') || undefined,
              postalCode: vacancy.postcode ?? undefined,
              addressLocality: vacancy.city ?? undefined,
              addressCountry: 'NL',
            },
            ...(vacancy.latitude != null && vacancy.longitude != null
              ? { geo: { '@type': 'GeoCoordinates', latitude: vacancy.latitude, longitude: vacancy.longitude } }
              : {}),
          },
        }
      : { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'NL' } }),
  };
}

/**
 * JSON for inside a <script> element: '<' is escaped so a title or description
 * holding '</script>' cannot end the element early (the JSON still parses the same).
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The vacancy's structured data as a `<script type="application/ld+json">`. */
export function VacancyJsonLd({ vacancy }: { vacancy: Vacancy }) {
  return (
    <script
      type="application/ld+json"
      // Escaped by scriptSafeJson; the content is data, never executed.
      dangerouslySetInnerHTML={{ __html: scriptSafeJson(jobPostingOf(vacancy, window.location.origin)) }}
    />
  );
}
