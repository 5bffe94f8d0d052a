import type {
  VacancyCommitmentKind,
  VacancyLocationKind,
  VacancySearchSort,
  VacancySuitableFor,
} from '@volunteerly/contracts/vacancies';

/** A tag or organisation option of the search, with how many results carry it. */
export interface FacetOption {
  id: string;
  name: string;
  count: number;
}

/** `meta.facets` of a search (decision 007), counted over the results of the current query. */
export interface VacancySearchFacets {
  category: FacetOption[];
  skill: FacetOption[];
  targetGroup: FacetOption[];
  organization: FacetOption[];
  locationKind: Partial<Record<VacancyLocationKind, number>>;
  commitment: Partial<Record<VacancyCommitmentKind, number>>;
  suitableFor: Partial<Record<VacancySuitableFor, number>>;
  vogRequired: { true: number; false: number };
  /** Of all results (not only this page): how many have a place on the map, and how many not. */
  onMap: { true: number; false: number };
}

/** Whether a VOG (certificate of conduct) is asked: '' for either. */
export type VogFilter = '' | 'true' | 'false';

/** What the public search asks for; empty strings and lists leave a filter out. */
export interface VacancySearchQuery {
  q: string;
  postcode: string;
  latitude: number | null;
  longitude: number | null;
  distanceKm: number;
  categoryIds: string[];
  skillIds: string[];
  targetGroupIds: string[];
  organizationIds: string[];
  remote: boolean;
  commitments: VacancyCommitmentKind[];
  suitableFor: VacancySuitableFor[];
  vogRequired: VogFilter;
  date: string;
  sort: VacancySearchSort;
  page: number;
  pageSize: number;
}

/** The query keys of the public vacancy pages (apart from the back office's, whose documents differ). */
export const vacancySearchQueryKeys = {
  all: ['vacancies', 'search'] as const,
  searches: ['vacancies', 'search', 'results'] as const,
  similar: (id: string) => ['vacancies', 'similar', id] as const,
};
