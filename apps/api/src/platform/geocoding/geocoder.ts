/** An address to place on the map. */
export interface GeocodeQuery {
  street: string | null;
  houseNumber: string | null;
  /** Normalised Dutch postcode, '1234 AB'. */
  postcode: string | null;
  city: string | null;
}

/** A map position (WGS84). */
export interface GeoPosition {
  latitude: number;
  longitude: number;
}

/**
 * Turns an address into a map position. Implementations never throw: a lookup
 * that fails or finds nothing answers null, and the caller saves the address
 * without a position.
 */
export interface Geocoder {
  readonly name: string;
  locate(query: GeocodeQuery): Promise<GeoPosition | null>;
}
