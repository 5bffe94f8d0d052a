import type { ApplicationStatus } from '@volunteerly/contracts/applications';

/** The status actions an application offers; the API says which the signed-in user may take. */
export const applicationActions = ['start', 'accept', 'reject', 'reconsider', 'admit', 'withdraw'] as const;
export type ApplicationAction = (typeof applicationActions)[number];

/** The abilities of the signed-in user on one application (`meta.abilities`). */
export type ApplicationAbilities = Record<ApplicationAction | 'addNote', boolean>;

/** The status each action moves an application to (decision 007's state machine). */
export const statusOfAction: Record<ApplicationAction, ApplicationStatus> = {
  start: 'in_progress',
  accept: 'accepted',
  reject: 'rejected',
  reconsider: 'in_progress',
  admit: 'new',
  withdraw: 'withdrawn',
};

/** One question of the vacancy with the applicant's answer (the question as it was asked). */
export interface ApplicationAnswer {
  question: string;
  answer: string;
}

/** Who applied; a guest has no account. */
export interface Applicant {
  name: string;
  email: string;
  phone: string | null;
  isGuest: boolean;
}

/** One status move in the history. `fromStatus` is null for the application itself. */
export interface ApplicationHistoryEntry {
  fromStatus: ApplicationStatus | null;
  toStatus: ApplicationStatus;
  note: string | null;
  actorName: string | null;
  createdAt: string;
}

/** A note of the organisation side; never shown to the applicant. */
export interface ApplicationNote {
  id: string;
  body: string;
  authorName: string | null;
  createdAt: string;
}

/** An application as the API sends it (camelCased); history and notes only on the single resource. */
export interface Application {
  id: string;
  vacancyId: string;
  vacancyTitle: string;
  organizationId: string;
  organizationName: string;
  status: ApplicationStatus;
  motivation: string;
  answers: ApplicationAnswer[];
  applicant: Applicant;
  confirmed: boolean;
  createdAt: string;
  statusChangedAt: string;
  history?: ApplicationHistoryEntry[];
  /** Present only for the organisation side. */
  notes?: ApplicationNote[];
  meta?: { abilities?: Partial<ApplicationAbilities> };
}

/** The abilities of an application, false where the API said nothing. */
export function abilitiesOf(application: Application): ApplicationAbilities {
  const abilities = application.meta?.abilities ?? {};
  return {
    start: abilities.start === true,
    accept: abilities.accept === true,
    reject: abilities.reject === true,
    reconsider: abilities.reconsider === true,
    admit: abilities.admit === true,
    withdraw: abilities.withdraw === true,
    addNote: abilities.addNote === true,
  };
}

/** The query keys of the applications feature. */
export const applicationsQueryKeys = {
  all: ['applications'] as const,
  lists: ['applications', 'list'] as const,
  detail: (id: string) => ['applications', 'detail', id] as const,
};
