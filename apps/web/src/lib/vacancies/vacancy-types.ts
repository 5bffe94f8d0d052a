import type { DayPart, Weekday } from '@volunteerly/contracts/users';
import type {
  VacancyCommitmentKind,
  VacancyLanguage,
  VacancyLocationKind,
  VacancyStatus,
  VacancySuitableFor,
} from '@volunteerly/contracts/vacancies';

/** A tag on a vacancy. */
export interface VacancyTag {
  id: string | number;
  name: string;
}

/** What the signed-in user may do with a vacancy (`meta.abilities`, decision 007). */
export interface VacancyAbilities {
  update?: boolean;
  publish?: boolean;
  close?: boolean;
  reopen?: boolean;
  archive?: boolean;
  restore?: boolean;
  delete?: boolean;
  apply?: boolean;
  viewApplications?: boolean;
}

/**
 * A vacancy as the API client hands it over (attributes lifted, camelCase; see
 * decision 007). Search results leave `descriptionHtml` out and add `distanceKm`.
 */
export interface Vacancy {
  id: string;
  type: 'vacancies';
  title: string;
  summary: string;
  descriptionHtml?: string;
  imageUrl: string | null;
  locationKind: VacancyLocationKind;
  street: string | null;
  houseNumber: string | null;
  postcode: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  commitmentKind: VacancyCommitmentKind;
  startsOn: string | null;
  endsOn: string | null;
  hoursPerWeek: number | null;
  dayParts: Partial<Record<Weekday, DayPart[]>>;
  minimumAge: number | null;
  vogRequired: boolean;
  suitableFor: VacancySuitableFor[];
  languages: VacancyLanguage[];
  places: number;
  placesTaken: number;
  isFull: boolean;
  questions: string[];
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  status: VacancyStatus;
  publishedAt: string | null;
  expiresOn: string | null;
  closedAt: string | null;
  sharedWithCenters: boolean;
  viewCount?: number;
  organizationId: string;
  organizationName: string;
  categories: VacancyTag[];
  skills: VacancyTag[];
  targetGroups: VacancyTag[];
  isFavorite?: boolean;
  hasApplied?: boolean;
  distanceKm?: number | null;
  createdAt: string;
  updatedAt: string;
  meta?: { abilities?: VacancyAbilities };
}
