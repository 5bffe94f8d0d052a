import { digestLimits } from '@volunteerly/contracts/digests';
import type { Availability } from '@volunteerly/contracts/users';
import { sitePaths } from '@volunteerly/site/site-paths';
import type { AppInstance } from '../../platform/http/app-instance.ts';
import { readAsTenant, withTenant } from '../../platform/database/tenant-scope.ts';
import type { GeoPosition } from '../../platform/geocoding/geocoder.ts';
import { siteCenterIdIn, type MailSite } from '../mail/mail-site.ts';
import { notify } from '../notifications/notify.ts';
import { findProfileTagIds } from '../users/profile-tags.service.ts';
import { digestUnsubscribePurpose } from './digest-tokens.ts';
import { digestValues, oneClickUnsubscribeLink, unsubscribePageLink } from './digest-content.ts';
import { findDigestMatches } from './digest-matching.repository.ts';
import { localDateOf, newSince, type DigestCadence } from './digest-periods.ts';
import { digestTokenFor } from './digest-signing.service.ts';
import {
  claimDigestDelivery,
  findDigestReader,
  findLastDigestSentAt,
  recordDigestVacancyCount,
  type DigestReader,
} from './digests.repository.ts';

/** The job that sends one volunteer's digest of one period. */
export const digestSendJob = 'digest.send';

/** What a `digest.send` job carries (JSON). */
export interface DigestSendPayload {
  userId: number;
  cadence: DigestCadence;
  periodKey: string;
  site: MailSite;
  /** When the planner queued it (ISO): what counts as new is decided as of then, however late the job runs. */
  plannedAt: string;
}

/** What came of one digest job. */
export type DigestOutcome = 'sent' | 'empty' | 'already_handled' | 'not_subscribed';

function todayOf(now: Date): string {
  const { year, month, day } = localDateOf(now);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The volunteer's position from their postcode, looked up before any transaction (it may ask PDOK). */
export async function positionOf(app: AppInstance, reader: DigestReader): Promise<GeoPosition | undefined> {
  const postcode = reader.postcode?.replace(/\s+/g, '').toUpperCase();
  if (!postcode || !/^\d{4}[A-Z]{2}$/.test(postcode)) return undefined;
  const position = await app.geocoder.locate({
    street: null,
    houseNumber: null,
    postcode: `${postcode.slice(0, 4)} ${postcode.slice(4)}`,
    city: null,
  });
  return position ?? undefined;
}

/**
 * Whether the volunteer's profile gives the digest anything to match on: a skill or interest, a
 * place (a postcode with a position) or free moments. Without any, every new vacancy is listed,
 * and the mail must not say they fit the volunteer.
 */
export function profileNamesAnything(profile: {
  tagIds: readonly number[];
  origin: GeoPosition | undefined;
  availability: Availability;
}): boolean {
  const free = Object.values(profile.availability).some((parts) => (parts?.length ?? 0) > 0);
  return profile.tagIds.length > 0 || profile.origin !== undefined || free;
}

/**
 * Sends one volunteer's digest of a period, at most once: the delivery row is claimed, the
 * matches counted and the mail handed to the notification path (`volunteer_digest`, with
 * List-Unsubscribe headers) in one transaction, so running the job again sends nothing. A period
 * without matches is recorded with count 0 and no mail. A volunteer who since stopped the digest
 * or changed how often gets nothing from this job.
 */
export async function sendDigest(
  app: AppInstance,
  tenantId: number,
  payload: DigestSendPayload,
): Promise<DigestOutcome> {
  const { database } = app;
  const planned = new Date(payload.plannedAt);
  const now = Number.isNaN(planned.getTime()) ? new Date() : planned;
  const reader = await readAsTenant(database, tenantId, (scope) => findDigestReader(scope, payload.userId));
  if (!reader || !reader.active || reader.digestFrequency !== payload.cadence) return 'not_subscribed';
  const origin = await positionOf(app, reader);
  const { skillTagIds, interestTagIds } = await findProfileTagIds(database, tenantId, reader.id);
  const snapshot = await app.tenantConfiguration.current();
  const tenant = snapshot.tenants.find((candidate) => candidate.id === tenantId);
  if (!tenant) return 'not_subscribed';

  return withTenant(database, tenantId, async (scope) => {
    const previousSentAt = await findLastDigestSentAt(scope, reader.id);
    if (!(await claimDigestDelivery(scope, reader.id, payload.periodKey))) return 'already_handled';
    const tagIds = [...skillTagIds, ...interestTagIds];
    const matches = await findDigestMatches(scope, {
      since: newSince(payload.cadence, now, previousSentAt),
      today: todayOf(now),
      // The centre of the site it is sent from, as its branding (issue 30; a scheduled run: the primary origin's).
      centerId: siteCenterIdIn(snapshot, payload.site),
      includeShared: tenant.centerSharingEnabled,
      tagIds,
      origin,
      city: reader.city,
      radiusKm: digestLimits.radiusKm,
      availability: reader.availability,
      limit: digestLimits.maximumVacancies,
    });
    const total = matches[0]?.total ?? 0;
    await recordDigestVacancyCount(scope, reader.id, payload.periodKey, total);
    if (total === 0) return 'empty';
    const context = { services: app, site: payload.site, appName: tenant.appName };
    await notify(scope, context, {
      event: 'volunteer_digest',
      recipient: { userId: reader.id, email: reader.email, locale: reader.locale },
      subject: { type: 'user', id: reader.id },
      values: digestValues({
        site: payload.site,
        appName: tenant.appName,
        firstName: reader.firstName,
        locale: reader.locale,
        cadence: payload.cadence,
        periodKey: payload.periodKey,
        matches,
        matchesProfile: profileNamesAnything({ tagIds, origin, availability: reader.availability }),
      }),
      // The unsubscribe links are signed when the mail is sent: the queue holds no token.
      secretLinks: { unsubscribeLink: { kind: 'digest_unsubscribe', subjectId: reader.id } },
      listUnsubscribe: { kind: 'digest_unsubscribe_one_click', subjectId: reader.id },
      path: sitePaths.vacancySearch,
    });
    return 'sent';
  });
}

/** Registers the issuers of the unsubscribe links (signed, nothing stored) of a volunteer's digest. */
export function registerDigestSecretLinks(app: AppInstance): void {
  const sign = (tenantId: number, userId: number) =>
    digestTokenFor(app.secretKeys, { tenantId, userId }, digestUnsubscribePurpose);
  app.secretLinks.register('digest_unsubscribe', async (scope, userId, site) =>
    unsubscribePageLink(site, sign(scope.tenantId, userId)),
  );
  app.secretLinks.register('digest_unsubscribe_one_click', async (scope, userId, site) =>
    oneClickUnsubscribeLink(site, sign(scope.tenantId, userId)),
  );
}
