import { shadeKeys } from '@volunteerly/contracts/theme';
import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './color-contrast.ts';
import { generateShadeScale, isHexColor, toHexColor } from './shade-scale.ts';

describe('generateShadeScale', () => {
  it('gives all eleven shades as hex, from light to dark', () => {
    const scale = generateShadeScale('#db2777')!;
    expect(Object.keys(scale)).toEqual([...shadeKeys]);
    for (const key of shadeKeys) expect(isHexColor(scale[key])).toBe(true);
    const luminances = shadeKeys.map((key) => relativeLuminance(scale[key])!);
    expect([...luminances].sort((a, b) => b - a)).toEqual(luminances);
  });

  it('keeps the hue: a pink stays pink', () => {
    const scale = generateShadeScale('#db2777')!;
    const [red, green, blue] = [1, 3, 5].map((index) => parseInt(scale['600'].slice(index, index + 2), 16));
    expect(red!).toBeGreaterThan(green!);
    expect(red!).toBeGreaterThan(blue!);
  });

  it('makes shade 700 dark enough for white text (WCAG AA)', () => {
    for (const base of ['#db2777', '#16a34a', '#2563eb', '#eab308']) {
      expect(contrastRatio(generateShadeScale(base)!['700'], '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('turns any CSS colour into #rrggbb', () => {
    expect(toHexColor('oklch(62.7% 0.194 149.214)')).toMatch(/^#[0-9a-f]{6}$/);
    expect(toHexColor('geen kleur')).toBeUndefined();
  });

  it('answers undefined for something that is not a colour', () => {
    expect(generateShadeScale('roze')).toBeUndefined();
  });
});
