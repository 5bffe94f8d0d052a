import type { VacancyRecord } from './vacancy-records.repository.ts';

/** The vacancy's place for schema.org: its address, or none when it is done remotely or at home. */
function jobLocationOf(vacancy: VacancyRecord['vacancy']): object {
  if (vacancy.locationKind !== 'address') {
    return {
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'NL' },
    };
  }
  const street = [vacancy.street, vacancy.houseNumber].filter(Boolean).join(' ');
  return {
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(street ? { streetAddress: street } : {}),
        ...(vacancy.postcode ? { postalCode: vacancy.postcode } : {}),
        ...(vacancy.city ? { addressLocality: vacancy.city } : {}),
        addressCountry: 'NL',
      },
      ...(vacancy.latitude !== null && vacancy.longitude !== null
        ? { geo: { '@type': 'GeoCoordinates', latitude: vacancy.latitude, longitude: vacancy.longitude } }
        : {}),
    },
  };
}

/**
 * A published vacancy as a schema.org JobPosting (what search engines show as a job): a volunteer
 * position, applied for on the page itself.
 */
export function jobPostingOf(record: VacancyRecord, pageUrl: string, image: string | undefined): object {
  const { vacancy, organization } = record;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: vacancy.title,
    description: vacancy.descriptionHtml || vacancy.summary || vacancy.title,
    ...(vacancy.publishedAt ? { datePosted: vacancy.publishedAt.toISOString().slice(0, 10) } : {}),
    ...(vacancy.expiresOn ? { validThrough: `${vacancy.expiresOn}T23:59:59+01:00` } : {}),
    employmentType: 'VOLUNTEER',
    hiringOrganization: { '@type': 'Organization', name: organization.name },
    ...jobLocationOf(vacancy),
    totalJobOpenings: vacancy.places,
    directApply: true,
    url: pageUrl,
    ...(image ? { image } : {}),
  };
}
