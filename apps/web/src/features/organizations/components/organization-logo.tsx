import type { Organization } from '../api/organization-types.ts';

const sizes = { md: 'size-14 text-xl', lg: 'size-24 text-3xl' } as const;

/** The organisation's logo, or its initial on a tinted square; decorative (the name is always next to it). */
export function OrganizationLogo({ organization, size }: { organization: Organization; size: keyof typeof sizes }) {
  const logoUrl = organization.profile?.logoUrl ?? organization.logoUrl;
  return logoUrl ? (
    <img src={logoUrl} alt="" className={`${sizes[size]} shrink-0 rounded-ui object-contain`} loading="lazy" />
  ) : (
    <span
      aria-hidden="true"
      className={`${sizes[size]} flex shrink-0 items-center justify-center rounded-ui bg-primary-100 font-heading font-bold text-primary-900 dark:bg-primary-900 dark:text-primary-100`}
    >
      {organization.name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
