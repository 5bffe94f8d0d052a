import { shadeKeys, type ShadeKey, type ShadeScale } from '@volunteerly/contracts/theme';
import { clampChroma, formatHex, oklch, parse } from 'culori';

// Lightness of each step and how much of the base colour's chroma it keeps, in OKLCH: close to how
// Tailwind's own palettes step from 50 to 950, so generated scales sit well next to the presets.
const steps: Record<ShadeKey, { lightness: number; chroma: number }> = {
  '50': { lightness: 0.975, chroma: 0.12 },
  '100': { lightness: 0.945, chroma: 0.25 },
  '200': { lightness: 0.89, chroma: 0.45 },
  '300': { lightness: 0.82, chroma: 0.65 },
  '400': { lightness: 0.72, chroma: 0.88 },
  '500': { lightness: 0.63, chroma: 1 },
  '600': { lightness: 0.55, chroma: 1 },
  '700': { lightness: 0.47, chroma: 0.92 },
  '800': { lightness: 0.4, chroma: 0.82 },
  '900': { lightness: 0.34, chroma: 0.7 },
  '950': { lightness: 0.25, chroma: 0.55 },
};

/**
 * A shade scale (50 … 950) generated from one colour: the base colour's hue
 * and chroma at Tailwind-like lightness steps, kept within sRGB. Undefined
 * for a value that is not a colour.
 */
export function generateShadeScale(base: string): ShadeScale | undefined {
  const parsed = parse(base.trim());
  const color = parsed ? oklch(parsed) : undefined;
  if (!color) return undefined;
  const chroma = color.c ?? 0;
  const hue = color.h ?? 0;
  const scale = {} as ShadeScale;
  for (const key of shadeKeys) {
    const step = steps[key];
    const shade = clampChroma({ mode: 'oklch', l: step.lightness, c: chroma * step.chroma, h: hue }, 'oklch');
    scale[key] = formatHex(shade) ?? '#000000';
  }
  return scale;
}

/** Any CSS colour (hex, oklch(), rgb()) as #rrggbb; undefined when it is not a colour. */
export function toHexColor(color: string): string | undefined {
  const parsed = parse(color.trim());
  return parsed ? formatHex(parsed) : undefined;
}

/** True for a #rrggbb colour. */
export function isHexColor(value: string): boolean {
  return /^#[0-9a-fA-F]{6}$/.test(value.trim());
}
