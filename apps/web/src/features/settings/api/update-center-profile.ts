import { useMutation } from '@tanstack/react-query';
import type { FooterColumn } from '@volunteerly/contracts/branding';
import type { CenterContact } from '@volunteerly/contracts/resources/volunteer-centers';
import type { ShadeScale, ThemeShape } from '@volunteerly/contracts/theme';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';

/** What the design and footer pages change of the centre profile (camelCase; sent as snake_case). */
export interface CenterProfileChanges {
  websiteLogoUrl?: string | null;
  faviconUrl?: string | null;
  primaryColor?: string;
  primaryColorShades?: ShadeScale | null;
  secondaryColor?: string;
  secondaryColorShades?: ShadeScale | null;
  tertiaryColor?: string;
  tertiaryColorShades?: ShadeScale | null;
  mutedColor?: string;
  backgroundColor?: string;
  textColor?: string;
  themeConfig?: { defaultShape: ThemeShape; fonts: { sans: string; heading: string } };
  footerColumns?: FooterColumn[];
  /** The centre's contact details, replaced as a whole; null clears a part. */
  contact?: Partial<Record<keyof CenterContact, string | null>>;
}

/** PATCH /api/v1/volunteer_centers/current/profile. */
export async function updateCenterProfile(profile: CenterProfileChanges): Promise<void> {
  await apiRequestDocument('/api/v1/volunteer_centers/current/profile', { method: 'PATCH', body: { profile } });
}

/** Saving the centre profile as a mutation; `onSaved` reloads the current tenant so the live site follows. */
export function useUpdateCenterProfile(onSaved: () => Promise<unknown>) {
  return useMutation({ mutationFn: updateCenterProfile, onSuccess: onSaved });
}
