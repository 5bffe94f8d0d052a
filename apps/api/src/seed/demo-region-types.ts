import type { OrganizationStatus, OrganizationType } from '@volunteerly/contracts/organizations';

/** A street of a demo place with its postcode. */
export interface DemoStreet {
  street: string;
  postcode: string;
}

/**
 * A town, village or neighbourhood of a city where demo work happens. Its name
 * ends the titles of the vacancies there ('… in Lombok'); `city` is the postal town.
 */
export interface DemoPlace {
  name: string;
  city: string;
  latitude: number;
  longitude: number;
  streets: DemoStreet[];
}

/** A demo organisation: where it is, and the kinds of work (template titles) it offers there. */
export interface DemoRegionOrganization {
  name: string;
  type: OrganizationType;
  status?: OrganizationStatus;
  /** The place it is in (a place name of the region). */
  place: string;
  street: string;
  houseNumber: string;
  postcode: string;
  latitude: number;
  longitude: number;
  /** Index of the tenant's centre it belongs to (the first when left out). */
  center?: number;
  description?: string;
  /** The titles of the templates it offers: at its address, from home, or in each of `areas`. */
  offers: string[];
  /** The places where its neighbourhood work happens (its own place when left out). */
  areas?: string[];
  /** Profile facts shown on its page (made up from its name when left out). */
  websiteUrl?: string;
  email?: string;
  kvkNumber?: string;
  volunteerCount?: number;
}

/** One demo tenant's region: its home town, the places around it and its organisations. */
export interface DemoVacancyRegion {
  /** The town the centre is in; every place lies within 30 km of it. */
  home: { city: string; latitude: number; longitude: number };
  places: DemoPlace[];
  organizations: DemoRegionOrganization[];
}

/** Shorthand for a place with its streets given as 'street|postcode'. */
export function place(
  name: string,
  city: string,
  latitude: number,
  longitude: number,
  ...streets: string[]
): DemoPlace {
  return {
    name,
    city,
    latitude,
    longitude,
    streets: streets.map((entry) => {
      const [street, postcode] = entry.split('|');
      return { street: street!, postcode: postcode! };
    }),
  };
}

/** Shorthand for an organisation: its address as 'street|number|postcode' and its position. */
export function organization(
  name: string,
  type: OrganizationType,
  placeName: string,
  address: string,
  [latitude, longitude]: [number, number],
  offers: string[],
  more: Partial<DemoRegionOrganization> = {},
): DemoRegionOrganization {
  const [street, houseNumber, postcode] = address.split('|');
  return {
    name,
    type,
    place: placeName,
    street: street!,
    houseNumber: houseNumber!,
    postcode: postcode!,
    latitude,
    longitude,
    offers,
    ...more,
  };
}
