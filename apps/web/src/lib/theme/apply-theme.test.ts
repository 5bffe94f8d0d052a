import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme } from './apply-theme.ts';
import { mauveScale } from '@volunteerly/site/theme/color-presets';
import { buildTestProfile } from '@volunteerly/site/theme/test-profile';

const root = document.documentElement;
const flags = { highContrast: false, isPublic: false, staging: false };

afterEach(() => {
  root.removeAttribute('style');
  for (const name of Object.keys(root.dataset)) delete root.dataset[name];
});

describe('applyTheme', () => {
  it('writes the theme variables on <html>', () => {
    applyTheme({ profile: buildTestProfile({ primaryColor: 'mauve' }), ...flags });
    expect(root.style.getPropertyValue('--color-primary-700')).toBe(mauveScale['700']);
    expect(root.style.getPropertyValue('--color-muted-50')).not.toBe('');
    expect(root.style.getPropertyValue('--radius-ui-lg')).toBe('0.5rem');
    expect(root.dataset.shape).toBe('rounded');
  });

  it('removes variables a previous theme set and this one does not', () => {
    const withExtra = buildTestProfile({
      themeConfig: {
        defaultShape: 'full',
        fonts: { sans: 'Inter Variable', heading: 'Inter Variable' },
        cssVariables: { '--x': '1' },
      },
    });
    applyTheme({ profile: withExtra, ...flags });
    expect(root.style.getPropertyValue('--x')).toBe('1');
    applyTheme({ profile: buildTestProfile(), ...flags });
    expect(root.style.getPropertyValue('--x')).toBe('');
    expect(root.style.getPropertyValue('--radius-ui')).toBe('0.375rem');
  });

  it('sets and clears the contrast, public and staging flags', () => {
    applyTheme({ profile: null, highContrast: true, isPublic: true, staging: true });
    expect(root.dataset).toMatchObject({ contrast: 'high', public: 'true', staging: 'true' });
    expect(root.style.getPropertyValue('--color-text')).toBe('#000000');
    applyTheme({ profile: null, ...flags });
    expect(root.dataset.contrast).toBeUndefined();
    expect(root.dataset.public).toBeUndefined();
    expect(root.dataset.staging).toBeUndefined();
  });

  it('applies the stored colour mode', () => {
    window.localStorage.setItem('volunteerly-color-mode', 'dark');
    applyTheme({ profile: null, ...flags });
    expect(root.dataset.colorMode).toBe('dark');
    window.localStorage.clear();
  });
});
