import type { AppInstance } from '../../platform/http/app-instance.ts';
import { readAsTenant } from '../../platform/database/tenant-scope.ts';
import { digestLimits } from '@volunteerly/contracts/digests';
import { findProfileTagIds } from '../users/profile-tags.service.ts';
import { todayInNetherlands } from '../vacancies/vacancy-fields.ts';
import { findDigestMatches, type DigestMatch } from './digest-matching.repository.ts';
import { findDigestReader } from './digests.repository.ts';
import { positionOf } from './digest-sending.service.ts';

/** What a volunteer is suggested: the vacancies, and whether their profile chose them. */
export interface VacancySuggestions {
  vacancies: DigestMatch[];
  /**
   * True when the volunteer's tags, postcode or availability narrowed the choice; false when their
   * profile says none of these, and the suggestions are simply the newest findable vacancies.
   */
  fitProfile: boolean;
}

/**
 * The vacancies that fit a volunteer, by the digest's matching (decision 031) over everything
 * findable now instead of what is new: sharing a profile tag, within the digest's radius of their
 * postcode, at a moment they are free; best first. Read-only; the postcode is placed before the read.
 */
export async function suggestVacancies(
  app: AppInstance,
  site: { tenantId: number; centerId: number | undefined; includeShared: boolean },
  userId: number,
  limit: number,
): Promise<VacancySuggestions> {
  const reader = await readAsTenant(app.database, site.tenantId, (scope) => findDigestReader(scope, userId));
  if (!reader) return { vacancies: [], fitProfile: false };
  const origin = await positionOf(app, reader);
  const { skillTagIds, interestTagIds } = await findProfileTagIds(app.database, site.tenantId, reader.id);
  const tagIds = [...skillTagIds, ...interestTagIds];
  const hasAvailability = Object.values(reader.availability).some((parts) => (parts?.length ?? 0) > 0);
  const vacancies = await readAsTenant(app.database, site.tenantId, (scope) =>
    findDigestMatches(scope, {
      since: new Date(0),
      today: todayInNetherlands(),
      centerId: site.centerId,
      includeShared: site.includeShared,
      tagIds,
      origin,
      city: reader.city,
      radiusKm: digestLimits.radiusKm,
      availability: reader.availability,
      limit,
    }),
  );
  return { vacancies, fitProfile: tagIds.length > 0 || origin !== undefined || hasAvailability };
}
