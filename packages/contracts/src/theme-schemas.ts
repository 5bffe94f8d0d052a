import { z } from 'zod';
import { defaultThemeShape, themeShapes } from './theme.ts';

// Schemas live apart from the constants in theme.ts: the web app's start path
// imports those constants, and a module that merely defines zod schemas pulls
// all of zod into the first page (decision 004).

export const hexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** Theme config (spec §3). */
export const themeConfigSchema = z.object({
  defaultShape: z.enum(themeShapes).default(defaultThemeShape),
  fonts: z.object({ sans: z.string(), heading: z.string() }),
  cssVariables: z.record(z.string(), z.string()),
});
export type ThemeConfig = z.infer<typeof themeConfigSchema>;

/** How to reach a centre (footer, statements, mail): every part null when the centre has not set it. */
export const centerContactSchema = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** Street and house number, one line. */
  street: z.string().nullable(),
  /** Normalised as '1234AB'. */
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  personName: z.string().nullable(),
  personEmail: z.string().nullable(),
  personPhone: z.string().nullable(),
});

/** Centre (partner) profile (spec §3), as the web app sees it (camelCased). */
export const centerProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  faviconUrl: z.string().nullable(),
  websiteLogoUrl: z.string().nullable(),
  gtagId: z.string().nullable(),
  primaryColor: z.string(),
  primaryColorShades: z.unknown().nullable(),
  secondaryColor: z.string(),
  secondaryColorShades: z.unknown().nullable(),
  tertiaryColor: z.string(),
  tertiaryColorShades: z.unknown().nullable(),
  mutedColor: z.string(),
  backgroundColor: z.string(),
  textColor: z.string(),
  themeConfig: themeConfigSchema,
  /** Footer columns of the site footer (older answers may leave them out). */
  footerColumns: z
    .array(z.object({ title: z.string(), links: z.array(z.object({ label: z.string(), url: z.string() })) }))
    .optional(),
  /** How to reach the centre (older answers may leave it out). */
  contact: centerContactSchema.optional(),
});
export type CenterProfile = z.infer<typeof centerProfileSchema>;
