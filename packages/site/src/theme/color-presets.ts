import { colorPresets, mutedPresets, shadeKeys, type ColorPreset, type ShadeScale } from '@volunteerly/contracts/theme';
import { tailwindPalette } from './tailwind-palette.ts';

/**
 * The custom 'mauve' preset (spec §3): a dusty pink-purple, made by hand because
 * Tailwind's own 'mauve' is a near-grey. Every shade from 600 up carries white
 * text at WCAG AA (600 ≈ 5.2:1, 700 ≈ 7:1).
 */
export const mauveScale: ShadeScale = {
  '50': '#fbf7fb',
  '100': '#f5ecf5',
  '200': '#ead7ea',
  '300': '#dab8d9',
  '400': '#c391c1',
  '500': '#a96fa7',
  '600': '#8f5a8c',
  '700': '#774a74',
  '800': '#623f60',
  '900': '#533851',
  '950': '#321d31',
};

/** Spec §9 defaults for the tenant slots; tertiary and muted follow the API's column defaults. */
export const defaultSlotPresets = {
  primary: 'green',
  secondary: 'blue',
  tertiary: 'orange',
  muted: 'slate',
} as const satisfies Record<string, ColorPreset>;

const allPresets: readonly string[] = [...colorPresets, ...mutedPresets];

/** True when the name is one of the colour or muted presets. */
export function isColorPreset(name: string): name is ColorPreset {
  return allPresets.includes(name);
}

/** True when the name is one of the muted presets (gray, slate, stone, zinc, neutral). */
export function isMutedPreset(name: string): name is (typeof mutedPresets)[number] {
  return (mutedPresets as readonly string[]).includes(name);
}

/** The shade scale of a preset, or undefined for an unknown name. */
export function presetScale(name: string): ShadeScale | undefined {
  const key = name.trim().toLowerCase();
  if (key === 'mauve') return mauveScale;
  if (!isColorPreset(key)) return undefined;
  const values: readonly string[] = tailwindPalette[key as keyof typeof tailwindPalette];
  const scale = {} as ShadeScale;
  shadeKeys.forEach((shade, index) => {
    scale[shade] = values[index] ?? '';
  });
  return scale;
}
