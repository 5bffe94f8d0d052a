import { z } from 'zod';
import { applicationStatuses } from '../applications.ts';
import { resourceDocumentSchema, resourceSchema, toManySchema, valueCountsSchema } from '../json-api-schemas.ts';
import { organizationStatuses } from '../organizations.ts';
import { vacancyLocationKinds, vacancyStatuses } from '../vacancies.ts';
import {
  addressResourceSchema,
  organizationProfileResourceSchema,
  organizationResourceSchema,
} from './organizations.ts';

/** What an organisation admin still has to do for their organisation. */
export const organizationTodos = [
  'description',
  'logo',
  'address',
  'map_position',
  'kvk_number',
  'second_admin',
] as const;
export type OrganizationTodo = (typeof organizationTodos)[number];

/** What a volunteer can still do to be found and matched. */
export const volunteerTodos = ['confirm_email', 'postcode', 'about_me', 'availability', 'skills'] as const;
export type VolunteerTodo = (typeof volunteerTodos)[number];

const vacancyCounts = z.record(z.enum(vacancyStatuses), z.number().int());
const identifier = z.union([z.string(), z.number()]);

/** One event of the centre's activity feed: who did what to whom, with the details that may be shown. */
export const activityEventSchema = z.object({
  id: z.string(),
  action: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  actorName: z.string().nullable(),
  subjectName: z.string().nullable(),
  /** The organisation the event is about ('Stichting Buurtkracht heeft ‘Taalmaatje’ gepubliceerd'). */
  organizationName: z.string().nullable(),
  details: z.object({
    organizationId: identifier.optional(),
    name: z.string().optional(),
    /** A vacancy's title. */
    title: z.string().optional(),
    from: identifier.optional(),
    to: identifier.optional(),
    signUp: z.boolean().optional(),
  }),
});

/** How many vacancies a volunteer's dashboard suggests. */
export const volunteerSuggestionCount = 4;

/** A vacancy suggested to a volunteer (the digest's matching over what is findable now). */
export const vacancySuggestionSchema = z.object({
  id: z.string(),
  title: z.string(),
  organizationName: z.string(),
  city: z.string().nullable(),
  locationKind: z.enum(vacancyLocationKinds),
  /** From the volunteer's postcode; null without one or without the vacancy's position. */
  distanceMetres: z.number().nullable(),
});

/** The role-aware start page: each part only for whom it concerns. */
export const dashboardResourceSchema = resourceSchema({
  type: 'dashboards',
  attributes: {
    center: z
      .object({
        /** Organisations per status of the centres the reader governs: the approvals page shows the same (decision 050). */
        statusCounts: z.record(z.enum(organizationStatuses), z.number().int()),
        /** Vacancies findable on this site: published, not expired, of an approved organisation, of this centre or shared with it — the home page's and the search's total. */
        findableVacancies: z.number().int(),
        vacancyCounts,
        /** Of the published vacancies, those past their closing date: in no search any more. */
        expiredVacancies: z.number().int(),
        newApplications: z.number().int(),
        activity: z.array(activityEventSchema),
      })
      .nullable(),
    organizationTodos: z.array(
      z.object({
        organizationId: z.string(),
        todos: z.array(z.enum(organizationTodos)),
        vacancyCounts,
        /** Its open vacancies: published, not expired, and the organisation approved (decision 050). */
        findableVacancies: z.number().int(),
        expiredVacancies: z.number().int(),
        newApplications: z.number().int(),
        /** Its draft and published vacancies, those with new applications first (at most five). */
        vacancies: z.array(
          z.object({
            id: z.string(),
            title: z.string(),
            status: z.enum(vacancyStatuses),
            applications: z.number().int(),
            newApplications: z.number().int(),
          }),
        ),
      }),
    ),
    volunteer: z
      .object({
        todos: z.array(z.enum(volunteerTodos)),
        applicationCounts: valueCountsSchema(applicationStatuses),
        favorites: z.number().int(),
        suggestions: z.array(vacancySuggestionSchema),
        /** False: the profile says nothing to match on, the suggestions are the newest vacancies. */
        suggestionsFitProfile: z.boolean(),
      })
      .nullable(),
  },
  relationships: {
    pendingOrganizations: toManySchema('organizations'),
    organizations: toManySchema('organizations'),
  },
});
export type DashboardResource = z.infer<typeof dashboardResourceSchema>;

/** GET /api/v1/dashboard: the dashboard, with the organisations it mentions. */
export const dashboardDocumentSchema = resourceDocumentSchema(dashboardResourceSchema, {
  included: [organizationResourceSchema, organizationProfileResourceSchema, addressResourceSchema],
});
