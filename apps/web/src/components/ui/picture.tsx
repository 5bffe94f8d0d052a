import type { Picture as PictureData } from '@volunteerly/contracts/resources/pictures';
import { useTranslation } from 'react-i18next';

/** Behind each kind of picture while it loads, and around what it leaves free. */
const frameTones: Record<PictureData['source'], string> = {
  // A photo: a quiet grey until it arrives.
  vacancy: 'bg-muted-100 dark:bg-muted-800',
  stock: 'bg-muted-100 dark:bg-muted-800',
  // A logo is drawn for white: shown whole, with room around it.
  organization: 'bg-white',
  // The built-in pictures have a transparent ground: the centre's own light colour shows through.
  default: 'bg-primary-100 dark:bg-primary-900',
};

/** The built-in pictures in the centre's other colours, for a row of cards that take turns. */
const defaultTones = [
  'bg-primary-100 dark:bg-primary-900',
  'bg-secondary-100 dark:bg-secondary-900',
  'bg-tertiary-100 dark:bg-tertiary-900',
] as const;

export interface PictureProps {
  picture: PictureData;
  /**
   * The frame's shape and size, fixed before the picture loads (an aspect ratio and a width, or
   * a size), so nothing moves when it arrives: e.g. `aspect-[2/1] w-full` or `size-14`.
   */
  className: string;
  /** How wide the frame is in the layout (the `sizes` attribute), so the browser fetches the copy it needs. */
  sizes: string;
  /**
   * The picture repeats what the text beside it says (a card's title, an organisation's name):
   * alt="" so a screen reader does not read it twice (WCAG technique H67). Otherwise its alt
   * text describes it in the page's language.
   */
  decorative?: boolean;
  /** The first picture in view (the vacancy page's): fetched at once and first. Others load when scrolled near. */
  priority?: boolean;
  /** For a built-in picture in a row of cards: which of the centre's three colours shows through. */
  tone?: number;
}

/**
 * Whether the picture's alt text would only repeat a name the page shows beside it: a vacancy's
 * own image is described by its title, a logo by its organisation's name.
 */
export function repeatsItsName(picture: PictureData): boolean {
  return picture.source === 'vacancy' || picture.source === 'organization';
}

/** The picture's description in the interface's language. */
function altOf(picture: PictureData, language: string): string {
  return language.startsWith('en') ? picture.alt.en : picture.alt.nl;
}

/**
 * A vacancy's, organisation's or centre's picture (decision 020) in a frame of fixed shape: WebP
 * copies offered by width where the API made them, the original otherwise; a logo shown whole on
 * white, anything else filling the frame.
 */
export function Picture({ picture, className, sizes, decorative = false, priority = false, tone }: PictureProps) {
  const { i18n } = useTranslation();
  const tint =
    picture.source === 'default' && tone !== undefined
      ? defaultTones[tone % defaultTones.length]
      : frameTones[picture.source];
  const fit = picture.source === 'organization' ? 'object-contain p-[8%]' : 'object-cover';
  const image = (
    <img
      src={picture.url}
      alt={decorative ? '' : altOf(picture, i18n.resolvedLanguage ?? i18n.language)}
      {...(picture.width !== null && picture.height !== null ? { width: picture.width, height: picture.height } : {})}
      {...(priority ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy', decoding: 'async' })}
      className={`absolute inset-0 size-full ${fit}`}
    />
  );
  return (
    <span className={`relative block shrink-0 overflow-hidden ${tint} ${className}`}>
      {picture.variants.length > 0 ? (
        <picture>
          <source
            type="image/webp"
            srcSet={picture.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ')}
            sizes={sizes}
          />
          {image}
        </picture>
      ) : (
        image
      )}
    </span>
  );
}
