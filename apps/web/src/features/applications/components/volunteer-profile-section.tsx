import { dayParts, weekdays } from '@volunteerly/contracts/users';
import { useTranslation } from 'react-i18next';
import type { VolunteerProfile } from '../api/application-types.ts';

/**
 * The volunteer's availability and skills from their profile, for the organisation side of an
 * application (issue 31 §5): a list of days with their parts (it fits a phone, unlike a week
 * table) and the skills as chips; a plain sentence when the profile says nothing, or when a
 * guest applied (a guest has no profile).
 */
export function VolunteerProfileSection({ profile }: { profile: VolunteerProfile | null }) {
  const { t } = useTranslation('applications');
  const days = profile
    ? weekdays.flatMap((day) => {
        const parts = dayParts.filter((part) => profile.availability[day]?.includes(part));
        return parts.length > 0 ? [{ day, parts }] : [];
      })
    : [];
  const empty = 'mt-1 text-muted-700 dark:text-muted-300';
  return (
    <section aria-labelledby="application-volunteer-profile" className="mt-10">
      <h2 id="application-volunteer-profile" className="font-heading text-xl font-semibold text-text">
        {t('profile.title')}
      </h2>
      {profile === null ? (
        <p className={empty}>{t('profile.guest')}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted-700 dark:text-muted-300">{t('profile.description')}</p>
          <h3 className="mt-4 font-semibold text-text">{t('profile.availability')}</h3>
          {days.length === 0 ? (
            <p className={empty}>{t('profile.noAvailability')}</p>
          ) : (
            <ul className="mt-1 grid gap-1">
              {days.map(({ day, parts }) => (
                <li key={day}>
                  {t('profile.dayParts', {
                    day: t(`profile.weekdays.${day}`),
                    parts: parts.map((part) => t(`profile.parts.${part}`)).join(', '),
                  })}
                </li>
              ))}
            </ul>
          )}
          <h3 className="mt-4 font-semibold text-text">{t('profile.skills')}</h3>
          {profile.skills.length === 0 ? (
            <p className={empty}>{t('profile.noSkills')}</p>
          ) : (
            <ul className="mt-2 flex flex-wrap gap-2">
              {profile.skills.map((skill) => (
                <li
                  key={skill}
                  className="rounded-full bg-muted-100 px-3 py-1 text-sm [overflow-wrap:anywhere] text-text dark:bg-muted-800"
                >
                  {skill}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
