import type { DayPart, Weekday } from '@volunteerly/contracts/users';
import type {
  VacancyCommitmentKind,
  VacancyLanguage,
  VacancyLocationKind,
  VacancySuitableFor,
} from '@volunteerly/contracts/vacancies';

/** The fields of a vacancy as the add and edit forms send them (camelCase; the client sends snake_case). */
export interface VacancyInput {
  title: string;
  summary: string | null;
  descriptionHtml: string | null;
  imageUrl: string | null;
  locationKind: VacancyLocationKind;
  street: string | null;
  houseNumber: string | null;
  postcode: string | null;
  city: string | null;
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
  questions: string[];
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  expiresOn: string | null;
  sharedWithCenters: boolean;
  categoryIds: string[];
  skillIds: string[];
  targetGroupIds: string[];
}
