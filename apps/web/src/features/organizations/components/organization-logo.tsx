import { Picture, repeatsItsName } from '../../../components/ui/picture.tsx';
import type { Organization } from '../api/organization-types.ts';

const sizes = {
  md: { frame: 'size-14 rounded-ui', width: '3.5rem' },
  lg: { frame: 'size-24 rounded-ui', width: '6rem' },
} as const;

/**
 * The organisation's picture (decision 020): its logo, else a stock image of the centre. The logo
 * is decorative (the name is always next to it); a stock image is described on the profile page.
 */
export function OrganizationLogo({
  organization,
  size,
  priority = false,
}: {
  organization: Organization;
  size: keyof typeof sizes;
  /** The first picture in view (the profile page's). */
  priority?: boolean;
}) {
  const { picture } = organization;
  return (
    <Picture
      picture={picture}
      className={sizes[size].frame}
      sizes={sizes[size].width}
      decorative={size === 'md' || repeatsItsName(picture)}
      priority={priority}
    />
  );
}
