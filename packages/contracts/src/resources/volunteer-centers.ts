import { z } from 'zod';
import { listDocumentSchema, resourceDocumentSchema, resourceSchema, toOneSchema } from '../json-api-schemas.ts';
import { centerContactSchema, themeConfigSchema } from '../theme-schemas.ts';
import { pictureSchema } from './pictures.ts';

/** A shade scale as stored: shade step ('50' … '950') → colour. */
const shadeScaleSchema = z.record(z.string(), z.string()).nullable();

/** A volunteer centre; its profile is a relationship. */
export const volunteerCenterResourceSchema = resourceSchema({
  type: 'volunteer_centers',
  attributes: {
    name: z.string(),
    hosts: z.array(z.string()),
    isDefault: z.boolean(),
    /** The centre's picture (the home page's): its general stock image, else the default (decision 020). Sent by GET …/current. */
    picture: pictureSchema.optional(),
  },
  relationships: { profile: toOneSchema('volunteer_center_profiles') },
});
export type VolunteerCenterResource = z.infer<typeof volunteerCenterResourceSchema>;

export type CenterContact = z.infer<typeof centerContactSchema>;

/** A centre's profile (spec §3): its name, logo, colours, theme, footer and contact details. */
export const volunteerCenterProfileResourceSchema = resourceSchema({
  type: 'volunteer_center_profiles',
  attributes: {
    name: z.string(),
    faviconUrl: z.string().nullable(),
    websiteLogoUrl: z.string().nullable(),
    gtagId: z.string().nullable(),
    primaryColor: z.string(),
    primaryColorShades: shadeScaleSchema,
    secondaryColor: z.string(),
    secondaryColorShades: shadeScaleSchema,
    tertiaryColor: z.string(),
    tertiaryColorShades: shadeScaleSchema,
    mutedColor: z.string(),
    backgroundColor: z.string(),
    textColor: z.string(),
    themeConfig: themeConfigSchema,
    footerColumns: z.array(
      z.object({ title: z.string(), links: z.array(z.object({ label: z.string(), url: z.string() })) }),
    ),
    contact: centerContactSchema,
  },
});
export type VolunteerCenterProfileResource = z.infer<typeof volunteerCenterProfileResourceSchema>;

/** GET /api/v1/volunteer_centers/current: the centre, with its profile when included. */
export const volunteerCenterDocumentSchema = resourceDocumentSchema(volunteerCenterResourceSchema, {
  included: [volunteerCenterProfileResourceSchema],
});

/** GET /api/v1/volunteer_centers: a page of the tenant's centres. */
export const volunteerCenterListDocumentSchema = listDocumentSchema(volunteerCenterResourceSchema, {
  included: [volunteerCenterProfileResourceSchema],
});

/** PATCH /api/v1/volunteer_centers/current/profile: the saved profile. */
export const volunteerCenterProfileDocumentSchema = resourceDocumentSchema(volunteerCenterProfileResourceSchema);
