import { colorPresets, mutedPresets } from '@volunteerly/contracts/theme';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './color-contrast.ts';
import { presetScale } from './color-presets.ts';

describe('contrastRatio', () => {
  it('measures hex, rgb() and oklch() colours', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 1);
    expect(contrastRatio('#fff', 'rgb(255, 255, 255)')).toBeCloseTo(1, 5);
    // Tailwind's green-700 is #008236 in sRGB.
    expect(contrastRatio('oklch(52.7% 0.154 150.069)', '#ffffff')).toBeCloseTo(
      contrastRatio('#008236', '#ffffff') ?? 0,
      1,
    );
    expect(contrastRatio('not a colour', '#ffffff')).toBeUndefined();
  });

  // The UI kit puts white text on shade 700 (solid buttons) and shade 700 text on white
  // (links), and muted 600 text on white; every preset must carry that at WCAG AA.
  it.each([...colorPresets, ...mutedPresets])('%s 700 carries white text at 4.5:1', (name) => {
    const scale = presetScale(name);
    expect(contrastRatio(scale?.['700'] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it.each([...mutedPresets])('muted %s 600 reads on white at 4.5:1', (name) => {
    expect(contrastRatio(presetScale(name)?.['600'] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
