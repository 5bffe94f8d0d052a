import type { OrganizationType, SocialNetwork } from '@volunteerly/contracts/organizations';

/** The profile fields a form sends (camelCase; the client sends snake_case). */
export interface OrganizationProfileInput {
  description?: string | null;
  logoUrl?: string | null;
  websiteUrl?: string | null;
  email?: string | null;
  phone?: string | null;
  socialLinks?: Partial<Record<SocialNetwork, string>>;
  kvkNumber?: string | null;
  volunteerCount?: number | null;
  contactName?: string | null;
  contactEmail?: string | null;
  contactPhone?: string | null;
  targetGroupIds?: string[];
}

/** The address fields a form sends. */
export interface OrganizationAddressInput {
  street?: string | null;
  houseNumber?: string | null;
  postcode?: string | null;
  city?: string | null;
}

/** An organisation as the add, edit and sign-up forms send it. */
export interface OrganizationInput {
  name?: string;
  type?: OrganizationType;
  profile?: OrganizationProfileInput;
  address?: OrganizationAddressInput;
}
