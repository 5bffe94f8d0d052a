// The web app's colour rules (pure functions of the centre's profile): a mail is in the colours
// the centre's site shows.
import { contrastRatio } from '@volunteerly/site/theme/color-contrast';
import { toHexColor } from '@volunteerly/site/theme/shade-scale';
import { slotScale } from '@volunteerly/site/theme/theme-variables';

/** The colours of a mail's header bar and button: the centre's primary colour and text readable on it. */
export interface MailColors {
  /** The header bar's and the button's background, as #rrggbb (mail clients do not know oklch()). */
  brand: string;
  /** The text on `brand`: white, else the darkest text, whichever reaches WCAG AA (4.5:1). */
  onBrand: string;
}

const white = '#ffffff';
const darkText = '#0f172a';
/** WCAG 2.1 AA for normal text (the button's label is 16 px). */
const minimumContrast = 4.5;
// The site's buttons are shade 600; a light brand colour (yellow, lime) steps darker until white reads on it.
const brandShades = ['600', '700', '800', '900', '950'] as const;

/** What of a centre's profile colours its mail. */
export interface MailColorProfile {
  primaryColor: string;
  primaryColorShades: unknown;
}

/**
 * The mail's colours from the centre's primary colour (a preset or its own shade scale): the
 * first shade from 600 on that carries white text at 4.5:1, else shade 600 with dark text.
 */
export function mailColorsOf(profile: MailColorProfile | undefined): MailColors {
  const scale = slotScale('primary', profile?.primaryColor ?? '', profile?.primaryColorShades ?? null);
  const shades = brandShades.map((shade) => toHexColor(scale[shade]) ?? darkText);
  const withWhite = shades.find((shade) => (contrastRatio(shade, white) ?? 0) >= minimumContrast);
  if (withWhite) return { brand: withWhite, onBrand: white };
  return { brand: shades[0]!, onBrand: darkText };
}
