import { z } from 'zod';

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

// Field rules shared by the API's request schemas and the web's forms.

/** An organisation's name. */
export const organizationNameField = z.string().trim().min(2).max(120);

/** A Chamber of Commerce (KvK) number: eight digits (spaces and dots are left out). */
export const kvkNumberField = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s.]/g, ''))
  .pipe(z.string().regex(/^[0-9]{8}$/));

/** A web address starting with http:// or https://. */
export const webUrlField = z
  .string()
  .trim()
  .max(500)
  .pipe(z.url({ protocol: /^https?$/ }));

/** A house number with an optional addition: 12, 12a, 12-3, 12 bis. */
export const houseNumberField = z
  .string()
  .trim()
  .regex(/^[1-9][0-9]{0,4}(?:[ -]?[A-Za-z0-9]{1,4})?$/);

/** The reason given with a denial. */
export const denialReasonField = z.string().trim().min(5).max(1000);
