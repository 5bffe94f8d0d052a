import type { ApplicationStatus } from '@volunteerly/contracts/applications';
import type { Flattened } from '@volunteerly/contracts/jsonapi';
import type {
  ApplicationAbilities,
  ApplicationResource,
  applicationListDocumentSchema,
} from '@volunteerly/contracts/resources/applications';
import type { z } from 'zod';

/** The status actions an application offers; the API says which the signed-in user may take. */
export const applicationActions = [
  'start',
  'accept',
  'reject',
  'reconsider',
  'admit',
  'markStarted',
  'markNoShow',
  'markStopped',
  'withdraw',
] as const;
export type ApplicationAction = (typeof applicationActions)[number];

export type { ApplicationAbilities } from '@volunteerly/contracts/resources/applications';

/** The status each action moves an application to (decision 007's state machine). */
export const statusOfAction: Record<ApplicationAction, ApplicationStatus> = {
  start: 'in_progress',
  accept: 'accepted',
  reject: 'rejected',
  reconsider: 'in_progress',
  admit: 'new',
  markStarted: 'started',
  markNoShow: 'no_show',
  markStopped: 'stopped',
  withdraw: 'withdrawn',
};

/** An application as the API sends it (camelCased); history and notes only on the single resource (decision 014). */
export type Application = Flattened<ApplicationResource>;

/** One question of the vacancy with the applicant's answer (the question as it was asked). */
export type ApplicationAnswer = Application['answers'][number];

/** Who applied; a guest has no account. */
export type Applicant = Application['applicant'];

/** One status move in the history. `fromStatus` is null for the application itself. */
export type ApplicationHistoryEntry = NonNullable<Application['history']>[number];

/** Why a volunteer stopped, as the organisation side sees it. */
export type ApplicationStopReasonValue = NonNullable<Application['stopReason']>;

/** The volunteer's availability and skills, as the organisation side sees them (null for a guest). */
export type VolunteerProfile = NonNullable<Application['volunteerProfile']>;

/** A note of the organisation side; never shown to the applicant. */
export type ApplicationNote = NonNullable<Application['notes']>[number];

/** `meta` of GET /api/v1/applications: pagination and the counts per status. */
export type ApplicationListMeta = z.infer<typeof applicationListDocumentSchema>['meta'];

/** The abilities of an application, false where the API said nothing. */
export function abilitiesOf(application: Pick<Application, 'meta'>): ApplicationAbilities {
  const abilities: Partial<ApplicationAbilities> = application.meta.abilities;
  return {
    start: abilities.start === true,
    accept: abilities.accept === true,
    reject: abilities.reject === true,
    reconsider: abilities.reconsider === true,
    admit: abilities.admit === true,
    withdraw: abilities.withdraw === true,
    markStarted: abilities.markStarted === true,
    markNoShow: abilities.markNoShow === true,
    markStopped: abilities.markStopped === true,
    undo: abilities.undo === true,
    addNote: abilities.addNote === true,
  };
}

/** The query keys of the applications feature. */
export const applicationsQueryKeys = {
  all: ['applications'] as const,
  lists: ['applications', 'list'] as const,
  detail: (id: string) => ['applications', 'detail', id] as const,
};
