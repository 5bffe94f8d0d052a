import { isCompleteShadeScale, shadeKeys, type ShadeScale } from '@volunteerly/contracts/theme';
import type { CenterProfile } from '@volunteerly/contracts/theme-schemas';
import { defaultSlotPresets, isMutedPreset, presetScale } from './color-presets.ts';
import { shapeRadii } from './shape-radii.ts';

/** The tenant colour slots that carry a full shade scale. */
export const themeSlots = ['primary', 'secondary', 'tertiary', 'muted'] as const;
export type ThemeSlot = (typeof themeSlots)[number];

/** What of a centre's profile makes its theme (the server paints the first frame from its own row). */
export type ThemeProfile = Pick<
  CenterProfile,
  | 'primaryColor'
  | 'primaryColorShades'
  | 'secondaryColor'
  | 'secondaryColorShades'
  | 'tertiaryColor'
  | 'tertiaryColorShades'
  | 'mutedColor'
  | 'backgroundColor'
  | 'textColor'
  | 'themeConfig'
>;

/** CSS custom property name → value, ready to be written on `<html>`. */
export type ThemeVariables = Record<string, string>;

export const defaultFontFamily = 'Inter Variable';
export const defaultBackgroundColor = '#ffffff';
export const defaultTextColor = '#0f172a';

// "Inter Fallback" (the web app's styles.css) keeps text in place while the web font loads.
const fontFallbacks = '"Inter Fallback", ui-sans-serif, system-ui, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';
const cssColorPattern = /^(#[0-9a-f]{3,8}|(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([^;{}()]*\))$/i;

/** A preset's scale, or the slot's default preset when the name is unknown. */
function presetOrDefault(slot: ThemeSlot, name: string): ShadeScale {
  // Muted tones are used for secondary text on white, so only the grey presets qualify.
  const usable = slot === 'muted' ? isMutedPreset(name.trim().toLowerCase()) : true;
  return (usable ? presetScale(name) : undefined) ?? (presetScale(defaultSlotPresets[slot]) as ShadeScale);
}

/** The shade scale of one slot: the profile's complete shade JSON, else its preset (spec §5). */
export function slotScale(slot: ThemeSlot, presetName: string, shades: unknown): ShadeScale {
  if (slot !== 'muted' && isCompleteShadeScale(shades)) return shades;
  return presetOrDefault(slot, presetName);
}

/** A CSS colour value as given, a preset name as one of its shades, otherwise the fallback. */
function singleColor(value: string | undefined, presetShade: '50' | '950', fallback: string): string {
  const trimmed = value?.trim() ?? '';
  if (cssColorPattern.test(trimmed)) return trimmed;
  return presetScale(trimmed)?.[presetShade] ?? fallback;
}

/** A font stack with the tenant's family first; quotes and CSS syntax are stripped from the name. */
export function fontStack(family: string | undefined): string {
  const name = (family ?? '').replace(/["';{}\\]/g, '').trim() || defaultFontFamily;
  return `"${name}", ${fontFallbacks}`;
}

/** The custom properties of the theme config's cssVariables map, names given a `--` prefix when missing. */
function customVariables(map: Record<string, string> | undefined): ThemeVariables {
  const variables: ThemeVariables = {};
  for (const [name, value] of Object.entries(map ?? {})) {
    const trimmed = name.trim();
    if (!/^(--)?[a-zA-Z0-9_-]+$/.test(trimmed)) continue;
    variables[trimmed.startsWith('--') ? trimmed : `--${trimmed}`] = String(value);
  }
  return variables;
}

/**
 * Centre profile → the CSS custom properties of its theme: the four colour
 * slots (shades 50 … 950), background, text, fonts, shape radii and the
 * config's own variables (applied last, verbatim, so a tenant can override).
 * A missing profile gives the spec §9 defaults. High contrast forces black on white.
 */
export function buildThemeVariables(profile: ThemeProfile | null, options: { highContrast: boolean }): ThemeVariables {
  const variables: ThemeVariables = {};
  const sources: Record<ThemeSlot, { name: string; shades: unknown }> = {
    primary: { name: profile?.primaryColor ?? '', shades: profile?.primaryColorShades },
    secondary: { name: profile?.secondaryColor ?? '', shades: profile?.secondaryColorShades },
    tertiary: { name: profile?.tertiaryColor ?? '', shades: profile?.tertiaryColorShades },
    muted: { name: profile?.mutedColor ?? '', shades: null },
  };
  for (const slot of themeSlots) {
    const scale = slotScale(slot, sources[slot].name, sources[slot].shades);
    for (const shade of shadeKeys) variables[`--color-${slot}-${shade}`] = scale[shade];
  }
  variables['--color-background'] = options.highContrast
    ? '#ffffff'
    : singleColor(profile?.backgroundColor, '50', defaultBackgroundColor);
  variables['--color-text'] = options.highContrast
    ? '#000000'
    : singleColor(profile?.textColor, '950', defaultTextColor);
  const config = profile?.themeConfig;
  variables['--font-sans'] = fontStack(config?.fonts?.sans);
  variables['--font-heading'] = fontStack(config?.fonts?.heading ?? config?.fonts?.sans);
  Object.assign(variables, shapeRadii(config?.defaultShape));
  Object.assign(variables, customVariables(config?.cssVariables));
  return variables;
}
