import { describe, expect, it } from 'vitest';
import { mauveScale } from './color-presets.ts';
import { tailwindPalette } from './tailwind-palette.ts';
import { buildTestProfile } from './test-profile.ts';
import { buildThemeVariables, fontStack } from './theme-variables.ts';

const shades = {
  '50': '#f0f9ff',
  '100': '#e0f2fe',
  '200': '#bae6fd',
  '300': '#7dd3fc',
  '400': '#38bdf8',
  '500': '#0ea5e9',
  '600': '#0284c7',
  '700': '#0369a1',
  '800': '#075985',
  '900': '#0c4a6e',
  '950': '#082f49',
};

describe('buildThemeVariables', () => {
  it('gives the spec §9 defaults without a profile', () => {
    const variables = buildThemeVariables(null, { highContrast: false });
    expect(variables['--color-primary-500']).toBe(tailwindPalette.green[5]);
    expect(variables['--color-secondary-50']).toBe(tailwindPalette.blue[0]);
    expect(variables['--color-tertiary-950']).toBe(tailwindPalette.orange[10]);
    expect(variables['--color-muted-600']).toBe(tailwindPalette.slate[6]);
    expect(variables['--color-background']).toBe('#ffffff');
    expect(variables['--color-text']).toBe('#0f172a');
    expect(variables['--font-sans']).toMatch(/^"Inter Variable", /);
    expect(variables['--radius-ui']).toBe('0.375rem');
  });

  it('sets all eleven shades of every slot', () => {
    const variables = buildThemeVariables(buildTestProfile(), { highContrast: false });
    for (const slot of ['primary', 'secondary', 'tertiary', 'muted']) {
      const names = Object.keys(variables).filter((name) => name.startsWith(`--color-${slot}-`));
      expect(names).toHaveLength(11);
    }
  });

  it('uses the named presets, including the custom mauve', () => {
    const profile = buildTestProfile({
      primaryColor: 'mauve',
      secondaryColor: 'indigo',
      tertiaryColor: 'rose',
      mutedColor: 'stone',
    });
    const variables = buildThemeVariables(profile, { highContrast: false });
    expect(variables['--color-primary-700']).toBe(mauveScale['700']);
    expect(variables['--color-secondary-700']).toBe(tailwindPalette.indigo[7]);
    expect(variables['--color-tertiary-100']).toBe(tailwindPalette.rose[1]);
    expect(variables['--color-muted-400']).toBe(tailwindPalette.stone[4]);
  });

  it('uses complete shade JSON instead of the preset', () => {
    const variables = buildThemeVariables(buildTestProfile({ primaryColor: 'green', primaryColorShades: shades }), {
      highContrast: false,
    });
    expect(variables['--color-primary-700']).toBe('#0369a1');
    expect(variables['--color-primary-950']).toBe('#082f49');
  });

  it('ignores shade JSON missing any of the eleven keys and uses the preset', () => {
    const { '950': _dropped, ...incomplete } = shades;
    const variables = buildThemeVariables(
      buildTestProfile({ secondaryColor: 'teal', secondaryColorShades: incomplete }),
      {
        highContrast: false,
      },
    );
    expect(variables['--color-secondary-700']).toBe(tailwindPalette.teal[7]);
    expect(variables['--color-secondary-50']).toBe(tailwindPalette.teal[0]);
  });

  it('falls back to the slot default for unknown presets, and keeps muted to the grey presets', () => {
    const variables = buildThemeVariables(buildTestProfile({ primaryColor: 'chartreuse', mutedColor: 'yellow' }), {
      highContrast: false,
    });
    expect(variables['--color-primary-500']).toBe(tailwindPalette.green[5]);
    expect(variables['--color-muted-500']).toBe(tailwindPalette.slate[5]);
  });

  it('takes CSS colours for background and text, and forces black on white in high contrast', () => {
    const profile = buildTestProfile({ backgroundColor: '#fafaf9', textColor: 'rgb(10, 20, 30)' });
    expect(buildThemeVariables(profile, { highContrast: false })).toMatchObject({
      '--color-background': '#fafaf9',
      '--color-text': 'rgb(10, 20, 30)',
    });
    expect(buildThemeVariables(profile, { highContrast: true })).toMatchObject({
      '--color-background': '#ffffff',
      '--color-text': '#000000',
    });
    const invalid = buildTestProfile({ backgroundColor: 'red; display: none', textColor: 'slate' });
    expect(buildThemeVariables(invalid, { highContrast: false })).toMatchObject({
      '--color-background': '#ffffff',
      '--color-text': tailwindPalette.slate[10],
    });
  });

  it('maps every shape to radii', () => {
    const radius = (defaultShape: 'straight' | 'rounded' | 'curved' | 'smooth' | 'full') =>
      buildThemeVariables(
        buildTestProfile({
          themeConfig: { defaultShape, fonts: { sans: 'Inter Variable', heading: 'Inter Variable' }, cssVariables: {} },
        }),
        { highContrast: false },
      )['--radius-ui'];
    expect(radius('straight')).toBe('0');
    expect(radius('rounded')).toBe('0.375rem');
    expect(radius('curved')).toBe('0.5rem');
    expect(radius('smooth')).toBe('0.75rem');
    expect(radius('full')).toBe('9999px');
  });

  it('applies fonts and the cssVariables map verbatim, last', () => {
    const profile = buildTestProfile({
      themeConfig: {
        defaultShape: 'rounded',
        fonts: { sans: 'Atkinson Hyperlegible', heading: 'Merriweather' },
        cssVariables: { '--color-text': '#111111', 'header-height': '4rem', 'bad name;': 'x' },
      },
    });
    const variables = buildThemeVariables(profile, { highContrast: false });
    expect(variables['--font-sans']).toMatch(/^"Atkinson Hyperlegible", /);
    expect(variables['--font-heading']).toMatch(/^"Merriweather", /);
    expect(variables['--color-text']).toBe('#111111');
    expect(variables['--header-height']).toBe('4rem');
    expect(Object.keys(variables).some((name) => name.includes('bad'))).toBe(false);
  });

  it('strips CSS syntax from font names', () => {
    expect(fontStack('Evil"; } body { color: red')).toBe(fontStack('Evil  body  color: red'));
    expect(fontStack('Evil"; } body { color: red')).not.toMatch(/[;{}]/);
    expect(fontStack('')).toMatch(/^"Inter Variable", /);
  });
});
