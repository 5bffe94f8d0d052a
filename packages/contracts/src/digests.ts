/**
 * The periodic mail (issue 15 §5): a weekly or monthly digest of new vacancies that match a
 * volunteer's profile, and its unsubscribe link that works without signing in. Values only (no
 * zod), so the public unsubscribe page loads nothing heavy.
 */

/** The query parameter that carries the signed unsubscribe token, on the page and the API. */
export const digestTokenParameter = 'token';

/** The one-click unsubscribe endpoint (RFC 8058) the `List-Unsubscribe` header names. */
export const digestUnsubscribeApiPath = '/api/v1/digest_subscription/unsubscribe';

/** The limits of one digest. */
export const digestLimits = {
  /** Most vacancies one digest lists (the best matches first). */
  maximumVacancies: 10,
  /** How far from the volunteer's postcode a vacancy at an address may be. */
  radiusKm: 25,
  /** The longest an unsubscribe token can be (the API refuses longer ones before checking them). */
  maximumTokenLength: 200,
} as const;
