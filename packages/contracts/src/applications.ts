/**
 * An application's statuses (decision 007). `waitlisted` is where an
 * application to a full vacancy lands; `new` is where one lands otherwise.
 * After `accepted` comes what happened next (issue 31 §5): the volunteer
 * `started`, later `stopped` (with a reason), or never came (`no_show`).
 */
export const applicationStatuses = [
  'new',
  'waitlisted',
  'in_progress',
  'accepted',
  'started',
  'stopped',
  'no_show',
  'rejected',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** Who may make a status move: the applicant (withdraw) or the organisation and centre (everything else). */
export type ApplicationSide = 'applicant' | 'organization';

/**
 * The allowed status moves and who makes them. The organisation takes an
 * application in progress, accepts or rejects it, moves one off the waiting
 * list, and may reconsider a rejection; after accepting it records that the
 * volunteer started or did not show up, and later that they stopped. The
 * applicant withdraws at any point before a rejection or an end (stopped, no
 * show). Withdrawn is final. Going one step back is an undo
 * (`applicationUndoTargets`), not a move.
 */
export const applicationStatusTransitions: Record<
  ApplicationStatus,
  Partial<Record<ApplicationStatus, ApplicationSide>>
> = {
  new: { in_progress: 'organization', accepted: 'organization', rejected: 'organization', withdrawn: 'applicant' },
  waitlisted: {
    new: 'organization',
    in_progress: 'organization',
    accepted: 'organization',
    rejected: 'organization',
    withdrawn: 'applicant',
  },
  in_progress: { accepted: 'organization', rejected: 'organization', withdrawn: 'applicant' },
  accepted: { started: 'organization', no_show: 'organization', withdrawn: 'applicant' },
  started: { stopped: 'organization', withdrawn: 'applicant' },
  stopped: {},
  no_show: {},
  rejected: { in_progress: 'organization' },
  withdrawn: {},
};

/**
 * The steps after the match that the organisation side can undo, each back
 * to the status before it (issue 31 §5): a wrong tap on "Gestart" or
 * "Niet verschenen" is taken back, and so is a stop (the reason goes with it).
 */
export const applicationUndoTargets: Partial<Record<ApplicationStatus, ApplicationStatus>> = {
  started: 'accepted',
  stopped: 'started',
  no_show: 'accepted',
};

/** The statuses that hold one of a vacancy's places: accepted, and started. */
export const placeTakingApplicationStatuses = ['accepted', 'started'] as const satisfies readonly ApplicationStatus[];

/** The statuses in which an application is over: no next step (besides an undo). */
export const closedApplicationStatuses = [
  'stopped',
  'no_show',
  'rejected',
  'withdrawn',
] as const satisfies readonly ApplicationStatus[];

/**
 * Why a volunteer stopped, as a coordinator records it: the reasons a centre
 * reports on (finished, found work, …), and `other` with an explanation.
 */
export const applicationStopReasons = [
  'completed',
  'volunteer_request',
  'circumstances',
  'found_work',
  'not_a_match',
  'organization_ended',
  'other',
] as const;
export type ApplicationStopReason = (typeof applicationStopReasons)[number];

/** The statuses an application can move to, by the side that moves it. */
export function allowedApplicationMoves(from: ApplicationStatus, side: ApplicationSide): ApplicationStatus[] {
  return Object.entries(applicationStatusTransitions[from])
    .filter(([, who]) => who === side)
    .map(([to]) => to as ApplicationStatus);
}

/** Limits shared by the API and the forms. */
export const applicationLimits = {
  motivationMax: 5000,
  answerMax: 2000,
  noteMax: 5000,
  stopReasonDetailMax: 500,
} as const;
