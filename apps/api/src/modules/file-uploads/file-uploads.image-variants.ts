import sharp from 'sharp';
import type { StoredImageExtension } from '../../platform/storage/file-storage.ts';
import { largestPixelCount } from './file-uploads.limits.ts';

/**
 * The widths the layouts ask for (decision 020): a card on a phone or in a grid (480), a card at
 * twice the pixels or the vacancy page on a tablet (960), the vacancy page's wide picture (1600).
 */
export const imageVariantWidths = [480, 960, 1600] as const;

/** An image's size as shown (turned upright by its EXIF orientation). */
export interface ImageSize {
  width: number;
  height: number;
}

/** A narrower WebP copy of an image, to store beside it. */
export interface ImageVariant {
  width: number;
  bytes: Uint8Array;
}

/**
 * An image's upright size, read from its header alone: nothing is decoded, so a file that would
 * decode to a huge bitmap costs no more than a small one here. Undefined when the header cannot be
 * read (the upload is judged by its signature, as before, and kept without a size).
 */
export async function readImageSize(bytes: Uint8Array): Promise<ImageSize | undefined> {
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!metadata) return undefined;
  return { width: metadata.autoOrient.width, height: metadata.autoOrient.height };
}

/**
 * A WebP copy of an image at each layout width narrower than it, turned upright by its EXIF
 * orientation (the original keeps it as it came). A GIF gets no copies: it may be animated. Stops
 * at the first copy the decoder cannot make. The work runs on libvips' threads, not on the event
 * loop; the pixel limit is a second lock behind the size check the upload does first.
 */
export async function makeImageVariants(
  bytes: Uint8Array,
  extension: StoredImageExtension,
  size: ImageSize,
): Promise<ImageVariant[]> {
  if (extension === 'gif') return [];
  const variants: ImageVariant[] = [];
  for (const variantWidth of imageVariantWidths.filter((candidate) => candidate < size.width)) {
    const variant = await sharp(bytes, { limitInputPixels: largestPixelCount })
      .autoOrient()
      .resize({ width: variantWidth })
      .webp({ quality: 78 })
      .toBuffer()
      .catch(() => undefined);
    if (!variant) break;
    variants.push({ width: variantWidth, bytes: variant });
  }
  return variants;
}
