import { z } from 'zod';

/**
 * Where a shown picture comes from (decision 020): the vacancy's own image, its organisation's
 * logo, one of the centre's stock images, or the platform's built-in default set.
 */
export const pictureSources = ['vacancy', 'organization', 'stock', 'default'] as const;
export type PictureSource = (typeof pictureSources)[number];

/** The same picture narrower, in WebP: what `srcset` offers a browser that needs less. */
export const pictureVariantSchema = z.object({ url: z.string(), width: z.number().int() });
export type PictureVariant = z.infer<typeof pictureVariantSchema>;

/**
 * The picture a vacancy, organisation or centre is shown with (decision 020). `width` and
 * `height` are the original's pixels when known (an upload or a stock image; not a web address);
 * `variants` are narrower WebP copies, narrowest first, empty for an SVG or a web address. `alt`
 * describes the picture in both languages of the interface.
 */
export const pictureSchema = z.object({
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  variants: z.array(pictureVariantSchema),
  alt: z.object({ nl: z.string(), en: z.string() }),
  source: z.enum(pictureSources),
});
export type Picture = z.infer<typeof pictureSchema>;
