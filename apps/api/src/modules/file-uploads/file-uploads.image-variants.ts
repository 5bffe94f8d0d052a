import sharp from 'sharp';
import type { StoredImageExtension } from '../../platform/storage/file-storage.ts';

/**
 * The widths the layouts ask for (decision 020): a card on a phone or in a grid (480), a card at
 * twice the pixels or the vacancy page on a tablet (960), the vacancy page's wide picture (1600).
 */
export const imageVariantWidths = [480, 960, 1600] as const;

/** An image's size and its narrower WebP copies, to store beside it. */
export interface MeasuredImage {
  width: number | null;
  height: number | null;
  variants: { width: number; bytes: Uint8Array }[];
}

// Far above any photo a phone takes (48 MP); stops a small file that decodes to a huge bitmap.
const largestPixelCount = 50_000_000;

/**
 * Measures an uploaded image and makes a WebP copy at each layout width narrower than it, turned
 * upright by its EXIF orientation (the original keeps it as it came). A GIF gets no copies: it may
 * be animated. An image the decoder cannot read keeps its upload (its type is judged by its
 * signature, as before) without a size or copies: the pages show it in a fixed frame all the same.
 * The work runs on libvips' threads, not on the event loop.
 */
export async function measureImage(bytes: Uint8Array, extension: StoredImageExtension): Promise<MeasuredImage> {
  const metadata = await sharp(bytes, { limitInputPixels: largestPixelCount })
    .metadata()
    .catch(() => undefined);
  const width = metadata?.autoOrient.width ?? null;
  const height = metadata?.autoOrient.height ?? null;
  if (width === null || height === null || extension === 'gif') return { width, height, variants: [] };
  const variants: MeasuredImage['variants'] = [];
  for (const variantWidth of imageVariantWidths.filter((candidate) => candidate < width)) {
    const variant = await sharp(bytes, { limitInputPixels: largestPixelCount })
      .autoOrient()
      .resize({ width: variantWidth })
      .webp({ quality: 78 })
      .toBuffer()
      .catch(() => undefined);
    if (!variant) break;
    variants.push({ width: variantWidth, bytes: variant });
  }
  return { width, height, variants };
}
