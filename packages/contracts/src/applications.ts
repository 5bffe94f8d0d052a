/**
 * An application's statuses (decision 007). `waitlisted` is where an
 * application to a full vacancy lands; `new` is where one lands otherwise.
 */
export const applicationStatuses = ['new', 'waitlisted', 'in_progress', 'accepted', 'rejected', 'withdrawn'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** Who may make a status move: the applicant (withdraw) or the organisation and centre (everything else). */
export type ApplicationSide = 'applicant' | 'organization';

/**
 * The allowed status moves and who makes them. The organisation takes an
 * application in progress, accepts or rejects it, moves one off the waiting
 * list, and may reconsider a rejection; the applicant withdraws at any point
 * before a rejection. Withdrawn is final.
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
  accepted: { withdrawn: 'applicant' },
  rejected: { in_progress: 'organization' },
  withdrawn: {},
};

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
} as const;
