/** The eleven steps of a shade scale (spec §3). */
export const shadeKeys = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'] as const;
export type ShadeKey = (typeof shadeKeys)[number];
export type ShadeScale = Record<ShadeKey, string>;

/** Shapes of theme config `defaultShape` (spec §3); `rounded` is the default. */
export const themeShapes = ['straight', 'rounded', 'curved', 'smooth', 'full'] as const;
export type ThemeShape = (typeof themeShapes)[number];
export const defaultThemeShape: ThemeShape = 'rounded';

/** Colour presets (spec §3): muted tones, colours and the custom 'mauve'. */
export const mutedPresets = ['gray', 'slate', 'stone', 'zinc', 'neutral'] as const;
export const colorPresets = [
  'indigo',
  'sky',
  'purple',
  'violet',
  'lime',
  'teal',
  'emerald',
  'rose',
  'pink',
  'yellow',
  'orange',
  'mauve',
  // Semantic defaults of spec §9 (primary green, secondary blue, error red) are presets too.
  'green',
  'blue',
  'red',
  'amber',
  'cyan',
  'fuchsia',
] as const;
export type ColorPreset = (typeof colorPresets)[number] | (typeof mutedPresets)[number];

/** True when the value is a shade scale holding all eleven keys; otherwise the preset is used. */
export function isCompleteShadeScale(value: unknown): value is ShadeScale {
  if (value === null || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return shadeKeys.every((key) => typeof record[key] === 'string' && record[key] !== '');
}
