import { sql, type SQL } from 'drizzle-orm';
import {
  earthDistanceMetres,
  earthPoint,
  earthPointAt,
  isWithinMetres,
} from '../../platform/database/earth-distance.ts';
import type { GeoPosition } from '../../platform/geocoding/geocoder.ts';
import { vacancies } from './vacancies.schema.ts';

// How far a vacancy is from a point, as SQL over `vacancies`: what the search, the digests and
// similar vacancies measure with. The radius condition is the expression `vacancies_position_index`
// (vacancies.schema.ts) is built on, with the index's own condition, so the index serves it.

const vacancyPoint = earthPoint(vacancies.latitude, vacancies.longitude);

/** Metres from `origin` to the vacancy; null without an origin or when the vacancy has no position. */
export function vacancyDistanceMetres(origin: GeoPosition | undefined): SQL<number | null> {
  return origin ? earthDistanceMetres(earthPointAt(origin), vacancyPoint) : sql<null>`null::float8`;
}

/** Whether the vacancy has a position within `metres` of `origin`. */
export function vacancyWithinMetres(origin: GeoPosition, metres: number): SQL<boolean> {
  return sql<boolean>`(${vacancies.latitude} is not null and ${vacancies.longitude} is not null
    and ${isWithinMetres(origin, vacancyPoint, metres)})`;
}
