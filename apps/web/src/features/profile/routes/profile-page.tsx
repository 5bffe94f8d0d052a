import { useDateFormat } from '../../../lib/i18n/date-format.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { AvailabilityTable } from '../components/availability-table.tsx';
import { toProfileUser } from '../components/profile-user.ts';

const linkClasses = 'font-semibold text-primary-700 underline underline-offset-2 dark:text-primary-300';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="font-semibold text-text">{term}</dt>
      <dd className="min-w-0 text-muted-800 sm:col-span-2 dark:text-muted-200">{children}</dd>
    </div>
  );
}

function TagList({ tags, label }: { tags: string[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-muted-100 px-3 py-0.5 text-sm text-text dark:bg-muted-800">
          {tag}
        </li>
      ))}
    </ul>
  );
}

/** '1990-05-17' → '17 mei 1990' in the interface language (the date has no time zone). */
function useBirthDateFormat(): (isoDate: string) => string {
  const { formatDate } = useDateFormat();
  return (isoDate) => formatDate(isoDate);
}

interface ProfilePageProps {
  /** Whether this tenant has volunteer profiles switched on; without them the volunteer section is left out. */
  volunteerProfiles: boolean;
}

/** /profiel: the signed-in user's profile, with the ways to change it. */
export function ProfilePage({ volunteerProfiles }: ProfilePageProps) {
  const { t } = useTranslation('profile');
  const formatBirthDate = useBirthDateFormat();
  const { t: tCommon } = useTranslation('common');
  const currentUser = useCurrentUser();

  if (currentUser.isPending) return <Spinner label={t('loading')} showLabel />;
  if (currentUser.isError) {
    return (
      <Alert color="danger" title={t('loadFailed')}>
        {currentUser.error.message}
      </Alert>
    );
  }
  const user = toProfileUser(currentUser.data);
  const notSet = <span className="text-muted-700 dark:text-muted-300">{t('notSet')}</span>;
  const orNotSet = (value: string | null) => value ?? notSet;
  const tags = (values: string[], label: string) =>
    values.length > 0 ? <TagList tags={values} label={label} /> : notSet;

  return (
    <>
      <PageHeader
        title={user.fullName || t('profile.title')}
        description={t('profile.description')}
        actions={
          <Link to="/profile-edit" className={buttonClasses({ size: 'lg' })}>
            {t('profile.edit')}
          </Link>
        }
      />
      <section aria-labelledby="profile-personal" className="max-w-3xl">
        <h2 id="profile-personal" className="font-heading text-xl font-semibold text-text">
          {t('profile.personal')}
        </h2>
        <dl className="mt-2 divide-y divide-muted-200 dark:divide-muted-800">
          <Detail term={t('fields.email')}>
            {user.email}
            {user.unconfirmedEmail && (
              <span className="block text-sm">{t('email.pending', { email: user.unconfirmedEmail })}</span>
            )}
          </Detail>
          <Detail term={t('fields.phone')}>{orNotSet(user.phone)}</Detail>
          <Detail term={t('fields.dateOfBirth')}>
            {user.dateOfBirth ? formatBirthDate(user.dateOfBirth) : notSet}
          </Detail>
          <Detail term={t('fields.postcode')}>{orNotSet(user.postcode)}</Detail>
          <Detail term={t('fields.city')}>{orNotSet(user.city)}</Detail>
          <Detail term={t('fields.locale')}>{tCommon(`language.names.${user.locale}`)}</Detail>
          <Detail term={t('fields.digestFrequency')}>{t(`digest.options.${user.digestFrequency}`)}</Detail>
        </dl>
      </section>
      {volunteerProfiles && (
        <section aria-labelledby="profile-volunteer" className="mt-8 max-w-3xl">
          <h2 id="profile-volunteer" className="font-heading text-xl font-semibold text-text">
            {t('profile.volunteer')}
          </h2>
          <dl className="mt-2 divide-y divide-muted-200 dark:divide-muted-800">
            <Detail term={t('fields.aboutMe')}>
              {user.aboutMe ? <span className="whitespace-pre-line">{user.aboutMe}</span> : notSet}
            </Detail>
            <Detail term={t('fields.skills')}>
              {tags([...user.skillTags.map((tag) => tag.name), ...user.skills], t('fields.skills'))}
            </Detail>
            <Detail term={t('fields.interests')}>
              {tags([...user.interestTags.map((tag) => tag.name), ...user.interests], t('fields.interests'))}
            </Detail>
            <Detail term={t('fields.visibleInPool')}>{user.visibleInPool ? t('yes') : t('no')}</Detail>
            <Detail term={t('fields.availability')}>
              <AvailabilityTable availability={user.availability} />
            </Detail>
          </dl>
        </section>
      )}
      <nav aria-labelledby="profile-more" className="mt-8 max-w-3xl">
        <h2 id="profile-more" className="font-heading text-xl font-semibold text-text">
          {t('profile.more')}
        </h2>
        <ul className="mt-3 grid gap-2">
          <li>
            <Link className={linkClasses} to="/profile-edit/email">
              {tCommon('routes.profileEditEmail')}
            </Link>
          </li>
          <li>
            <Link className={linkClasses} to="/profile-edit/settings">
              {tCommon('routes.profileEditSettings')}
            </Link>
          </li>
          <li>
            <Link className={linkClasses} to="/profile-edit/periodieke-mail">
              {tCommon('routes.profileEditDigest')}
            </Link>
          </li>
          <li>
            <Link className={linkClasses} to="/auth/reset">
              {t('profile.changePassword')}
            </Link>
          </li>
          <li>
            <Link className={linkClasses} to="/auth/token">
              {tCommon('routes.sessions')}
            </Link>
          </li>
          <li>
            <Link className={linkClasses} to="/account/roles">
              {tCommon('routes.accountRoles')}
            </Link>
          </li>
          <li>
            <Link className={linkClasses} to="/account/verwijderen">
              {tCommon('routes.accountDelete')}
            </Link>
          </li>
        </ul>
      </nav>
    </>
  );
}
