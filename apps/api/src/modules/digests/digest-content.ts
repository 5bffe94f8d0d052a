import { digestTokenParameter, digestUnsubscribeApiPath } from '@volunteerly/contracts/digests';
import type { UserLocale } from '@volunteerly/contracts/users';
import { sitePaths } from '@volunteerly/site/site-paths';
import { translate } from '../../platform/i18n/api-messages.ts';
import { siteLink, type MailSite } from '../mail/mail-site.ts';
import type { DigestMatch } from './digest-matching.repository.ts';
import type { DigestCadence } from './digest-periods.ts';
// Registers the module's texts (a type-only import would not load them).
import type { DigestsMessageKey } from './digests.messages.ts';

// What a digest mail says, as the values of the `volunteer_digest` event's template, and the
// unsubscribe addresses its mail carries (the page, and RFC 8058's one-click POST), made when
// the mail is sent (issue 29, hole 4).

/** The period as a reader says it: "week 48 van 2026", "november 2026". */
export function periodLabel(cadence: DigestCadence, periodKey: string, locale: UserLocale): string {
  const [year = '', part = ''] = periodKey.split('-');
  if (cadence === 'weekly') {
    return translate(locale, 'digests.period.weekly' satisfies DigestsMessageKey, {
      week: Number(part.replace('W', '')),
      year,
    });
  }
  const month = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(Number(year), Number(part) - 1, 1)),
  );
  return translate(locale, 'digests.period.monthly', { month, year });
}

function placeOf(match: DigestMatch, locale: UserLocale): string {
  if (match.locationKind === 'remote') return translate(locale, 'digests.place.remote');
  if (match.locationKind === 'at_home') return translate(locale, 'digests.place.at_home');
  return match.city ?? translate(locale, 'digests.place.unknown');
}

/** The template values of one volunteer's digest. */
export function digestValues(input: {
  site: MailSite;
  appName: string;
  firstName: string;
  locale: UserLocale;
  cadence: DigestCadence;
  periodKey: string;
  matches: readonly DigestMatch[];
  /** Whether the volunteer's profile gave something to match on (tags, a place or free moments). */
  matchesProfile: boolean;
}): Record<string, unknown> {
  const { site, locale } = input;
  return {
    name: input.firstName,
    appName: input.appName,
    period: periodLabel(input.cadence, input.periodKey, locale),
    vacancyCount: String(input.matches[0]?.total ?? 0),
    // Empty when the profile says nothing to match on: then the mail must not say they fit.
    matchesProfile: input.matchesProfile ? 'yes' : '',
    vacancies: input.matches.map((match) => ({
      title: match.title,
      organization: match.organizationName,
      place: placeOf(match, locale),
      link: siteLink(site, sitePaths.vacancy(match.id)),
    })),
    link: siteLink(site, sitePaths.vacancySearch),
  };
}

/** The page a volunteer unsubscribes on, with their signed token. */
export function unsubscribePageLink(site: MailSite, token: string): string {
  return siteLink(site, sitePaths.digestUnsubscribe, { [digestTokenParameter]: token });
}

/** The address a mail program POSTs to unsubscribe in one click (List-Unsubscribe, RFC 8058). */
export function oneClickUnsubscribeLink(site: MailSite, token: string): string {
  return siteLink(site, digestUnsubscribeApiPath, { [digestTokenParameter]: token });
}
