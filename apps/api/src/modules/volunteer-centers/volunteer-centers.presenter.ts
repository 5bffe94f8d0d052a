import type {
  VolunteerCenterProfileResource,
  VolunteerCenterResource,
} from '@volunteerly/contracts/resources/volunteer-centers';
import { resource, toOne } from '../../platform/http/json-api.ts';
import { presentPicture } from '../pictures/pictures.presenter.ts';
import type { ChosenPicture } from '../pictures/pictures.service.ts';
import type { VolunteerCenterProfileRow, VolunteerCenterRow } from './volunteer-centers.schema.ts';

/** A volunteer centre as a JSON:API resource; its profile as a relationship, its picture when given (decision 020). */
export function presentVolunteerCenter(
  center: VolunteerCenterRow,
  profile: VolunteerCenterProfileRow | undefined,
  picture?: ChosenPicture,
): VolunteerCenterResource {
  return resource(
    'volunteer_centers',
    center.id,
    {
      name: center.name,
      hosts: center.hosts,
      isDefault: center.isDefault,
      ...(picture ? { picture: presentPicture(picture) } : {}),
    },
    { profile: toOne('volunteer_center_profiles', profile?.id) },
  );
}

/** A centre profile (spec §3) as a JSON:API resource. */
export function presentVolunteerCenterProfile(profile: VolunteerCenterProfileRow): VolunteerCenterProfileResource {
  return resource('volunteer_center_profiles', profile.id, {
    name: profile.name,
    faviconUrl: profile.faviconUrl,
    websiteLogoUrl: profile.websiteLogoUrl,
    gtagId: profile.gtagId,
    primaryColor: profile.primaryColor,
    primaryColorShades: profile.primaryColorShades,
    secondaryColor: profile.secondaryColor,
    secondaryColorShades: profile.secondaryColorShades,
    tertiaryColor: profile.tertiaryColor,
    tertiaryColorShades: profile.tertiaryColorShades,
    mutedColor: profile.mutedColor,
    backgroundColor: profile.backgroundColor,
    textColor: profile.textColor,
    themeConfig: profile.themeConfig,
    footerColumns: profile.footerColumns,
    contact: {
      email: profile.contact.email ?? null,
      phone: profile.contact.phone ?? null,
      street: profile.contact.street ?? null,
      postcode: profile.contact.postcode ?? null,
      city: profile.contact.city ?? null,
      personName: profile.contact.personName ?? null,
      personEmail: profile.contact.personEmail ?? null,
      personPhone: profile.contact.personPhone ?? null,
    },
  });
}
