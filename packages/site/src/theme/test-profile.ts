import type { CenterProfile } from '@volunteerly/contracts/theme-schemas';

/** A centre profile for theme tests, with the API's column defaults. */
export function buildTestProfile(overrides: Partial<CenterProfile> = {}): CenterProfile {
  return {
    id: '1',
    name: 'Vrijwilligerscentrum Test',
    faviconUrl: null,
    websiteLogoUrl: null,
    gtagId: null,
    primaryColor: 'green',
    primaryColorShades: null,
    secondaryColor: 'blue',
    secondaryColorShades: null,
    tertiaryColor: 'orange',
    tertiaryColorShades: null,
    mutedColor: 'slate',
    backgroundColor: '#ffffff',
    textColor: '#0f172a',
    themeConfig: {
      defaultShape: 'rounded',
      fonts: { sans: 'Inter Variable', heading: 'Inter Variable' },
      cssVariables: {},
    },
    ...overrides,
  };
}
