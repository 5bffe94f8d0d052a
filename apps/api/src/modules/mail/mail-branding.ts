import type { StoredCenterContact } from '../volunteer-centers/volunteer-centers.schema.ts';
import { sitePaths } from '@volunteerly/site/site-paths';
import { mailColorsOf, type MailColorProfile, type MailColors } from './mail-colors.ts';

/** A person or desk to ask: a name and at least one way to reach them. */
export interface MailContactPerson {
  name: string;
  email: string | undefined;
  phone: string | undefined;
}

/** What a mail shows of the centre that sends it: name, logo, colours, contact, and links to its own site. */
export interface MailBranding {
  appName: string;
  centerName: string;
  /** The tenant's own site ("https://vacaturebank.example/"). */
  siteUrl: string;
  /** The site's privacy statement. */
  privacyUrl: string;
  /** An absolute http(s) address of a logo mail clients show (never data: or SVG); else the name is shown. */
  logoUrl: string | undefined;
  colors: MailColors;
  /** The centre's visiting address as lines ("Oudegracht 12", "3511 AB Utrecht"); empty when not set. */
  address: string[];
  email: string | undefined;
  phone: string | undefined;
  /** Whom to ask about the mail: the centre's contact person, unless the mail names its own (`questionsTo`). */
  contactPerson: MailContactPerson | undefined;
}

/** What the branding is made from: the tenant, its centre's profile and a way to link into the tenant's site. */
export interface MailBrandingSource {
  appName: string;
  centerName: string;
  profile:
    (MailColorProfile & { websiteLogoUrl: string | null; contact: StoredCenterContact | null | undefined }) | undefined;
  /** An absolute link to a path on the tenant's own host. */
  link: (path: string) => string;
}

/**
 * The logo as mail clients show it: an absolute http(s) address (a path on the site made
 * absolute on the tenant's host). data: URLs and SVG images are left out: most clients
 * (Gmail, Outlook) show neither.
 */
export function mailLogoUrl(logo: string | null | undefined, link: (path: string) => string): string | undefined {
  const value = logo?.trim();
  if (!value || value.startsWith('data:')) return undefined;
  let url: URL;
  try {
    url = new URL(value.startsWith('/') && !value.startsWith('//') ? link(value) : value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (/\.svgz?$/i.test(url.pathname)) return undefined;
  return url.toString();
}

/** '3511AB' as people write it: '3511 AB'. */
function formatPostcode(postcode: string): string {
  return /^\d{4}[A-Z]{2}$/.test(postcode) ? `${postcode.slice(0, 4)} ${postcode.slice(4)}` : postcode;
}

/** The address lines of the centre's contact details. */
export function addressLinesOf(contact: StoredCenterContact | null | undefined): string[] {
  const place = [contact?.postcode ? formatPostcode(contact.postcode) : undefined, contact?.city]
    .filter(Boolean)
    .join(' ');
  return [contact?.street, place].filter((line): line is string => Boolean(line));
}

/** Someone a mail could name to ask, as a record has them: each part possibly missing. */
export interface ContactCandidate {
  name: string | null | undefined;
  email: string | null | undefined;
  phone: string | null | undefined;
}

/**
 * The first candidate with a name and a way to reach them, in the order given (issue 31 §5: the
 * vacancy's contact, then the organisation's); undefined when none has both.
 */
export function firstReachableContact(candidates: readonly ContactCandidate[]): MailContactPerson | undefined {
  for (const candidate of candidates) {
    const name = candidate.name?.trim();
    const email = candidate.email?.trim() || undefined;
    const phone = candidate.phone?.trim() || undefined;
    if (name && (email || phone)) return { name, email, phone };
  }
  return undefined;
}

/** The contact person, when the centre names one with a way to reach them. */
function contactPersonOf(contact: StoredCenterContact | null | undefined): MailContactPerson | undefined {
  return firstReachableContact([
    { name: contact?.personName, email: contact?.personEmail, phone: contact?.personPhone },
  ]);
}

/** The branding of the tenant's mail, from its centre's profile. */
export function buildMailBranding(source: MailBrandingSource): MailBranding {
  const { profile, link } = source;
  const contact = profile?.contact;
  return {
    appName: source.appName,
    centerName: source.centerName,
    siteUrl: link(sitePaths.home),
    privacyUrl: link(sitePaths.privacyStatement),
    logoUrl: mailLogoUrl(profile?.websiteLogoUrl, link),
    colors: mailColorsOf(profile),
    address: addressLinesOf(contact),
    email: contact?.email,
    phone: contact?.phone,
    contactPerson: contactPersonOf(contact),
  };
}
