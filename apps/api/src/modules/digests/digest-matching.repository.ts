import { sql, type SQL } from 'drizzle-orm';
import type { Availability } from '@volunteerly/contracts/users';
import type { VacancyLocationKind } from '@volunteerly/contracts/vacancies';
import { idArrayParameter } from '../../platform/database/array-parameters.ts';
import type { TenantScope } from '../../platform/database/tenant-scope.ts';
import type { GeoPosition } from '../../platform/geocoding/geocoder.ts';
import { organizations } from '../organizations/organizations.schema.ts';
import { vacancies, vacancyTags } from '../vacancies/vacancies.schema.ts';
import { vacancyDistanceMetres, vacancyWithinMetres } from '../vacancies/vacancy-position.repository.ts';
import { findableVacancyCondition } from '../figures/figure-definitions.repository.ts';

/** What a volunteer's digest looks for among the tenant's vacancies. */
export interface DigestMatchCriteria {
  /** Published at or after this instant. */
  since: Date;
  /** Today in the Netherlands (YYYY-MM-DD): expired vacancies are left out. */
  today: string;
  /** The centre whose site the digest is sent from; undefined: the tenant's default centre. */
  centerId: number | undefined;
  /** Also vacancies other centres share (the tenant has centre sharing on). */
  includeShared: boolean;
  /** The volunteer's skill and interest tags; empty: every new vacancy matches on tags. */
  tagIds: readonly number[];
  /** The volunteer's position (their postcode); undefined: no distance condition. */
  origin: GeoPosition | undefined;
  /** The volunteer's place: a vacancy there without a map position still counts as near. */
  city: string | null;
  radiusKm: number;
  /** The volunteer's availability; empty: no condition. */
  availability: Availability;
  limit: number;
}

/** One vacancy of a digest. */
export interface DigestMatch {
  id: number;
  title: string;
  organizationName: string;
  city: string | null;
  locationKind: VacancyLocationKind;
  distanceMetres: number | null;
  /** How many vacancies matched in all (the digest lists at most `limit`). */
  total: number;
}

function tagScore(scope: TenantScope, tagIds: readonly number[]): SQL {
  if (tagIds.length === 0) return sql`0::int`;
  return sql`(select count(*) from ${vacancyTags} where ${vacancyTags.tenantId} = ${scope.tenantId}
    and ${vacancyTags.vacancyId} = ${vacancies.id} and ${vacancyTags.tagId} = any(${idArrayParameter(tagIds)}))::int`;
}

/** 1 when the vacancy's day parts share a moment with the volunteer's availability. */
function availabilityOverlap(availability: Availability): SQL {
  return sql`(case when exists (select 1 from jsonb_each(${JSON.stringify(availability)}::jsonb) as wanted(day, parts)
      cross join jsonb_array_elements_text(wanted.parts) as part(name)
      where coalesce(${vacancies.dayParts} -> wanted.day, '[]'::jsonb) @> to_jsonb(part.name))
    then 1 else 0 end)`;
}

function nearCondition(criteria: DigestMatchCriteria): SQL | undefined {
  const { origin } = criteria;
  if (!origin) return undefined;
  const sameCity = criteria.city
    ? sql` or (${vacancies.latitude} is null and lower(${vacancies.city}) = lower(${criteria.city}))`
    : sql``;
  return sql`(${vacancies.locationKind} in ('remote', 'at_home')
    or ${vacancyWithinMetres(origin, criteria.radiusKm * 1000)}${sameCity})`;
}

/**
 * The vacancies of a digest: public ones of its site's centre (`findableVacancyCondition`:
 * published, not expired, of an approved organisation, of the centre or shared with it) published since `since`,
 * sharing a tag with the volunteer (when they chose any), near them (when their postcode gives a
 * position) and at a moment they are free (when both sides say when). Best first: most shared
 * tags, then a shared moment, then nearest, then newest.
 */
export async function findDigestMatches(scope: TenantScope, criteria: DigestMatchCriteria): Promise<DigestMatch[]> {
  const hasAvailability = Object.values(criteria.availability).some((parts) => (parts?.length ?? 0) > 0);
  const overlap = hasAvailability ? availabilityOverlap(criteria.availability) : sql`0::int`;
  const conditions: SQL[] = [
    sql`${vacancies.tenantId} = ${scope.tenantId}`,
    findableVacancyCondition(criteria.today, {
      tenantId: scope.tenantId,
      centerId: criteria.centerId,
      includeShared: criteria.includeShared,
    }),
    sql`${vacancies.publishedAt} >= ${criteria.since.toISOString()}::timestamptz`,
  ];
  if (criteria.tagIds.length > 0) conditions.push(sql`${tagScore(scope, criteria.tagIds)} > 0`);
  if (hasAvailability) conditions.push(sql`(${vacancies.dayParts} = '{}'::jsonb or ${overlap} = 1)`);
  const near = nearCondition(criteria);
  if (near) conditions.push(near);
  const result = await scope.transaction.execute(sql`
    select ${vacancies.id} as id, ${vacancies.title} as title, ${organizations.name} as organization_name,
      ${vacancies.city} as city, ${vacancies.locationKind} as location_kind,
      ${vacancyDistanceMetres(criteria.origin)} as distance_m, count(*) over () as total
    from ${vacancies}
    inner join ${organizations} on ${organizations.id} = ${vacancies.organizationId}
      and ${organizations.tenantId} = ${scope.tenantId}
    where ${sql.join(conditions, sql` and `)}
    order by ${tagScore(scope, criteria.tagIds)} desc, ${overlap} desc, distance_m asc nulls last,
      ${vacancies.publishedAt} desc, ${vacancies.id} desc
    limit ${criteria.limit}`);
  return rowsOf(result).map((row) => ({
    id: Number(row.id),
    title: String(row.title),
    organizationName: String(row.organization_name),
    city: row.city === null ? null : String(row.city),
    locationKind: row.location_kind as VacancyLocationKind,
    distanceMetres: row.distance_m === null ? null : Number(row.distance_m),
    total: Number(row.total),
  }));
}

/** The rows of a raw statement: both drivers (PGlite, node-postgres) answer `{ rows }`. */
function rowsOf(result: unknown): Record<string, unknown>[] {
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as Record<string, unknown>[];
  }
  throw new Error('the driver answered without rows');
}
