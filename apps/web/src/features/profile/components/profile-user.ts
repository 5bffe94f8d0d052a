import type { Availability, DigestFrequency } from '@volunteerly/contracts/users';
import type { NamedTag } from '@volunteerly/contracts/resources/tags';
import type { CurrentUser } from '../../../lib/auth/current-user.ts';

/** The profile fields of the signed-in user, typed (the current user carries every attribute). */
export interface ProfileUser {
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  unconfirmedEmail: string | null;
  phone: string | null;
  dateOfBirth: string | null;
  postcode: string | null;
  city: string | null;
  locale: string;
  aboutMe: string | null;
  /** What the user wrote themselves ("other"). */
  skills: string[];
  interests: string[];
  /** The centre's tags they chose, named in the page's language. */
  skillTags: NamedTag[];
  interestTags: NamedTag[];
  availability: Availability;
  visibleInPool: boolean;
  digestFrequency: DigestFrequency;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Reads the profile fields of the current user, with empty values for what is not set. */
export function toProfileUser(user: CurrentUser): ProfileUser {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: user.fullName,
    email: user.email,
    unconfirmedEmail: user.unconfirmedEmail,
    phone: text(user['phone']),
    dateOfBirth: text(user['dateOfBirth']),
    postcode: text(user['postcode']),
    city: text(user['city']),
    locale: user.locale,
    aboutMe: text(user['aboutMe']),
    skills: list(user['skills']),
    interests: list(user['interests']),
    skillTags: user.skillTags ?? [],
    interestTags: user.interestTags ?? [],
    availability:
      user['availability'] && typeof user['availability'] === 'object' ? (user['availability'] as Availability) : {},
    visibleInPool: user['visibleInPool'] === true,
    digestFrequency: user.digestFrequency,
  };
}
