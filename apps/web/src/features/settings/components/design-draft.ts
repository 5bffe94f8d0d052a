import { isCompleteShadeScale, themeShapes, type ShadeScale, type ThemeShape } from '@volunteerly/contracts/theme';
import type { CenterProfile } from '@volunteerly/contracts/theme-schemas';
import { isHexColor } from '@volunteerly/site/theme/shade-scale';

export const brandSlots = ['primary', 'secondary', 'tertiary'] as const;
export type BrandSlot = (typeof brandSlots)[number];

/** A brand colour being edited: a preset name, or a custom hex with its (hand-editable) scale. */
export interface SlotDraft {
  color: string;
  shades: ShadeScale | null;
}

/** Everything the design page edits. */
export interface DesignDraft {
  websiteLogoUrl: string;
  faviconUrl: string;
  slots: Record<BrandSlot, SlotDraft>;
  mutedColor: string;
  backgroundColor: string;
  textColor: string;
  shape: ThemeShape;
  sansFont: string;
  headingFont: string;
}

export function draftOf(profile: CenterProfile): DesignDraft {
  const slot = (color: string, shades: unknown): SlotDraft => ({
    color,
    shades: isCompleteShadeScale(shades) ? shades : null,
  });
  return {
    websiteLogoUrl: profile.websiteLogoUrl ?? '',
    faviconUrl: profile.faviconUrl ?? '',
    slots: {
      primary: slot(profile.primaryColor, profile.primaryColorShades),
      secondary: slot(profile.secondaryColor, profile.secondaryColorShades),
      tertiary: slot(profile.tertiaryColor, profile.tertiaryColorShades),
    },
    mutedColor: profile.mutedColor,
    backgroundColor: isHexColor(profile.backgroundColor) ? profile.backgroundColor : '#ffffff',
    textColor: isHexColor(profile.textColor) ? profile.textColor : '#0f172a',
    shape: (themeShapes as readonly string[]).includes(profile.themeConfig.defaultShape)
      ? profile.themeConfig.defaultShape
      : 'rounded',
    sansFont: profile.themeConfig.fonts.sans,
    headingFont: profile.themeConfig.fonts.heading,
  };
}

/** The draft as a profile, for the preview. */
export function previewProfile(profile: CenterProfile, draft: DesignDraft): CenterProfile {
  return {
    ...profile,
    websiteLogoUrl: draft.websiteLogoUrl.trim() || null,
    faviconUrl: draft.faviconUrl.trim() || null,
    primaryColor: draft.slots.primary.color,
    primaryColorShades: draft.slots.primary.shades,
    secondaryColor: draft.slots.secondary.color,
    secondaryColorShades: draft.slots.secondary.shades,
    tertiaryColor: draft.slots.tertiary.color,
    tertiaryColorShades: draft.slots.tertiary.shades,
    mutedColor: draft.mutedColor,
    backgroundColor: draft.backgroundColor,
    textColor: draft.textColor,
    themeConfig: {
      ...profile.themeConfig,
      defaultShape: draft.shape,
      fonts: { sans: draft.sansFont, heading: draft.headingFont },
    },
  };
}
