import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { GeoPosition } from '../geocoding/geocoder.ts';

// Distance on the earth as SQL (the `cube` and `earthdistance` extensions, in PGlite and
// PostgreSQL alike): the one place that spells `ll_to_earth`, `earth_distance` and `earth_box`.
// A gist index over `earthPoint(latitude, longitude)` serves `isWithinMetres`: the index and the
// query both take their expression from here, so they cannot drift apart.

/** The point on the earth at a latitude and longitude (degrees) held by two columns or expressions. */
export function earthPoint(latitude: SQLWrapper, longitude: SQLWrapper): SQL {
  return sql`ll_to_earth(${latitude}, ${longitude})`;
}

/** The point on the earth at a known position, its coordinates sent as float8 parameters. */
export function earthPointAt(position: GeoPosition): SQL {
  return earthPoint(sql`${position.latitude}::float8`, sql`${position.longitude}::float8`);
}

/** Metres between two points on the earth (null when either is null). */
export function earthDistanceMetres(from: SQL, to: SQL): SQL<number | null> {
  return sql<number | null>`earth_distance(${from}, ${to})`;
}

/**
 * Whether `point` lies within `metres` of `origin`: the box around the origin first (which a gist
 * index over the point answers), then the exact distance.
 */
export function isWithinMetres(origin: GeoPosition, point: SQL, metres: number): SQL<boolean> {
  return sql<boolean>`(earth_box(${earthPointAt(origin)}, ${metres}::float8) @> ${point}
    and ${earthDistanceMetres(earthPointAt(origin), point)} <= ${metres}::float8)`;
}
