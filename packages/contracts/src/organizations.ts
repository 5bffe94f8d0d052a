/** The organisation types of spec §3 (School and VolunteerCenter come first when picking the selected organisation). */
export const organizationTypes = [
  'School',
  'VolunteerCenter',
  'Foundation',
  'Association',
  'Company',
  'Municipality',
  'Other',
] as const;
export type OrganizationType = (typeof organizationTypes)[number];

/** The organisation statuses of spec §3. */
export const organizationStatuses = ['pending', 'approved', 'denied', 'archived'] as const;
export type OrganizationStatus = (typeof organizationStatuses)[number];

/**
 * The allowed status moves: pending → approved | denied; approved → archived;
 * archived → approved; denied → pending (the organisation resubmits).
 */
export const organizationStatusTransitions: Record<OrganizationStatus, readonly OrganizationStatus[]> = {
  pending: ['approved', 'denied'],
  approved: ['archived'],
  archived: ['approved'],
  denied: ['pending'],
};

/** The sort orders of the organisations list. */
export const organizationListSorts = ['name', '-name', 'created_at', '-created_at', 'status_changed_at'] as const;
export type OrganizationListSort = (typeof organizationListSorts)[number];

/** The social networks an organisation profile can link to. */
export const socialNetworks = ['facebook', 'instagram', 'linkedin', 'x', 'youtube'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];
