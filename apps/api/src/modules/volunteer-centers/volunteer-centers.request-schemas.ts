import { z } from 'zod';
import type { CenterProfileChanges } from './volunteer-centers.service.ts';
import type { StoredCenterContact } from './volunteer-centers.schema.ts';
import { colorPresets, mutedPresets, shadeKeys, themeShapes } from '@volunteerly/contracts/theme';
import { centerFonts, footerLimits, footerLinkPattern } from '@volunteerly/contracts/branding';
import { emailField, personNameField, phoneField, postcodeField } from '@volunteerly/contracts/users-schemas';
import { givenFields } from '../../platform/http/given-fields.ts';

// The body of PATCH /api/v1/volunteer_centers/current/profile (snake_case on the wire).

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/);
const brandColor = z.union([z.enum(colorPresets), hex]);
const shadeScale = z
  .object(Object.fromEntries(shadeKeys.map((key) => [key, hex])) as Record<string, typeof hex>)
  .strict();
/** A footer link target: https, mailto:, tel: or a path on this site (never protocol-relative). */
const linkTarget = z.string().trim().max(500).regex(footerLinkPattern);
/** An image address: http(s), a path on this site or an inline image (base64, or percent-encoded SVG). */
const imageUrl = z
  .string()
  .trim()
  .max(200_000)
  .regex(/^(https?:\/\/[^\s]+|\/[^\s]*|data:image\/(png|svg\+xml|jpeg|webp)(;base64)?,[^\s"'<>]+)$/);

const footerColumn = z
  .object({
    title: z.string().trim().min(1).max(footerLimits.text),
    links: z
      .array(z.object({ label: z.string().trim().min(1).max(footerLimits.text), url: linkTarget }).strict())
      .max(footerLimits.links),
  })
  .strict();

/** A line of the address: street and house number, or the place. */
const addressLine = z.string().trim().min(1).max(100);

/** The centre's contact details: the whole set is replaced; null (or leaving a part out) clears it. */
const centerContact = z
  .object({
    email: emailField.nullable().optional(),
    phone: phoneField.nullable().optional(),
    street: addressLine.nullable().optional(),
    postcode: postcodeField.nullable().optional(),
    city: addressLine.nullable().optional(),
    person_name: personNameField.nullable().optional(),
    person_email: emailField.nullable().optional(),
    person_phone: phoneField.nullable().optional(),
  })
  .strict();
type CenterContactBody = z.infer<typeof centerContact>;

export const centerProfileUpdateSchema = z.object({
  profile: z
    .object({
      website_logo_url: imageUrl.nullable().optional(),
      favicon_url: imageUrl.nullable().optional(),
      primary_color: brandColor.optional(),
      primary_color_shades: shadeScale.nullable().optional(),
      secondary_color: brandColor.optional(),
      secondary_color_shades: shadeScale.nullable().optional(),
      tertiary_color: brandColor.optional(),
      tertiary_color_shades: shadeScale.nullable().optional(),
      muted_color: z.enum(mutedPresets).optional(),
      background_color: hex.optional(),
      text_color: hex.optional(),
      theme_config: z
        .object({
          default_shape: z.enum(themeShapes),
          fonts: z.object({ sans: z.enum(centerFonts), heading: z.enum(centerFonts) }).strict(),
        })
        .strict()
        .optional(),
      footer_columns: z.array(footerColumn).max(footerLimits.columns).optional(),
      contact: centerContact.optional(),
    })
    .strict(),
});
type CenterProfileUpdateBody = z.infer<typeof centerProfileUpdateSchema>['profile'];

/** The contact details as stored: only the parts that are set. */
function storedContactOf(body: CenterContactBody): StoredCenterContact {
  const parts: StoredCenterContact = {
    email: body.email ?? undefined,
    phone: body.phone ?? undefined,
    street: body.street ?? undefined,
    postcode: body.postcode ?? undefined,
    city: body.city ?? undefined,
    personName: body.person_name ?? undefined,
    personEmail: body.person_email ?? undefined,
    personPhone: body.person_phone ?? undefined,
  };
  return givenFields(parts);
}

/** A request's change of the centre's look, as the service takes it (camelCase; what it leaves out stays). */
export function centerProfileChangesOf(body: CenterProfileUpdateBody): CenterProfileChanges {
  const changes: CenterProfileChanges = {
    websiteLogoUrl: body.website_logo_url,
    faviconUrl: body.favicon_url,
    primaryColor: body.primary_color,
    primaryColorShades: body.primary_color_shades,
    secondaryColor: body.secondary_color,
    secondaryColorShades: body.secondary_color_shades,
    tertiaryColor: body.tertiary_color,
    tertiaryColorShades: body.tertiary_color_shades,
    mutedColor: body.muted_color,
    backgroundColor: body.background_color,
    textColor: body.text_color,
    footerColumns: body.footer_columns,
    contact: body.contact && storedContactOf(body.contact),
    theme: body.theme_config && { defaultShape: body.theme_config.default_shape, fonts: body.theme_config.fonts },
  };
  return givenFields(changes);
}
